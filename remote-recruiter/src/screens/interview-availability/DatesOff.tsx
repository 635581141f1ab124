import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from 'shared-kernel/rules';
import { AVAILABILITY } from '../../texts-booking';
import type { AvailabilityForm } from './WeeklyRanges';

/** The London days with no times offered: each a chip to remove, and a date to add one. */
export function DatesOff({ form }: { form: AvailabilityForm }) {
  const [day, setDay] = useState('');
  const datesOff = form.watch('datesOff');
  const error = form.formState.errors.datesOff?.message;
  const change = (next: string[]) => {
    form.clearErrors('datesOff');
    form.setValue('datesOff', [...new Set(next)].sort(), { shouldDirty: true });
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {AVAILABILITY.datesOff}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {AVAILABILITY.datesOffHelp}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 1.5 }}>
        {datesOff.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {AVAILABILITY.noDatesOff}
          </Typography>
        )}
        {datesOff.map((date) => (
          <Chip
            key={date}
            label={formatDate(date, 'EEE d MMM yyyy')}
            onDelete={() => change(datesOff.filter((other) => other !== date))}
            // The chip is a button: Delete or Backspace removes the day, as its cross does.
            aria-label={AVAILABILITY.removeDateOff(formatDate(date, 'EEE d MMM yyyy'))}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id="availability-date-off"
          label={AVAILABILITY.dateOff}
          type="date"
          size="small"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          disabled={!day}
          onClick={() => {
            change([...datesOff, day]);
            setDay('');
          }}
        >
          {AVAILABILITY.addDateOff}
        </Button>
      </Stack>
    </Box>
  );
}

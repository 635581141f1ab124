import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { AvailabilityBody } from 'shared-kernel/contract';
import { textFieldProps, useContractField, type ContractTextField } from 'shared-kernel/forms';
import { WEEKDAYS, type Weekday } from 'shared-kernel/rules';
import { WEEK_TEXTS } from 'shared-kernel/ui';
import { AVAILABILITY } from '../../texts-booking';
import { addRange, type AvailabilityValues } from './availability-form';

export type AvailabilityForm = UseFormReturn<AvailabilityValues, unknown, AvailabilityBody>;

/** One from–to range of a day: two time fields (London time) and its remove button. */
function RangeRow({
  form,
  index,
  day,
  n,
  onRemove,
}: {
  form: AvailabilityForm;
  index: number;
  day: string;
  n: number;
  onRemove: () => void;
}) {
  const from = useContractField(form, `weekly.${index}.from`);
  const to = useContractField(form, `weekly.${index}.to`);
  // Editing a range clears the week's message (a range the wrong way round) as well as its own.
  const clearing = (field: ContractTextField) => ({
    ...field,
    onChange: (value: string) => {
      form.clearErrors('weekly');
      field.onChange(value);
    },
  });
  const time = (what: string) => ({
    size: 'small' as const,
    type: 'time',
    // On a phone the two times share the row (each 100% wide overflowed a 390 px screen), with
    // less inner padding so a 12-hour time ("05:00 PM") and the clock button fit in each.
    sx: {
      flex: { xs: '1 1 0', sm: 'none' },
      minWidth: 0,
      width: { sm: 140 },
      '& input': { px: { xs: 1, sm: 1.75 } },
    },
    slotProps: {
      inputLabel: { shrink: true },
      htmlInput: { step: 300, 'aria-label': AVAILABILITY.rangeOf(day, n, what) },
    },
  });
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', width: { xs: '100%', sm: 'auto' }, minWidth: 0 }}
    >
      <TextField
        label={AVAILABILITY.from}
        {...textFieldProps(clearing(from))}
        {...time(AVAILABILITY.from)}
      />
      <TextField
        label={AVAILABILITY.to}
        {...textFieldProps(clearing(to))}
        {...time(AVAILABILITY.to)}
      />
      <IconButton aria-label={AVAILABILITY.removeRange(day, n)} onClick={onRemove}>
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}

/**
 * The week, a day a row (days in the order of the candidate's week grid, in its words): each day
 * holds its from–to ranges, several allowed, added and removed here; a day with none is not
 * available. A range the wrong way round is named under the week.
 */
export function WeeklyRanges({ form }: { form: AvailabilityForm }) {
  const id = useId();
  const weekly = form.watch('weekly');
  const error = (form.formState.errors.weekly as { message?: string } | undefined)?.message;
  const change = (next: AvailabilityValues['weekly']) => {
    form.clearErrors('weekly');
    form.setValue('weekly', next, { shouldDirty: true });
  };
  const rangesOf = (day: Weekday) =>
    weekly.flatMap((range, index) => (range.day === day ? [{ range, index }] : []));

  return (
    <Box
      component="fieldset"
      aria-describedby={error ? `${id}-error` : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {AVAILABILITY.week}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {AVAILABILITY.weekHelp}
      </Typography>
      <Box sx={{ borderRadius: 2, bgcolor: 'action.hover', p: { xs: 1, sm: 1.5 } }}>
        {WEEKDAYS.map((day) => {
          const dayName = WEEK_TEXTS.days[day];
          const ranges = rangesOf(day);
          return (
            <Box
              key={day}
              role="group"
              aria-label={dayName}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '110px 1fr' },
                gap: 1,
                py: 1,
                alignItems: 'start',
                '& + &': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Typography sx={{ fontWeight: 600, pt: { sm: 1 } }}>{dayName}</Typography>
              <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
                {ranges.length === 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 1 } }}>
                    {AVAILABILITY.unavailable}
                  </Typography>
                )}
                {ranges.map(({ index }, i) => (
                  <RangeRow
                    key={index}
                    form={form}
                    index={index}
                    day={dayName}
                    n={i + 1}
                    onRemove={() => change(weekly.filter((_, other) => other !== index))}
                  />
                ))}
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  aria-label={AVAILABILITY.addRange(dayName)}
                  onClick={() => change(addRange(weekly, day))}
                >
                  {AVAILABILITY.add}
                </Button>
              </Stack>
            </Box>
          );
        })}
      </Box>
      {error && (
        <Typography id={`${id}-error`} role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Slot } from 'shared-kernel/contract';
import { BOOKING } from '../../texts';
import { dayLabel, slotLabel, slotsByDay, timeLabel } from './slot-days';

/** Large enough to tap on a phone (WCAG's 44px, with room). */
const TAP_HEIGHT = 48;

/**
 * The free times by London day, each a large toggle: one tap selects it, then the sticky Confirm
 * at the bottom of the screen books it. A selection the latest slots no longer offer (taken by
 * someone else) is dropped.
 */
export function SlotPicker({
  slots,
  pending,
  onConfirm,
}: {
  slots: readonly Slot[];
  pending: boolean;
  onConfirm: (startsAt: string) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = slots.some((slot) => slot.startsAt === chosen) ? chosen : null;
  const id = useId();
  return (
    <Stack spacing={3}>
      {slotsByDay(slots).map((day) => (
        <section key={day.day} aria-labelledby={`${id}-${day.day}`}>
          <Typography id={`${id}-${day.day}`} variant="subtitle1" component="h3" gutterBottom>
            {day.label}
          </Typography>
          <Box
            component="ul"
            aria-label={BOOKING.slotsOf(day.label)}
            sx={{
              p: 0,
              m: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            }}
          >
            {day.slots.map((slot) => {
              const pressed = slot.startsAt === selected;
              return (
                <li key={slot.startsAt}>
                  <Button
                    fullWidth
                    size="large"
                    variant={pressed ? 'contained' : 'outlined'}
                    aria-pressed={pressed}
                    onClick={() => setChosen(pressed ? null : slot.startsAt)}
                    sx={{
                      minHeight: TAP_HEIGHT,
                      fontSize: '1rem',
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {slotLabel(slot)}
                  </Button>
                </li>
              );
            })}
          </Box>
        </section>
      ))}
      {selected && (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            py: 2,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button
            fullWidth
            size="large"
            variant="contained"
            disabled={pending}
            onClick={() => onConfirm(selected)}
            sx={{ minHeight: TAP_HEIGHT }}
          >
            {BOOKING.confirm(timeLabel(selected), dayLabel(selected))}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_BOOKING_MINUTES } from 'shared-kernel/contract';
import { formatDate, freeSlots, type BookingRules } from 'shared-kernel/rules';
import { AVAILABILITY } from '../../texts-booking';

/** How many of the next free times the preview shows. */
const SHOWN = 8;

/** The preview's length: an interview's default (an invitation may ask for another). */
const PREVIEW_MINUTES = DEFAULT_BOOKING_MINUTES.interview;

/**
 * "Your next free times": the first few slots the shared booking rule (shared-kernel/rules,
 * freeSlots) gives for the availability as typed, in London time. Busy times are not known here,
 * so it says they are before existing interviews are taken into account. No `rules` (a number
 * out of bounds): nothing to show until it is put right.
 */
export function NextFreeTimes({ rules, now }: { rules: BookingRules | null; now: Date }) {
  // Cheap enough to run on each keystroke: at most the horizon's days times the day's starts.
  const slots = rules
    ? freeSlots({ rules, durationMinutes: PREVIEW_MINUTES, busy: [], now }).slice(0, SHOWN)
    : [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="next-free-times" sx={{ p: 2 }}>
      <Typography id="next-free-times" variant="h6" component="h2">
        {AVAILABILITY.preview}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {AVAILABILITY.previewHelp(PREVIEW_MINUTES)}
      </Typography>
      {slots.length === 0 ? (
        <Typography color="text.secondary">{AVAILABILITY.previewNone}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {slots.map((slot) => (
            <li key={slot.startsAt.getTime()}>
              <Typography variant="body2">
                {formatDate(slot.startsAt, 'EEE d MMM, HH:mm')}–{formatDate(slot.endsAt, 'HH:mm')}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}

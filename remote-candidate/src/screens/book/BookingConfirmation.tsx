import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { ConfirmDialog } from 'shared-kernel/ui';
import type { BookingSlots, Interview } from 'shared-kernel/contract';
import { DefinitionList } from '../../components/DefinitionList';
import { BOOKING } from '../../texts';
import { calendarHref } from '../../api/interviews';
import { useCancelInterview } from './booking-api';
import { rateText } from './BookingDetails';
import { MeetingLink } from 'shared-kernel/ui';
import { whenLabel } from './slot-days';
import { bookedMeetingUrl, bookedWhereText } from './where';

/**
 * What the candidate booked: what, when (London), where (with a video call's link), Add to
 * calendar, Reschedule and Cancel (asked first). It comes first on the page, so on a phone its
 * actions sit above the toast that the booking's notification shows at the bottom. Its heading takes focus when it replaces the times just booked, so a keyboard or
 * screen-reader user lands on the answer.
 */
export function BookingConfirmation({
  interview,
  offer,
  focusOnShow,
  onReschedule,
  onCancelled,
}: {
  interview: Interview;
  offer: BookingSlots;
  focusOnShow: boolean;
  onReschedule: () => void;
  onCancelled: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState(false);
  const cancel = useCancelInterview({
    onSuccess: () => {
      setAsking(false);
      onCancelled();
    },
  });
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, interview.startsAt]);

  const when = whenLabel(interview.startsAt, interview.durationMinutes);
  const kind = interview.kind ?? offer.kind;
  const rate = interview.hourlyRate ?? offer.hourlyRate;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="booked-heading" sx={{ p: 3 }}>
      <Typography id="booked-heading" ref={heading} tabIndex={-1} variant="h5" component="h2">
        {BOOKING.booked}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {BOOKING.bookedText(interview.company.name)}
      </Typography>
      <DefinitionList>
        <dt>{BOOKING.whatLabel}</dt>
        <dd>{BOOKING.what[kind]}</dd>
        <dt>{BOOKING.when}</dt>
        <dd>{when}</dd>
        <dt>{BOOKING.where}</dt>
        <dd>
          {bookedWhereText(interview, offer.venue)}
          <MeetingLink url={bookedMeetingUrl(interview, offer)} />
        </dd>
        {rate != null && (
          <>
            <dt>{BOOKING.pay}</dt>
            <dd>{rateText(rate)}</dd>
          </>
        )}
        {interview.interviewerName && (
          <>
            <dt>{BOOKING.with}</dt>
            <dd>{interview.interviewerName}</dd>
          </>
        )}
      </DefinitionList>
      {cancel.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {BOOKING.cancelFailed}: {cancel.error.message}
        </Alert>
      )}
      {/* On a phone: Add to calendar across, Reschedule and Cancel side by side under it. */}
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<EventIcon />}
          href={calendarHref(interview.id)}
          download="interview.ics"
          sx={{ minHeight: 48, flexBasis: { xs: '100%', sm: 'auto' } }}
        >
          {BOOKING.addToCalendar}
        </Button>
        <Button
          variant="outlined"
          onClick={onReschedule}
          sx={{ minHeight: 48, flex: { xs: 1, sm: 'none' } }}
        >
          {BOOKING.reschedule}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setAsking(true)}
          sx={{ minHeight: 48, flex: { xs: 1, sm: 'none' } }}
        >
          {BOOKING.cancel}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        title={BOOKING.cancelTitle}
        body={BOOKING.cancelText(when, interview.company.name)}
        confirmLabel={BOOKING.cancelConfirm}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(interview.id)}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}

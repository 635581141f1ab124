import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { PageContainer, toast } from 'shared-kernel';
import { ButtonLink, ConfirmDialog, MeetingLink, QueryView } from 'shared-kernel/ui';
import { formatLongDateTime } from 'shared-kernel/rules';
import {
  calendarHref,
  useConfirmInterview,
  useInterviews,
  type Interview,
} from '../../api/interviews';
import { BOOKING, INTERVIEWS } from '../../texts';
import { useCancelInterview } from '../book/booking-api';
import { rateText } from '../book/BookingDetails';
import { whenLabel } from '../book/slot-days';
import { JobCard } from '../../components/JobCard';
import type { Tone } from '../../components/ToneChip';
import { EmptyWithJobsLink } from '../../components/EmptyWithJobsLink';

const STATUS_TONE: Partial<Record<Interview['status'], Tone>> = {
  scheduled: 'warning',
  confirmed: 'success',
  cancelled: 'error',
};

/** The booking page, opened on the times to move this self-booked interview or trial. */
const reschedulePath = (interview: Interview) =>
  `/book/${interview.applicationId}?reschedule=${interview.id}`;

/** A self-booked one's Cancel, asked first (the time is then offered to others again). */
function CancelBooking({ interview }: { interview: Interview }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelInterview({ onSuccess: () => setAsking(false) });
  return (
    <>
      <Button variant="text" color="error" onClick={() => setAsking(true)}>
        {INTERVIEWS.cancel}
      </Button>
      {cancel.isError && (
        <Alert severity="error">
          {INTERVIEWS.cancelFailed}: {cancel.error.message}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title={BOOKING.cancelTitle}
        body={BOOKING.cancelText(
          whenLabel(interview.startsAt, interview.durationMinutes),
          interview.company.name,
        )}
        confirmLabel={BOOKING.cancelConfirm}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(interview.id)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function InterviewCard({ interview, upcoming }: { interview: Interview; upcoming: boolean }) {
  const confirm = useConfirmInterview({
    onSuccess: () => toast({ title: INTERVIEWS.confirmed, description: INTERVIEWS.confirmedText }),
  });
  const cancelled = interview.status === 'cancelled';
  const trial = interview.kind === 'trial_shift';
  return (
    <JobCard
      title={interview.job.title}
      company={interview.company.name}
      headingComponent="h3"
      tone={STATUS_TONE[interview.status] ?? 'neutral'}
      label={INTERVIEWS.statuses[interview.status]}
      alignTop
    >
      {trial && (
        <Typography sx={{ fontWeight: 600 }}>
          {INTERVIEWS.trialShift}
          {interview.hourlyRate != null ? ` · ${rateText(interview.hourlyRate)}` : ''}
        </Typography>
      )}
      <Typography sx={{ fontWeight: 600 }}>
        {formatLongDateTime(interview.startsAt)} · {INTERVIEWS.minutes(interview.durationMinutes)}
      </Typography>
      <Typography color="text.secondary">
        {INTERVIEWS.modes[interview.mode]}
        {interview.location ? ` · ${interview.location}` : ''}
        {interview.interviewerName ? ` · ${INTERVIEWS.with(interview.interviewerName)}` : ''}
      </Typography>
      {!cancelled && <MeetingLink url={interview.meetingUrl} />}
      {confirm.isError && (
        <Alert severity="error">
          {INTERVIEWS.confirmFailed}: {(confirm.error as Error).message}
        </Alert>
      )}
      {upcoming && !cancelled && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {/* A time the candidate booked themself is theirs already: nothing to confirm. */}
          {interview.status === 'scheduled' && !interview.selfBooked && (
            <Button
              variant="contained"
              onClick={() => confirm.mutate(interview.id)}
              disabled={confirm.isPending}
            >
              {INTERVIEWS.confirm}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<EventIcon />}
            href={calendarHref(interview.id)}
            download="interview.ics"
          >
            {INTERVIEWS.addToCalendar}
          </Button>
          {interview.selfBooked && (
            <>
              <ButtonLink to={reschedulePath(interview)} variant="outlined">
                {INTERVIEWS.reschedule}
              </ButtonLink>
              <CancelBooking interview={interview} />
            </>
          )}
        </Stack>
      )}
    </JobCard>
  );
}

export default function Interviews() {
  const interviews = useInterviews();

  const body = (
    <QueryView query={interviews} errorTitle={INTERVIEWS.loadFailed} allowNull>
      {(data) => {
        {
          const { upcoming, past } = data ?? { upcoming: [], past: [] };
          return (
            <Stack spacing={4}>
              <section aria-labelledby="upcoming-heading">
                <Typography id="upcoming-heading" variant="h5" component="h2" gutterBottom>
                  {INTERVIEWS.upcoming}
                </Typography>
                {upcoming.length === 0 ? (
                  <EmptyWithJobsLink
                    title={INTERVIEWS.emptyUpcoming}
                    description={INTERVIEWS.emptyUpcomingText}
                    link={INTERVIEWS.browseJobs}
                  />
                ) : (
                  <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                    {upcoming.map((interview) => (
                      <InterviewCard key={interview.id} interview={interview} upcoming />
                    ))}
                  </Stack>
                )}
              </section>
              <section aria-labelledby="past-heading">
                <Typography id="past-heading" variant="h5" component="h2" gutterBottom>
                  {INTERVIEWS.past}
                </Typography>
                {past.length === 0 ? (
                  <Typography color="text.secondary">{INTERVIEWS.emptyPast}</Typography>
                ) : (
                  <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                    {past.map((interview) => (
                      <InterviewCard key={interview.id} interview={interview} upcoming={false} />
                    ))}
                  </Stack>
                )}
              </section>
            </Stack>
          );
        }
      }}
    </QueryView>
  );

  return (
    <PageContainer
      title={INTERVIEWS.title}
      subtitle={INTERVIEWS.subtitle}
      maxWidth={880}
      actions={
        <Button variant="outlined" component={RouterLink} to="/interview-preparation">
          {INTERVIEWS.prepare}
        </Button>
      }
    >
      {body}
    </PageContainer>
  );
}

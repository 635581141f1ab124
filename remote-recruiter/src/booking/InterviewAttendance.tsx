import { useState } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from 'shared-kernel';
import type { Interview } from 'shared-kernel/contract';
import { useBulkReject } from '../api/applications';
import { messageOf } from '../kit/errors';
import { RejectDialog } from '../kit/RejectDialog';
import { ATTENDANCE } from '../texts-booking';
import { hasStarted } from './interview-kind';
import { useMarkAttendance } from './api';

/** The application in its job's pipeline, where the drawer makes the offer. */
const applicationPath = (interview: Interview) =>
  `/job-applications/${interview.job.id}?application=${interview.applicationId}`;

/**
 * After an attended trial shift, the recruiter is asked for the outcome: an offer (the pipeline's
 * offer flow, in the application's drawer) or a rejection with a message (the board's dialog).
 */
function TrialOutcome({ interview }: { interview: Interview }) {
  const [rejecting, setRejecting] = useState(false);
  const reject = useBulkReject({
    onSuccess: () => {
      setRejecting(false);
      toast({ title: ATTENDANCE.rejected, description: interview.candidate.name });
    },
    onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
  });
  return (
    <Box component="section" aria-label={ATTENDANCE.outcome} sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {ATTENDANCE.outcome}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ATTENDANCE.outcomeHelp}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" component={RRLink} to={applicationPath(interview)}>
          {ATTENDANCE.offer}
        </Button>
        <Button size="small" color="error" onClick={() => setRejecting(true)}>
          {ATTENDANCE.reject}
        </Button>
      </Stack>
      {rejecting && (
        <RejectDialog
          count={1}
          jobTitle={interview.job.title}
          pending={reject.isPending}
          onConfirm={(message) =>
            reject.mutate({
              jobId: interview.job.id,
              applicationIds: [interview.applicationId],
              message,
            })
          }
          onClose={() => setRejecting(false)}
        />
      )}
    </Box>
  );
}

/**
 * Attendance of an interview or trial shift: once its start has passed, "Mark attended" and
 * "Mark no-show" (the API refuses a mark before the start, 409); once marked, the mark, and after
 * an attended trial shift its outcome prompt. Nothing for a cancelled one.
 */
export function InterviewAttendance({ interview }: { interview: Interview }) {
  const mark = useMarkAttendance({
    onSuccess: (marked) => {
      if (marked?.attendance) toast({ title: ATTENDANCE.done[marked.attendance] });
    },
    onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
  });
  if (interview.status === 'cancelled') return null;
  if (interview.attendance)
    return (
      <Box>
        <Chip
          size="small"
          sx={{ mt: 0.5 }}
          color={interview.attendance === 'attended' ? 'success' : 'warning'}
          label={ATTENDANCE.marked[interview.attendance]}
        />
        {interview.attendance === 'attended' && interview.kind === 'trial_shift' && (
          <TrialOutcome interview={interview} />
        )}
      </Box>
    );
  if (!hasStarted(interview)) return null;
  const name = interview.candidate.name;
  return (
    <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
      {(['attended', 'no_show'] as const).map((attendance) => {
        const label = attendance === 'attended' ? ATTENDANCE.attended : ATTENDANCE.noShow;
        return (
          <Button
            key={attendance}
            size="small"
            variant="outlined"
            color={attendance === 'attended' ? 'success' : 'warning'}
            disabled={mark.isPending}
            aria-label={ATTENDANCE.markFor(label, name)}
            onClick={() => mark.mutate({ id: interview.id, attendance })}
          >
            {label}
          </Button>
        );
      })}
    </Stack>
  );
}

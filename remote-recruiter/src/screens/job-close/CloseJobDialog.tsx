import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState } from 'shared-kernel';
import { JOB_CLOSED_MESSAGES, JOB_CLOSE_OUTCOMES, type JobCloseOutcome } from 'shared-kernel/rules';
import { isOpenStatus, useJobApplications } from '../../api/applications';
import { useCloseJobResolvingApplications, type CloseJobResult } from '../../api/job-close';
import { openJobsQueryOptions } from '../../api/venues';
import { messageOf } from '../../kit/errors';
import { COMMON, STATUS_LABEL } from '../../texts';
import { CLOSE_JOB } from '../../texts-board';

const REJECT = '';

/**
 * Closes or fills a job so that nobody is left waiting: it lists the job's open applications;
 * each is rejected with the kind message (the default text for the outcome, editable) unless
 * the recruiter moves it to another open job of the company.
 */
export function CloseJobDialog({
  job,
  initialOutcome = 'closed',
  onClose,
  onClosed,
}: {
  job: { id: string; title: string };
  initialOutcome?: JobCloseOutcome;
  onClose: () => void;
  onClosed?: (result: CloseJobResult) => void;
}) {
  const applications = useJobApplications(job.id);
  const otherJobs = useQuery({
    ...openJobsQueryOptions(),
    select: (page) => (page?.items ?? []).filter((other) => other.id !== job.id),
  });
  const [outcome, setOutcome] = useState<JobCloseOutcome>(initialOutcome);
  const [message, setMessage] = useState<string | null>(null);
  const [moves, setMoves] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const close = useCloseJobResolvingApplications({ onSuccess: (result) => onClosed?.(result) });
  const text = message ?? JOB_CLOSED_MESSAGES[outcome];
  const open = (applications.data ?? []).filter((a) => isOpenStatus(a.status));

  const confirm = () => {
    const moved = Object.entries(moves)
      .filter(([applicationId, jobId]) => jobId && open.some((a) => a.id === applicationId))
      .map(([applicationId, jobId]) => ({ applicationId, jobId }));
    const needsMessage = open.length > moved.length;
    if (needsMessage && !text.trim()) {
      setError(CLOSE_JOB.required);
      document.getElementById('close-job-message')?.focus();
      return;
    }
    close.mutate({
      jobId: job.id,
      body: {
        outcome,
        ...(needsMessage ? { message: text.trim() } : {}),
        ...(moved.length ? { moves: moved } : {}),
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="close-job-title">
      <DialogTitle id="close-job-title">{CLOSE_JOB.title[outcome]}</DialogTitle>
      <DialogContent>
        {applications.isPending || otherJobs.isPending ? (
          <LoadingState />
        ) : applications.isError ? (
          <ErrorState error={applications.error} onRetry={() => void applications.refetch()} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {close.isError && <Alert severity="error">{messageOf(close.error)}</Alert>}
            <TextField
              id="close-job-outcome"
              select
              label={CLOSE_JOB.outcome}
              value={outcome}
              onChange={(event) => setOutcome(event.target.value as JobCloseOutcome)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {JOB_CLOSE_OUTCOMES.map((value) => (
                <option key={value} value={value}>
                  {CLOSE_JOB.outcomes[value]}
                </option>
              ))}
            </TextField>
            <DialogContentText>{CLOSE_JOB.intro(open.length)}</DialogContentText>
            {open.length > 0 && (
              <>
                <TextField
                  id="close-job-message"
                  label={CLOSE_JOB.message}
                  value={text}
                  onChange={(event) => {
                    setMessage(event.target.value);
                    setError(null);
                  }}
                  error={Boolean(error)}
                  helperText={error}
                  multiline
                  minRows={4}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
                {otherJobs.data?.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {CLOSE_JOB.noOtherJobs}
                  </Typography>
                )}
                <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {open.map((a) => (
                    <Box
                      component="li"
                      key={a.id}
                      sx={{
                        display: 'grid',
                        gap: 1,
                        alignItems: 'center',
                        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                      }}
                    >
                      <Typography>
                        <strong>{a.candidate.name}</strong> · {STATUS_LABEL[a.status]}
                      </Typography>
                      {(otherJobs.data?.length ?? 0) > 0 && (
                        <TextField
                          id={`close-job-move-${a.id}`}
                          select
                          size="small"
                          label={CLOSE_JOB.moveTo(a.candidate.name)}
                          value={moves[a.id] ?? REJECT}
                          onChange={(event) =>
                            setMoves((m) => ({ ...m, [a.id]: event.target.value }))
                          }
                          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        >
                          <option value={REJECT}>{CLOSE_JOB.reject}</option>
                          {otherJobs.data?.map((other) => (
                            <option key={other.id} value={other.id}>
                              {other.title}
                            </option>
                          ))}
                        </TextField>
                      )}
                    </Box>
                  ))}
                </Stack>
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{COMMON.cancel}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={close.isPending || applications.isPending}
          onClick={confirm}
        >
          {CLOSE_JOB.confirm[outcome]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

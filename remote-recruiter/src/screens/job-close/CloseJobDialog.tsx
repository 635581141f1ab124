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
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { QueryView } from 'shared-kernel/ui';
import { JOB_CLOSED_MESSAGES, JOB_CLOSE_OUTCOMES, type JobCloseOutcome } from 'shared-kernel/rules';
import { isOpenStatus, useJobApplications } from '../../api/applications';
import { useCloseJobResolvingApplications, type CloseJobResult } from '../../api/job-close';
import { openJobsQueryOptions } from '../../api/venues';
import { messageOf } from '../../kit/errors';
import { MessageField } from '../../kit/MessageField';
import { COMMON, STATUS_LABEL } from '../../texts';
import { CLOSE_JOB } from '../../texts-board';

const REJECT = '';

type CloseValues = {
  outcome: JobCloseOutcome;
  message: string;
  /** The other job each open application moves to, by application id ('' rejects it). */
  moves: Record<string, string>;
};
type Open = { id: string }[];

/** The applications moved to another job instead of rejected. */
const movedOf = (values: CloseValues, open: Open) =>
  Object.entries(values.moves)
    .filter(([applicationId, jobId]) => jobId && open.some((a) => a.id === applicationId))
    .map(([applicationId, jobId]) => ({ applicationId, jobId }));

/** Someone is rejected, so the message is sent (and needed). */
const needsMessage = (values: CloseValues, open: Open) =>
  open.length > movedOf(values, open).length;

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
  const open = (applications.data ?? []).filter((a) => isOpenStatus(a.status));
  // No contract TObject checks this body (it may be empty); the message is the dialog's check.
  const form = useContractForm<CloseValues>(null, {
    defaultValues: {
      outcome: initialOutcome,
      message: JOB_CLOSED_MESSAGES[initialOutcome],
      moves: {},
    },
    checks: (values) => ({
      message:
        needsMessage(values, open) && !values.message.trim() ? CLOSE_JOB.required : undefined,
    }),
  });
  const outcome = useContractField(form, 'outcome');
  const message = useContractField(form, 'message');
  const moves = form.watch('moves');
  const close = useCloseJobResolvingApplications({ onSuccess: (result) => onClosed?.(result) });
  const { onSubmit } = useFormSubmit(form, (values: CloseValues) => {
    const moved = movedOf(values, open);
    close.mutate({
      jobId: job.id,
      body: {
        outcome: values.outcome,
        ...(needsMessage(values, open) ? { message: values.message.trim() } : {}),
        ...(moved.length ? { moves: moved } : {}),
      },
    });
  });
  // The message follows the outcome's kind text until the recruiter edits it.
  const pickOutcome = (next: JobCloseOutcome) => {
    if (message.value === JOB_CLOSED_MESSAGES[outcome.value])
      form.setValue('message', JOB_CLOSED_MESSAGES[next]);
    outcome.onChange(next);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="close-job-title">
      <DialogTitle id="close-job-title">{CLOSE_JOB.title[outcome.value]}</DialogTitle>
      <DialogContent>
        <QueryView query={applications}>
          {() => (
            <QueryView query={otherJobs}>
              {(others) => (
                <Stack spacing={2} sx={{ pt: 1 }}>
                  {close.isError && <Alert severity="error">{messageOf(close.error)}</Alert>}
                  <TextField
                    id="close-job-outcome"
                    select
                    label={CLOSE_JOB.outcome}
                    {...textFieldProps(outcome)}
                    onChange={(event) => pickOutcome(event.target.value as JobCloseOutcome)}
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
                      <MessageField
                        id="close-job-message"
                        label={CLOSE_JOB.message}
                        field={message}
                        maxLength={2000}
                        minRows={4}
                      />
                      {others.length === 0 && (
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
                            {others.length > 0 && (
                              <TextField
                                id={`close-job-move-${a.id}`}
                                select
                                size="small"
                                label={CLOSE_JOB.moveTo(a.candidate.name)}
                                value={moves[a.id] ?? REJECT}
                                onChange={(event) =>
                                  form.setValue('moves', { ...moves, [a.id]: event.target.value })
                                }
                                slotProps={{
                                  select: { native: true },
                                  inputLabel: { shrink: true },
                                }}
                              >
                                <option value={REJECT}>{CLOSE_JOB.reject}</option>
                                {others.map((other) => (
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
            </QueryView>
          )}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{COMMON.cancel}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={close.isPending || applications.isPending}
          onClick={onSubmit}
        >
          {CLOSE_JOB.confirm[outcome.value]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

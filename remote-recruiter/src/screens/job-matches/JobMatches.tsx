import { useState } from 'react';
import { Link as RRLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer, toast } from 'shared-kernel';
import { useInviteToApply, useJobMatches, type JobMatch } from '../../api/matches';
import { COMMON, MATCHES, PIPELINE } from '../../texts';
import { QueryView, ScoreChip } from 'shared-kernel/ui';
import { cultureColour, matchColour } from 'shared-kernel/rules';
import { messageOf } from '../../kit/errors';
import { capitalise } from '../../kit/format';

function InviteDialog({
  match,
  jobId,
  onClose,
}: {
  match: JobMatch;
  jobId: string;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const invite = useInviteToApply();
  const send = async () => {
    setPending(true);
    setError(null);
    try {
      await invite.mutateAsync({
        jobId,
        candidateId: match.candidateId,
        message: message.trim() || undefined,
      });
      toast({ title: MATCHES.sent(match.name) });
      onClose();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{MATCHES.inviteTitle(match.name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            id="invite-message"
            label={MATCHES.inviteMessage}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{COMMON.cancel}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={pending}>
          {MATCHES.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function JobMatches() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const query = useJobMatches(id, page);
  const [inviting, setInviting] = useState<JobMatch | null>(null);
  const job = query.data?.job;

  return (
    <PageContainer
      title={MATCHES.title(job?.title ?? '…')}
      subtitle={MATCHES.subtitle}
      actions={
        <Button component={RRLink} to={`/job-applications/${id}`}>
          {MATCHES.pipeline}
        </Button>
      }
    >
      <QueryView query={query}>
        {(data) => (
          <Stack spacing={2}>
            {data.job.status !== 'open' && <Alert severity="info">{MATCHES.notOpen}</Alert>}
            {data.items.length === 0 ? (
              <EmptyState title={MATCHES.none} description={MATCHES.noneHint} />
            ) : (
              <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {data.items.map((m) => (
                  <Paper
                    component="li"
                    key={m.candidateId}
                    variant="outlined"
                    sx={{ p: 2 }}
                    data-testid="match-card"
                  >
                    <Stack
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={2}
                      sx={{ justifyContent: 'space-between' }}
                    >
                      <Box sx={{ minWidth: 0 }}>
                        <Stack
                          direction="row"
                          spacing={1}
                          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                        >
                          <Typography variant="h6" component="h2">
                            {m.name}
                          </Typography>
                          <ScoreChip colour={matchColour(m.score)} label={MATCHES.score(m.score)} />
                          {m.cultureScore != null && (
                            <ScoreChip
                              colour={cultureColour(m.cultureScore)}
                              label={PIPELINE.culture(m.cultureScore)}
                            />
                          )}
                        </Stack>
                        {m.location && (
                          <Typography variant="body2" color="text.secondary">
                            {m.location}
                          </Typography>
                        )}
                        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                          {m.reasons.map((r) => (
                            <li key={r}>
                              <Typography variant="body2">{r}</Typography>
                            </li>
                          ))}
                        </Box>
                        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                          {m.skills.slice(0, 8).map((s) => (
                            <Chip
                              key={s}
                              size="small"
                              label={capitalise(s)}
                              variant={m.skillsMatched.includes(s) ? 'filled' : 'outlined'}
                            />
                          ))}
                        </Stack>
                      </Box>
                      <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' }, flexShrink: 0 }}>
                        {m.applicationId ? (
                          <Chip label={MATCHES.applied} color="success" />
                        ) : m.invitedAt ? (
                          <Chip label={MATCHES.invited} color="primary" variant="outlined" />
                        ) : (
                          <Button
                            variant="contained"
                            disabled={data.job.status !== 'open'}
                            onClick={() => setInviting(m)}
                            aria-label={`${MATCHES.invite}: ${m.name}`}
                          >
                            {MATCHES.invite}
                          </Button>
                        )}
                        <Button
                          size="small"
                          component={RRLink}
                          to={`/talent-pool/candidate/${m.candidateId}`}
                        >
                          {MATCHES.profile}
                        </Button>
                      </Stack>
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            )}
            {data.total > data.pageSize && (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  {MATCHES.previous}
                </Button>
                <Button
                  disabled={page * data.pageSize >= data.total}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {MATCHES.next}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
      </QueryView>
      {inviting && <InviteDialog match={inviting} jobId={id} onClose={() => setInviting(null)} />}
    </PageContainer>
  );
}

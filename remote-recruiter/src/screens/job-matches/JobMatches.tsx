import { useState } from 'react';
import { Link as RRLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { InviteBodySchema, type InviteBody } from 'shared-kernel/contract';
import { useContractField, useContractForm, useFormSubmit } from 'shared-kernel/forms';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer, toast } from 'shared-kernel';
import { useInviteToApply, useJobMatches, type JobMatch } from '../../api/matches';
import { COMMON, MATCHES, PIPELINE } from '../../texts';
import { QueryView, ScoreChip } from 'shared-kernel/ui';
import { cultureColour, matchColour } from 'shared-kernel/rules';
import { FormDialog } from '../../kit/FormDialog';
import { MessageField } from '../../kit/MessageField';
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
  // POST /api/jobs/:id/invites's schema checks what is sent; an empty message is left out.
  const form = useContractForm<typeof InviteBodySchema, { message: string }>(InviteBodySchema, {
    defaultValues: { message: '' },
    toBody: (values) => ({
      candidateId: match.candidateId,
      ...(values.message.trim() ? { message: values.message.trim() } : {}),
    }),
  });
  const message = useContractField(form, 'message');
  const invite = useInviteToApply({
    onSuccess: () => {
      toast({ title: MATCHES.sent(match.name) });
      onClose();
    },
  });
  const { alert, onSubmit } = useFormSubmit(
    form,
    (body: InviteBody, fail) => invite.mutate({ jobId, ...body }, { onError: fail }),
    { networkMessage: COMMON.networkError },
  );
  return (
    <FormDialog
      titleId="invite-title"
      title={MATCHES.inviteTitle(match.name)}
      alert={alert}
      submitLabel={MATCHES.send}
      submitting={invite.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <MessageField
        id="invite-message"
        label={MATCHES.inviteMessage}
        field={message}
        maxLength={2000}
      />
    </FormDialog>
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

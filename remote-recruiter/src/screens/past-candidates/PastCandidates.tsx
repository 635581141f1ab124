import { useState } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer, formatShortDate } from 'shared-kernel';
import { usePastCandidates } from '../../api/talent-pool';
import { PAST, STATUS_LABEL } from '../../texts';
import { QueryState } from '../parts/QueryState';

/** Past applicants (Referrals) or past hires (Rehire), each with a way to invite them back. */
export function PastCandidates({ kind }: { kind: 'applicants' | 'hires' }) {
  const [page, setPage] = useState(1);
  const query = usePastCandidates(kind, page);
  const hires = kind === 'hires';
  return (
    <PageContainer
      title={hires ? PAST.rehireTitle : PAST.referralsTitle}
      subtitle={hires ? PAST.rehireSubtitle : PAST.referralsSubtitle}
    >
      <QueryState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              title={hires ? PAST.noneHires : PAST.noneApplicants}
              description={PAST.noneHint}
            />
          ) : (
            <Stack spacing={2}>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {data.items.map((c) => (
                  <Paper component="li" key={c.candidateId} variant="outlined" sx={{ p: 2 }}>
                    <Stack
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={1}
                      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                    >
                      <Box>
                        <Typography sx={{ fontWeight: 700 }}>{c.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {PAST.line(c.job.title, STATUS_LABEL[c.status], formatShortDate(c.at))}
                        </Typography>
                      </Box>
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          component={RRLink}
                          to={`/job-applications/${c.job.id}?application=${c.applicationId}`}
                        >
                          {PAST.application}
                        </Button>
                        <Button
                          size="small"
                          variant="contained"
                          component={RRLink}
                          to={`/talent-pool/messages/${c.candidateId}`}
                          aria-label={`${PAST.invite}: ${c.name}`}
                        >
                          {PAST.invite}
                        </Button>
                      </Stack>
                    </Stack>
                  </Paper>
                ))}
              </Stack>
              {data.total > data.pageSize && (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                  <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    {PAST.previous}
                  </Button>
                  <Button
                    disabled={page * data.pageSize >= data.total}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    {PAST.next}
                  </Button>
                </Stack>
              )}
            </Stack>
          )
        }
      </QueryState>
    </PageContainer>
  );
}

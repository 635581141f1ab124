import type { ReactNode } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { EmptyState, PageContainer } from 'shared-kernel';
import { formatPay, formatRelativeTime, formatShortDate } from 'shared-kernel/rules';
import { useRecruiterDashboard } from '../../api/dashboard';
import { DASHBOARD, MODE_LABEL } from '../../texts';
import { QueryView } from 'shared-kernel/ui';
import { formatDateTime } from '../../kit/format';
import { List, Row } from './DashboardRows';
import { HiringTools } from './HiringTools';
import { WaitingOnYou } from './WaitingOnYou';
import { WageFloorFlag } from '../../kit/WageFloorFlag';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Open jobs paying less than today's minimum wage for their minimum age (issue 43), to edit. */
function BelowWageFloor({
  jobs,
}: {
  jobs: { id: string; title: string; belowWageFloor: string | null }[];
}) {
  const below = jobs.filter((job) => job.belowWageFloor);
  if (below.length === 0) return null;
  return (
    <Alert
      severity="warning"
      component="section"
      role="region"
      aria-label={DASHBOARD.belowWageFloor(below.length)}
    >
      <AlertTitle>{DASHBOARD.belowWageFloor(below.length)}</AlertTitle>
      {DASHBOARD.belowWageFloorHint}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {below.map((job) => (
          <li key={job.id}>
            <Link component={RRLink} to={`/edit-job/${job.id}`}>
              {job.title}
            </Link>
            : {job.belowWageFloor}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

export default function RecruiterDashboard() {
  const query = useRecruiterDashboard();

  return (
    <PageContainer
      title={DASHBOARD.title}
      subtitle={DASHBOARD.subtitle}
      actions={
        <Button component={RRLink} to="/post-job" variant="contained" startIcon={<AddIcon />}>
          {DASHBOARD.postJob}
        </Button>
      }
    >
      <QueryView query={query}>
        {(data) => (
          <Stack spacing={3}>
            <Box
              component="section"
              aria-label={DASHBOARD.thisWeek}
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
              }}
            >
              {(
                [
                  [DASHBOARD.weekApplications, data.thisWeek.applications],
                  [DASHBOARD.weekInterviews, data.thisWeek.interviews],
                  [DASHBOARD.weekOffers, data.thisWeek.offers],
                  [DASHBOARD.weekHires, data.thisWeek.hires],
                ] as const
              ).map(([label, value]) => (
                <Paper key={label} variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    {label} · {DASHBOARD.thisWeek.toLowerCase()}
                  </Typography>
                  <Typography variant="h4" component="p" data-testid={`week-${label}`}>
                    {value}
                  </Typography>
                </Paper>
              ))}
            </Box>

            <BelowWageFloor jobs={data.openJobs} />

            <WaitingOnYou items={data.waitingOnYou} total={data.waitingOnYouTotal} />

            <HiringTools />

            <Panel title={DASHBOARD.openJobs}>
              {data.openJobs.length === 0 ? (
                <EmptyState
                  title={DASHBOARD.noOpenJobs}
                  description={DASHBOARD.noOpenJobsHint}
                  action={
                    <Button component={RRLink} to="/post-job" variant="contained">
                      {DASHBOARD.postJob}
                    </Button>
                  }
                />
              ) : (
                <List>
                  {data.openJobs.map((job) => (
                    <Row
                      key={job.id}
                      primary={
                        <>
                          <Link component={RRLink} to={`/job-applications/${job.id}`}>
                            {job.title}
                          </Link>
                          {job.urgent && (
                            <Chip size="small" label="Urgent" color="error" sx={{ ml: 1 }} />
                          )}
                          <WageFloorFlag why={job.belowWageFloor} />
                        </>
                      }
                      secondary={`${job.venue.name}, ${job.venue.city} · ${DASHBOARD.applicationsCount(job.totalApplications, job.newApplications)}`}
                      action={
                        <Stack direction="row" spacing={1}>
                          <Button size="small" component={RRLink} to={`/job-matches/${job.id}`}>
                            {DASHBOARD.matches}
                          </Button>
                          <Button size="small" component={RRLink} to={`/edit-job/${job.id}`}>
                            {DASHBOARD.edit}
                          </Button>
                        </Stack>
                      }
                    />
                  ))}
                </List>
              )}
            </Panel>

            <Box
              sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
            >
              <Panel title={`${DASHBOARD.newApplications} (${data.newApplicationsTotal})`}>
                {data.newApplications.length === 0 ? (
                  <Typography color="text.secondary">{DASHBOARD.noNewApplications}</Typography>
                ) : (
                  <List>
                    {data.newApplications.map((a) => (
                      <Row
                        key={a.id}
                        primary={
                          <>
                            {a.candidateName}
                            {a.ruledOut && (
                              <Chip
                                size="small"
                                label={DASHBOARD.ruledOut}
                                color="warning"
                                variant="outlined"
                                sx={{ ml: 1 }}
                              />
                            )}
                          </>
                        }
                        secondary={
                          <>
                            {`${a.job.title} · ${formatRelativeTime(a.appliedAt)}`}
                            {a.ruledOut && (
                              <Box component="span" sx={{ display: 'block' }}>
                                {a.ruledOutBy
                                  ? DASHBOARD.ruledOutBy(a.ruledOutBy)
                                  : DASHBOARD.ruledOutNoQuestion}
                              </Box>
                            )}
                          </>
                        }
                        action={
                          <Button
                            size="small"
                            variant="outlined"
                            component={RRLink}
                            to={`/job-applications/${a.job.id}?application=${a.id}`}
                            aria-label={`${DASHBOARD.review} ${a.candidateName}`}
                          >
                            {DASHBOARD.review}
                          </Button>
                        }
                      />
                    ))}
                  </List>
                )}
              </Panel>

              <Panel title={DASHBOARD.upcomingInterviews}>
                {data.upcomingInterviews.length === 0 ? (
                  <Typography color="text.secondary">{DASHBOARD.noInterviews}</Typography>
                ) : (
                  <List>
                    {data.upcomingInterviews.map((i) => (
                      <Row
                        key={i.id}
                        primary={`${formatDateTime(i.startsAt)} · ${i.candidateName}`}
                        secondary={`${i.job.title} · ${MODE_LABEL[i.mode as keyof typeof MODE_LABEL] ?? i.mode}`}
                      />
                    ))}
                  </List>
                )}
                <Link component={RRLink} to="/interviews" sx={{ display: 'inline-block', mt: 1 }}>
                  {DASHBOARD.allInterviews}
                </Link>
              </Panel>

              <Panel title={DASHBOARD.pendingOffers}>
                {data.pendingOffers.length === 0 ? (
                  <Typography color="text.secondary">{DASHBOARD.noOffers}</Typography>
                ) : (
                  <List>
                    {data.pendingOffers.map((o) => (
                      <Row
                        key={o.id}
                        primary={o.candidateName}
                        secondary={`${o.job.title} · ${formatPay(o)}${o.expiresAt ? ` · ${DASHBOARD.expires(formatShortDate(o.expiresAt))}` : ''}`}
                        action={
                          <Button
                            size="small"
                            component={RRLink}
                            to={`/job-applications/${o.job.id}?application=${o.applicationId}`}
                          >
                            {DASHBOARD.pipeline}
                          </Button>
                        }
                      />
                    ))}
                  </List>
                )}
              </Panel>
            </Box>
          </Stack>
        )}
      </QueryView>
    </PageContainer>
  );
}

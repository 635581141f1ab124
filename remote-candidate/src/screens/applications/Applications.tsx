import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer } from 'shared-kernel';
import {
  companyName,
  formatShortDate,
  isOpenApplicationStatus,
  jobTitle,
  orMissing,
} from 'shared-kernel/rules';
import { useCandidateApplications } from '../../api/applications';
import { ApplicationRowActions } from '../../components/ApplicationRowActions';
import { ButtonLink, QueryView } from 'shared-kernel/ui';
import { APPLICATIONS, RECENT } from '../../texts';

type Filter = 'all' | 'open' | 'closed';

/**
 * /applications: every application, newest first, filtered by in progress / closed; an open one
 * can be withdrawn from its row.
 */
export default function Applications() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('show');
  const filter: Filter = raw === 'open' || raw === 'closed' ? raw : 'all';
  const applications = useCandidateApplications();

  const shown = (applications.data ?? []).filter(
    (a) => filter === 'all' || isOpenApplicationStatus(a.status) === (filter === 'open'),
  );

  return (
    <PageContainer
      title={APPLICATIONS.title}
      subtitle={APPLICATIONS.subtitle}
      actions={
        <ButtonLink to="/jobs" variant="outlined">
          {APPLICATIONS.browseJobs}
        </ButtonLink>
      }
    >
      <Tabs
        value={filter}
        onChange={(_e, value: Filter) => setParams(value === 'all' ? {} : { show: value })}
        aria-label={APPLICATIONS.filterLabel}
        sx={{ mb: 2 }}
      >
        <Tab value="all" label={APPLICATIONS.all} />
        <Tab value="open" label={APPLICATIONS.open} />
        <Tab value="closed" label={APPLICATIONS.closed} />
      </Tabs>
      <QueryView query={applications} errorTitle={RECENT.failed} allowNull>
        {(mine) =>
          !mine.length ? (
            <EmptyState
              title={APPLICATIONS.empty}
              description={RECENT.emptyHint}
              action={
                <ButtonLink to="/jobs" variant="contained">
                  {APPLICATIONS.browseJobs}
                </ButtonLink>
              }
            />
          ) : !shown.length ? (
            <EmptyState title={APPLICATIONS.noneInFilter} />
          ) : (
            <Card>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {shown.map((application, i) => {
                  const title = jobTitle(application.job);
                  return (
                    <Box
                      component="li"
                      key={application.id}
                      data-testid="application-item"
                      sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        alignItems: 'center',
                        gap: 1.5,
                        px: 2,
                        py: 1.5,
                        borderTop: i ? 1 : 0,
                        borderColor: 'divider',
                      }}
                    >
                      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                        <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
                          {title}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {companyName(application.job)} · {orMissing(application.job.location)} ·{' '}
                          {RECENT.applied(formatShortDate(application.appliedAt))}
                        </Typography>
                      </Box>
                      <ApplicationRowActions
                        id={application.id}
                        status={application.status}
                        title={title}
                        company={companyName(application.job)}
                        viewText={APPLICATIONS.view}
                        withdraw
                      />
                    </Box>
                  );
                })}
              </Box>
            </Card>
          )
        }
      </QueryView>
    </PageContainer>
  );
}

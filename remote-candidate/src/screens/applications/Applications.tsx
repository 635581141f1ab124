import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EmptyState, PageContainer, QueryView } from 'shared-kernel';
import { isOpenApplicationStatus } from 'shared-kernel/rules';
import { useCandidateApplications } from '../../api/applications';
import { ApplicationRow } from '../../components/ApplicationRow';
import { ButtonLink } from 'shared-kernel/ui';
import { APPLICATIONS, RECENT } from '../../texts';
import { EmptyWithJobsLink } from '../../components/EmptyWithJobsLink';

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
            <EmptyWithJobsLink
              title={APPLICATIONS.empty}
              description={RECENT.emptyHint}
              link={APPLICATIONS.browseJobs}
            />
          ) : !shown.length ? (
            <EmptyState title={APPLICATIONS.noneInFilter} />
          ) : (
            <Card>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {shown.map((application, i) => (
                  <ApplicationRow
                    key={application.id}
                    application={application}
                    viewText={APPLICATIONS.view}
                    full
                    divider={i > 0}
                  />
                ))}
              </Box>
            </Card>
          )
        }
      </QueryView>
    </PageContainer>
  );
}

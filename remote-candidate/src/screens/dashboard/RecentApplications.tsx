import { memo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState } from 'shared-kernel';
import { recentApplications } from 'shared-kernel/rules';
import type { ApplicationSummary } from '../../api/applications';
import { ApplicationRow } from '../../components/ApplicationRow';
import { TextLink } from 'shared-kernel/ui';
import { RECENT } from '../../texts';
import { EmptyWithJobsLink } from '../../components/EmptyWithJobsLink';

/** The latest 5 applications, with View All to /applications and View to /applications/{id}. */
export const RecentApplications = memo(function RecentApplications({
  applications,
  isPending,
  isError,
  onRetry,
}: {
  applications: ApplicationSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  return (
    <Card component="section" aria-labelledby="recent-applications-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography
            id="recent-applications-title"
            variant="h6"
            component="h2"
            sx={{ flexGrow: 1 }}
          >
            {RECENT.title}
          </Typography>
          <TextLink to="/applications">{RECENT.viewAll}</TextLink>
        </Box>
        {isPending ? (
          <LoadingState />
        ) : isError ? (
          <ErrorState title={RECENT.failed} onRetry={onRetry} />
        ) : !applications?.length ? (
          <EmptyWithJobsLink
            title={RECENT.empty}
            description={RECENT.emptyHint}
            link={RECENT.browseJobs}
          />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {recentApplications(applications).map((application) => (
              <ApplicationRow
                key={application.id}
                application={application}
                viewText={RECENT.view}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
});

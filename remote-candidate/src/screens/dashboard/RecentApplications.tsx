import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { recentApplications } from 'shared-kernel/rules';
import type { ApplicationSummary } from '../../api/applications';
import { ApplicationRow } from '../../components/ApplicationRow';
import { TextLink } from 'shared-kernel/ui';
import { RECENT } from '../../texts';
import { EmptyWithJobsLink } from '../../components/EmptyWithJobsLink';

/** The "Recent applications" card: its heading and View All to /applications, around its body. */
export function RecentApplicationsCard({ children }: { children: ReactNode }) {
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
        {children}
      </CardContent>
    </Card>
  );
}

/** The latest 5 applications, each with View to /applications/{id}; or how to start. */
export const RecentApplications = memo(function RecentApplications({
  applications,
}: {
  applications: ApplicationSummary[];
}) {
  if (!applications.length)
    return (
      <EmptyWithJobsLink
        title={RECENT.empty}
        description={RECENT.emptyHint}
        link={RECENT.browseJobs}
      />
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {recentApplications(applications).map((application) => (
        <ApplicationRow key={application.id} application={application} viewText={RECENT.view} />
      ))}
    </Box>
  );
});

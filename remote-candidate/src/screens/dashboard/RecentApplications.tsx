import { memo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, LoadingState } from 'shared-kernel';
import { companyName, formatShortDate, jobTitle, recentApplications } from 'shared-kernel/rules';
import type { ApplicationSummary } from '../../api/applications';
import { ApplicationRowActions } from '../../components/ApplicationRowActions';
import { ButtonLink, TextLink } from 'shared-kernel/ui';
import { RECENT } from '../../texts';

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
          <EmptyState
            title={RECENT.empty}
            description={RECENT.emptyHint}
            action={
              <ButtonLink to="/jobs" variant="contained">
                {RECENT.browseJobs}
              </ButtonLink>
            }
          />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {recentApplications(applications).map((application) => {
              const title = jobTitle(application.job);
              return (
                <Box
                  component="li"
                  key={application.id}
                  data-testid="recent-application"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    py: 1.25,
                    borderTop: 1,
                    borderColor: 'divider',
                    flexWrap: 'wrap',
                  }}
                >
                  <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {companyName(application.job)} ·{' '}
                      {RECENT.applied(formatShortDate(application.appliedAt))}
                    </Typography>
                  </Box>
                  <ApplicationRowActions
                    id={application.id}
                    status={application.status}
                    title={title}
                    company={companyName(application.job)}
                    viewText={RECENT.view}
                  />
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
});

import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PageContainer, useCurrentUser } from 'shared-kernel';
import { useCandidateApplications } from '../../api/applications';
import { useCultureResponses } from '../../api/assessments';
import { useProfile } from '../../api/profile';
import { ButtonLink, QueryView } from 'shared-kernel/ui';
import { ProfileCompletionCard } from '../../components/ProfileCompletionCard';
import { useDeferredData } from '../../components/useDeferredData';
import { DASHBOARD, RECENT } from '../../texts';
import { AssessmentsHubCard } from './AssessmentsHubCard';
import { JobCarousel } from './JobCarousel';
import { NewStarterCards } from './NewStarterCards';
import { RecentApplications, RecentApplicationsCard } from './RecentApplications';
import { StatCards } from './StatCards';
import { YourLists } from './YourLists';

/** The candidate dashboard (spec section 2). */
export default function Dashboard() {
  const { data: user } = useCurrentUser();
  const profile = useProfile({ dashboard: true });
  const culture = useCultureResponses();
  const applications = useCandidateApplications({ dashboard: true });
  // Your lists: in the side column on a wide screen, right under the numbers on a phone.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  // The numbers and the recent list render in a transition, in slices, not in the blocking render
  // that the applications' arrival starts; until then they show as loading.
  const { shown: applicationsShown, arriving: applicationsArriving } = useDeferredData(
    applications.data,
  );

  return (
    <PageContainer
      title={DASHBOARD.welcome(user?.firstName ?? '', user?.firstVisit === true)}
      subtitle={DASHBOARD.subtitle}
      actions={
        <ButtonLink to="/profile" variant="outlined">
          {DASHBOARD.editProfile}
        </ButtonLink>
      }
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {/* An accepted offer's new-starter pack comes first: it is what to do next. */}
        <NewStarterCards applications={applicationsShown ?? []} />
        <StatCards applications={applicationsShown} failed={applications.isError} />
        {!wide && <YourLists />}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <JobCarousel />
            <RecentApplicationsCard>
              <QueryView
                query={applications}
                arriving={applicationsArriving}
                errorTitle={RECENT.failed}
              >
                {() => <RecentApplications applications={applicationsShown ?? []} />}
              </QueryView>
            </RecentApplicationsCard>
          </Box>
          <Box sx={{ display: 'grid', gap: 3 }}>
            {wide && <YourLists />}
            <QueryView query={profile} allowNull>
              {(you) => (
                <QueryView query={culture} allowNull>
                  {(answers) => (
                    <>
                      <AssessmentsHubCard profile={you} culture={answers} />
                      <ProfileCompletionCard profile={you} />
                    </>
                  )}
                </QueryView>
              )}
            </QueryView>
          </Box>
        </Box>
      </Box>
    </PageContainer>
  );
}

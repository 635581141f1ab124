import Box from '@mui/material/Box';
import { useCurrentUser } from 'shared-kernel';
import { useSignInLinkExchange } from './auth/useSignInLinkExchange';
import { CookieBanner } from './cookies/CookieBanner';
import { TopNav } from './nav/TopNav';
import { RecruiterOnboardingGate } from './onboarding/RecruiterOnboardingGate';
import { useOnboardingState } from './onboarding/onboarding-state';
import { ToastOutlet } from './toasts/ToastOutlet';
import { AppRoutes } from './routes/AppRoutes';
import { Loading } from './shell/Loading';

/** The page: top navigation above the routed remote screen; toasts, cookie banner, the gate. */
export function Shell() {
  const exchanging = useSignInLinkExchange();
  const { data: user } = useCurrentUser();
  const onboarding = useOnboardingState(user);
  if (exchanging) return <Loading fullPage />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopNav />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <AppRoutes />
      </Box>
      <RecruiterOnboardingGate user={user} state={onboarding} />
      <ToastOutlet />
      <CookieBanner />
    </Box>
  );
}

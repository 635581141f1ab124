import { useCurrentUser } from 'shared-kernel';
import { useSignInLinkExchange } from './auth/useSignInLinkExchange';
import { VerifyEmailBanner } from './auth/VerifyEmailBanner';
import { CookieBanner } from './cookies/CookieBanner';
import { RecruiterOnboardingGate } from './onboarding/RecruiterOnboardingGate';
import { useOnboardingState } from './onboarding/onboarding-state';
import { ToastOutlet } from './toasts/ToastOutlet';
import { AppRoutes } from './routes/AppRoutes';
import { Loading } from './shell/Loading';
import { ShellFrame } from './shell/ShellFrame';

/** The page: top navigation above the routed remote screen; toasts, cookie banner, the gate. */
export function Shell() {
  const exchanging = useSignInLinkExchange();
  const { data: user } = useCurrentUser();
  const onboarding = useOnboardingState(user);
  if (exchanging) return <Loading fullPage />;
  return (
    <ShellFrame
      notice={<VerifyEmailBanner user={user} />}
      after={
        <>
          <RecruiterOnboardingGate user={user} state={onboarding} />
          <ToastOutlet />
          <CookieBanner />
        </>
      }
    >
      <AppRoutes />
    </ShellFrame>
  );
}

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { User } from 'shared-kernel';
import { ONBOARDING_PATH, isGateExempt, type OnboardingState } from './onboarding-state';

/** The users this page load has already checked: the check runs once per load (spec section 4). */
const checkedThisLoad = new Set<string>();

/** Test hook: a fresh page load. */
export function forgetOnboardingChecks() {
  checkedThisLoad.clear();
}

/**
 * After sign-in, sends a recruiter who still has onboarding to do to /recruiter-onboarding,
 * except on the exempt pages; once per load.
 */
export function RecruiterOnboardingGate({
  user,
  state,
}: {
  user: User | null | undefined;
  state: OnboardingState;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = user?.id;
  const kind = state.kind;
  useEffect(() => {
    if (!userId || kind === 'checking' || kind === 'not-applicable') return;
    if (checkedThisLoad.has(userId)) return;
    // On an exempt page the gate does not apply yet (e.g. the sign-up page, until its
    // navigation to /recruiter lands); the first gated page decides, once per load.
    if (isGateExempt(pathname)) return;
    checkedThisLoad.add(userId);
    if (kind === 'onboarding') navigate(ONBOARDING_PATH, { replace: true });
  }, [userId, kind, pathname, navigate]);
  return null;
}

import { isRecruiter, useMyCompany, useOnboardingStatus, type User } from 'shared-kernel';

// The recruiter onboarding gate (spec section 4). It reads the same queries as the onboarding
// screen (shared-kernel/api/onboarding), so finishing the last required step there enables the
// nav here without a reload.

export type OnboardingState =
  | { kind: 'not-applicable' } // signed out, or a candidate
  | { kind: 'checking' }
  | { kind: 'done' }
  | { kind: 'onboarding'; percent?: number };

/** Paths where the gate does not apply. */
export const GATE_EXEMPT_PATHS = [
  '/recruiter-onboarding',
  '/company-cultural-assessment',
  '/company-management',
  '/interviews',
  '/sign-in',
  '/candidate-signup',
  '/recruiter-signup',
  // A recruiter with no company yet came to join one: accepting is their onboarding.
  '/invitations',
  // The verification e-mail's link (issue 28): it must say the address is confirmed first.
  '/verify-email',
];

export const ONBOARDING_PATH = '/recruiter-onboarding';

export function isGateExempt(pathname: string): boolean {
  return GATE_EXEMPT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** No company (404), a failed status call, or unfinished required steps: onboarding. */
export function useOnboardingState(user: User | null | undefined): OnboardingState {
  const recruiter = Boolean(user && isRecruiter(user));
  const company = useMyCompany(recruiter);
  const companyId = company.data?.companyId;
  const status = useOnboardingStatus(recruiter ? companyId : null);
  if (!recruiter) return { kind: 'not-applicable' };
  if (company.isPending) return { kind: 'checking' };
  if (company.isError || !companyId) return { kind: 'onboarding', percent: 0 };
  if (status.isPending) return { kind: 'checking' };
  if (status.isError || !status.data) return { kind: 'onboarding' };
  if (status.data.allRequiredDone) return { kind: 'done' };
  return { kind: 'onboarding', percent: status.data.percent };
}

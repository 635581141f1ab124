// The spec's texts that more than one package shows live here, once.
import { UNTITLED_ROLE } from './rules/job-display';

export const TEXTS = {
  loading: 'Loading…',
  notFound: '404 Page Not Found',
  somethingWentWrong: 'Something went wrong',
  renderErrorFallback:
    "We're sorry, but something unexpected happened. Please refresh the page and try again.",
  refreshPage: 'Refresh Page',
  jobSeeker: 'Job Seeker',
  recruiter: 'Recruiter',
  signOut: 'Sign Out',
  soon: 'Soon',
  finishOnboarding: 'Finish onboarding to use this',
  untitledRole: UNTITLED_ROLE,
} as const;

// The spec's texts that more than one package shows live here, once.
import { UNTITLED_ROLE } from './rules/job-display.js';

export const TEXTS = {
  loading: 'Loading…',
  notFound: '404 Page Not Found',
  somethingWentWrong: 'Something went wrong',
  cancel: 'Cancel',
  retry: 'Retry',
  renderErrorFallback:
    "We're sorry, but something unexpected happened. Please refresh the page and try again.",
  refreshPage: 'Refresh Page',
  jobSeeker: 'Job Seeker',
  recruiter: 'Recruiter',
  signOut: 'Sign Out',
  soon: 'Soon',
  finishOnboarding: 'Finish onboarding to use this',
  untitledRole: UNTITLED_ROLE,
  /** A video interview's link, on both sides (ui/MeetingLink). */
  meetingLink: 'Meeting link',
  /** Before the suggested words of a job search that found nothing (ui/DidYouMean.tsx). */
  didYouMean: 'Did you mean',
} as const;

// The vocabularies' labels several packages show (the API's public job page too): React-free,
// in the rules.
export {
  CERTIFICATE_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  PRIMARY_VALUE_LABELS,
  VENUE_TYPE_LABELS,
} from './rules/vocabulary-labels.js';

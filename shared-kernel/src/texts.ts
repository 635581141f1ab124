// The spec's texts that more than one package shows live here, once.
import type { EmploymentType, PrimaryValue, VenueType } from './contract/vocabularies.js';
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
} as const;

/** Labels of the vocabularies (spec section 3) that several packages show. */
export const VENUE_TYPE_LABELS = {
  restaurant: 'Restaurant',
  bar: 'Bar',
  cafe: 'Cafe',
  hotel: 'Hotel',
} as const satisfies Record<VenueType, string>;

export const EMPLOYMENT_TYPE_LABELS = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  temporary: 'Temporary',
  seasonal: 'Seasonal',
} as const satisfies Record<EmploymentType, string>;

export const PRIMARY_VALUE_LABELS = {
  teamwork: 'Teamwork',
  quality: 'Quality',
  innovation: 'Innovation',
  tradition: 'Tradition',
  sustainability: 'Sustainability',
  growth: 'Growth',
} as const satisfies Record<PrimaryValue, string>;

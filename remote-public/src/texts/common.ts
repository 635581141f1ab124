import { EMPLOYMENT_TYPE_LABELS, PRIMARY_VALUE_LABELS, VENUE_TYPE_LABELS } from 'shared-kernel';

// Texts several public screens show: form fields, validation, shared words.

export const FIELD = {
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  searchJobs: 'Search jobs',
} as const;

export const VALIDATION = {
  required: (field: string) => `${field} is required`,
  emailFormat: `${FIELD.email} must look like name@example.com`,
  confirmMismatch: `${FIELD.confirmPassword} must match ${FIELD.newPassword}`,
} as const;

export const COMMON = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  networkError: 'We could not reach HospoHire. Check your connection and try again.',
  emailTaken: 'An account with this email already exists',
  unexpected: 'Something went wrong. Please try again.',
  brand: 'HospoHire',
} as const;

// Labels for the culture and venue vocabularies of shared-kernel/rules (the values live there).
export const VOCAB = {
  venueType: VENUE_TYPE_LABELS,
  workPace: { fast: 'Fast-paced', moderate: 'Steady', relaxed: 'Relaxed' },
  guestInteraction: {
    high: 'Lots of guest contact',
    moderate: 'Some guest contact',
    minimal: 'Mostly behind the scenes',
  },
  teamSize: { small: 'Small team', medium: 'Medium-sized team', large: 'Large team' },
  serviceApproach: {
    personalized: 'Personal',
    efficient: 'Efficient',
    formal: 'Formal',
    casual: 'Casual',
  },
  primaryValues: PRIMARY_VALUE_LABELS,
  employmentType: EMPLOYMENT_TYPE_LABELS,
} as const;

/** The label of a vocabulary value, or the value itself when the list does not know it. */
export function vocabLabel(list: keyof typeof VOCAB, value: string | null | undefined): string {
  if (!value) return '';
  return (VOCAB[list] as Record<string, string>)[value] ?? value;
}

export const COMPANY_CARD = {
  venues: (n: number) => `${n} ${n === 1 ? 'venue' : 'venues'}`,
  openJobs: (n: number) => `${n} open ${n === 1 ? 'job' : 'jobs'}`,
  logoAlt: (name: string) => `${name} logo`,
} as const;

export const CULTURE_QUESTION_LABELS = {
  workPace: 'Pace',
  guestInteraction: 'Guest interaction',
  teamSize: 'Team size',
  serviceApproach: 'Service approach',
  primaryValues: 'Values',
} as const;

export const JOBS = {
  urgent: 'Urgent',
  apply: 'Apply',
  applyFor: (title: string) => `Apply for ${title}`,
  posted: (date: string) => `Posted ${date}`,
} as const;

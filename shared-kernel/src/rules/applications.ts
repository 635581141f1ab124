import type { ApplicationStatus } from '../contract/vocabularies.js';
import { RECENT_APPLICATIONS_SHOWN } from './constants.js';

// What the candidate dashboard counts from the application statuses (spec section 4; the statuses
// themselves are the contract's vocabulary).
export { APPLICATION_STATUSES, type ApplicationStatus } from '../contract/vocabularies.js';

export interface ApplicationLike {
  status: string;
  appliedAt?: string | null;
}

/**
 * The four stat cards: Total Applications; Pending Review (applied, not yet looked at);
 * Interviews (at the interview stage); Job Offers (offered, or accepted).
 */
export const STAT_STATUSES = {
  pendingReview: ['applied'],
  interviews: ['interviewed'],
  jobOffers: ['offered', 'accepted'],
} as const satisfies Record<string, readonly ApplicationStatus[]>;

export interface ApplicationStats {
  total: number;
  pendingReview: number;
  interviews: number;
  jobOffers: number;
}

export function applicationStats(applications: readonly ApplicationLike[]): ApplicationStats {
  const count = (statuses: readonly string[]) =>
    applications.filter((a) => statuses.includes(a.status)).length;
  return {
    total: applications.length,
    pendingReview: count(STAT_STATUSES.pendingReview),
    interviews: count(STAT_STATUSES.interviews),
    jobOffers: count(STAT_STATUSES.jobOffers),
  };
}

const time = (a: ApplicationLike) => {
  const t = a.appliedAt ? new Date(a.appliedAt).getTime() : NaN;
  return Number.isNaN(t) ? 0 : t;
};

/** The latest 5, newest first. */
export function recentApplications<T extends ApplicationLike>(applications: readonly T[]): T[] {
  return [...applications].sort((a, b) => time(b) - time(a)).slice(0, RECENT_APPLICATIONS_SHOWN);
}

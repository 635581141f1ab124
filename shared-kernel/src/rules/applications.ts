import {
  OFFER_FROM_STATUSES,
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
  type JobCloseOutcome,
  type OpenApplicationStatus,
} from '../vocabularies.js';
import { RECENT_APPLICATIONS_SHOWN } from './constants.js';

// What the candidate dashboard counts from the application statuses (spec section 4; the statuses
// themselves are the contract's vocabulary).
export { APPLICATION_STATUSES, type ApplicationStatus } from '../vocabularies.js';

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

// ---------- the hiring loop's status rules (issue 13; the API enforces them) ----------

/** Still in play: not rejected, accepted, declined or withdrawn. */
export const isOpenApplicationStatus = (status: ApplicationStatus): boolean =>
  (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);

/** Where a status stands on the way to a hire (OPEN_APPLICATION_STATUSES' order); -1 when final. */
const stageIndex = (status: ApplicationStatus): number =>
  (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).indexOf(status);

/** Whether `to` is a later stage than `from` on the way to a hire (false when either is final). */
export function isLaterStage(from: ApplicationStatus, to: ApplicationStatus): boolean {
  const [a, b] = [stageIndex(from), stageIndex(to)];
  return a >= 0 && b >= 0 && a < b;
}

/** The stages before `status`, in order: 'offered' → applied, reviewed, interviewed. */
export const stagesBefore = (status: OpenApplicationStatus): OpenApplicationStatus[] =>
  OPEN_APPLICATION_STATUSES.slice(0, stageIndex(status));

/** Whether an offer can be made on an application in this status (reviewed or interviewed). */
export const canMakeOffer = (status: ApplicationStatus): boolean =>
  (OFFER_FROM_STATUSES as readonly ApplicationStatus[]).includes(status);

/**
 * The statuses only an object can give: `interviewed` (schedule an interview) and `offered`
 * (make an offer). A bare status change to one of them is refused (409) with this message.
 */
export const STATUS_NEEDS_OBJECT: Partial<Record<ApplicationStatus, string>> = {
  interviewed: 'Schedule an interview to move an application to interviewed',
  offered: 'Make an offer to move an application to offered',
};

/**
 * The kind message every still-open application of a job gets when the job is closed or filled
 * (the recruiter may edit it before sending). One place for both sides.
 */
export const JOB_CLOSED_MESSAGES: Record<JobCloseOutcome, string> = {
  closed:
    'Thank you for applying and for your interest in joining us. We have closed this role and ' +
    'will not be taking applications for it further. We would love to hear from you again for ' +
    'our other roles.',
  filled:
    'Thank you for applying and for the time you gave us. This role has now been filled, so we ' +
    'will not be taking your application further. We wish you every success and would love to ' +
    'hear from you again for our other roles.',
};

// The application status rules (decisions section 4), in one place:
// applied → reviewed → interviewed → offered → accepted | declined.
// The recruiter moves forward one step at a time and may reject any open application; only the
// candidate accepts or declines an offer.

import type { ApplicationStatus } from 'shared-kernel/contract';

// The statuses themselves are the contract's vocabulary (shared-kernel/src/contract/vocabularies.ts).
export { APPLICATION_STATUSES, type ApplicationStatus } from 'shared-kernel/contract';
export type Actor = 'candidate' | 'recruiter';

/** The recruiter's one step forward from each status (none from offered or a closed one). */
const NEXT_STEP: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  applied: 'reviewed',
  reviewed: 'interviewed',
  interviewed: 'offered',
};

const CLOSED: readonly ApplicationStatus[] = ['rejected', 'accepted', 'declined'];

/** Still in play: not rejected, accepted or declined. */
export const isOpen = (status: ApplicationStatus): boolean => !CLOSED.includes(status);

/** Whether `actor` may move an application from `from` to `to`. */
export function canChangeStatus(actor: Actor, from: ApplicationStatus, to: ApplicationStatus) {
  if (actor === 'recruiter') {
    return NEXT_STEP[from] === to || (to === 'rejected' && isOpen(from));
  }
  return from === 'offered' && (to === 'accepted' || to === 'declined');
}

export const transitionMessage = (from: string, to: string) =>
  `Cannot move an application from ${from} to ${to}`;

/**
 * Scheduling an interview moves an applied or reviewed application to interviewed and leaves an
 * interviewed or offered one as it is; a closed one cannot have interviews (null).
 */
export function statusAfterInterview(from: ApplicationStatus): ApplicationStatus | null {
  if (!isOpen(from)) return null;
  return from === 'applied' || from === 'reviewed' ? 'interviewed' : from;
}

/** Making an offer moves any open application to offered; a closed one cannot get one (null). */
export function statusAfterOffer(from: ApplicationStatus): ApplicationStatus | null {
  return isOpen(from) ? 'offered' : null;
}

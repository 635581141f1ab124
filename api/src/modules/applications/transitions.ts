// The application status rules (decisions section 4, issue 13), in one place:
// applied → reviewed → interviewed → offered → accepted | declined, and the final rejected and
// withdrawn. `interviewed` comes only with an interview and `offered` only with an offer: a bare
// status change to either is refused with what to do instead (STATUS_NEEDS_OBJECT). The
// recruiter reviews and may reject any open application; only the candidate accepts or declines
// an offer, and the candidate may withdraw any open application.

import {
  canMakeOffer,
  isLaterStage,
  isOpenApplicationStatus,
  STATUS_NEEDS_OBJECT,
} from 'shared-kernel/rules';
import type { ApplicationStatus } from 'shared-kernel/contract';

// The statuses themselves are the contract's vocabulary (shared-kernel/src/contract/vocabularies.ts).
export { APPLICATION_STATUSES, type ApplicationStatus } from 'shared-kernel/contract';
export { STATUS_NEEDS_OBJECT };
export type Actor = 'candidate' | 'recruiter';

/** Still in play: not rejected, accepted, declined or withdrawn. */
export const isOpen = (status: ApplicationStatus): boolean => isOpenApplicationStatus(status);

/** Whether `actor` may move an application from `from` to `to` by a bare status change. */
export function canChangeStatus(actor: Actor, from: ApplicationStatus, to: ApplicationStatus) {
  if (actor === 'recruiter') {
    return (from === 'applied' && to === 'reviewed') || (to === 'rejected' && isOpen(from));
  }
  if (to === 'withdrawn') return isOpen(from);
  return from === 'offered' && (to === 'accepted' || to === 'declined');
}

/** The 409 message of a refused move: what to do instead for interviewed and offered. */
export const transitionMessage = (from: string, to: string) =>
  STATUS_NEEDS_OBJECT[to as ApplicationStatus] ??
  `Cannot move an application from ${from} to ${to}`;

/**
 * Scheduling an interview moves an applied or reviewed application to interviewed and leaves an
 * interviewed or offered one as it is; a closed one cannot have interviews (null).
 */
export function statusAfterInterview(from: ApplicationStatus): ApplicationStatus | null {
  if (!isOpen(from)) return null;
  return isLaterStage(from, 'interviewed') ? 'interviewed' : from;
}

/** Making an offer moves a reviewed or interviewed application to offered; else null (409). */
export function statusAfterOffer(from: ApplicationStatus): ApplicationStatus | null {
  return canMakeOffer(from) ? 'offered' : null;
}

export const offerRefusedMessage = (from: ApplicationStatus) =>
  from === 'offered'
    ? 'This application already has an offer: withdraw it first to make a corrected one'
    : isOpen(from)
      ? `An offer is made from reviewed or interviewed; this application is ${from}`
      : `Cannot make an offer on a ${from} application`;

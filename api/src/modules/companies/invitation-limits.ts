// How many team invitations may be sent (issue 41, item 8): each one is an e-mail sent on the
// company's behalf to an address that never asked for it. Counted from company_invitations, the
// database's record of what was sent, revoked ones included (each new invitation of an address
// revokes the one before, so the pending cap alone would never stop a loop).
import { addHours } from 'date-fns';
import { formatLongDateTime } from 'shared-kernel/rules';

export const INVITATION_LIMITS = {
  /** Invitations one company may send in the window. */
  perCompany: 20,
  /** Invitations one address may be sent in the window, by every company together. */
  perAddress: 3,
  /** The sliding window, in hours. */
  windowHours: 24,
} as const;

/**
 * When one more may be sent, given the send times within the window and the limit: null while
 * under it, else the moment the oldest one that keeps it full leaves the window.
 */
export function nextAllowedAt(
  sentAt: readonly Date[],
  limit: number,
  windowHours: number = INVITATION_LIMITS.windowHours,
): Date | null {
  if (sentAt.length < limit) return null;
  const oldestFirst = [...sentAt].sort((a, b) => a.getTime() - b.getTime());
  const freeing = oldestFirst[oldestFirst.length - limit];
  return addHours(freeing, windowHours);
}

const after = (at: Date) => `Try again after ${formatLongDateTime(at)} (London time).`;

export const INVITATION_LIMIT_TEXTS = {
  company: (at: Date) =>
    `Your company has sent ${INVITATION_LIMITS.perCompany} invitations in the last ${INVITATION_LIMITS.windowHours} hours. ${after(at)}`,
  address: (at: Date) =>
    `This address has been sent ${INVITATION_LIMITS.perAddress} invitations in the last ${INVITATION_LIMITS.windowHours} hours. ${after(at)}`,
};

// What the hiring workflows tell (issue 33), in the app and by e-mail (the 'applications' kind).
// A knock-out's rejection is told as a recruiter's rejection is (status-notification.ts,
// with the workflow's message as the note); these are the stale application's two messages.
import { STALE_APPLICATION_DAYS } from 'shared-kernel/rules';
import type { NotificationInput } from '../../notifications/index.js';
import { applicantPath } from '../booking/messages.js';

export const STALE_TYPES = {
  toRecruiter: 'application.stale',
  toCandidate: 'application.still_reviewed',
} as const;

/** To each of the company's recruiters: an application waits for a move. */
export function staleReminder(input: {
  recruiterId: string;
  candidateName: string;
  jobId: string;
  jobTitle: string;
  applicationId: string;
}): NotificationInput {
  return {
    userId: input.recruiterId,
    type: STALE_TYPES.toRecruiter,
    title: 'An application is waiting',
    body: `${input.candidateName}'s application for ${input.jobTitle} has had no move for ${STALE_APPLICATION_DAYS} days: review it, invite them or let them know.`,
    href: applicantPath(input.jobId, input.applicationId),
    email: { kind: 'applications' },
  };
}

/** To the candidate: their application is still being reviewed. */
export function stillReviewedNote(input: {
  candidateId: string;
  jobTitle: string;
  companyName: string;
  applicationId: string;
}): NotificationInput {
  return {
    userId: input.candidateId,
    type: STALE_TYPES.toCandidate,
    title: 'Still being reviewed',
    body: `Your application for ${input.jobTitle} at ${input.companyName} is still being reviewed. We have reminded the team and will tell you as soon as it moves.`,
    href: `/applications/${input.applicationId}`,
    email: { kind: 'applications' },
  };
}

/**
 * The log's detail of an automatic invitation: what the candidate is invited to book, as the
 * log's "Invited to book …" ends ('an interview', 'a paid trial shift at £12.50 an hour').
 */
export const invitedDetail = (kind: 'interview' | 'trial_shift', ratePounds: number | null) =>
  kind === 'trial_shift'
    ? `a paid trial shift${ratePounds ? ` at £${ratePounds.toFixed(2)} an hour` : ''}`
    : 'an interview';

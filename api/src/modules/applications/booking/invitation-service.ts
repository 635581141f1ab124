// A recruiter invites an application's candidate to book an interview or a paid trial shift
// (POST /api/applications/:id/booking); the inviting recruiter is the interviewer.
import {
  DEFAULT_BOOKING_MINUTES,
  fieldLabel,
  type BookingInvitation,
  type InviteToBookBody,
} from 'shared-kernel/contract';
import { londonDay, payProblem, trialRateProblem } from 'shared-kernel/rules';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { badRequest, conflict } from '../../../http/errors.js';
import { createNotifications, type Written } from '../../notifications/index.js';
import { findApplication } from '../store.js';
import { isOpen } from '../transitions.js';
import { availabilityOf } from './availability-service.js';
import { bookingPath, invitedMessage, withArticle } from './messages.js';
import { invitationOf, type Invitation } from './slots.js';

/**
 * A trial shift is always paid: its rate is required, within the hourly pay limits and at least
 * today's 21-and-over minimum wage (the candidate's age is not asked; issue 43).
 */
function hourlyRatePence(input: InviteToBookBody): number | null {
  if (input.kind !== 'trial_shift') return null;
  const label = fieldLabel('hourlyRate');
  if (input.hourlyRate === undefined) {
    throw badRequest(`${label} is required for a trial shift`, 'hourlyRate');
  }
  const problem =
    payProblem(input.hourlyRate, 'hourly', label) ??
    trialRateProblem(input.hourlyRate, label, londonDay());
  if (problem) throw badRequest(problem, 'hourlyRate');
  return Math.round(input.hourlyRate * 100);
}

/**
 * A video invitation's meeting link: the one sent, else the recruiter's default (their
 * availability's); neither is a 400 naming `meetingUrl`. Null for the other modes.
 */
async function meetingUrlOf(
  db: Db,
  recruiterId: string,
  input: InviteToBookBody,
): Promise<string | null> {
  if (input.mode !== 'video') return null;
  const url = input.meetingUrl?.trim() || (await availabilityOf(db, recruiterId)).meetingUrl;
  if (!url) {
    throw badRequest(`${fieldLabel('meetingUrl')} is required for a video interview`, 'meetingUrl');
  }
  return url;
}

export const serializeInvitation = (
  invitation: Invitation,
  publicUrl: string,
): BookingInvitation => ({
  id: invitation.id,
  applicationId: invitation.applicationId,
  kind: invitation.kind,
  durationMinutes: invitation.durationMinutes,
  mode: invitation.mode,
  ...(invitation.hourlyRatePence !== null && { hourlyRate: invitation.hourlyRatePence / 100 }),
  meetingUrl: invitation.meetingUrl,
  message: invitation.message,
  interviewerId: invitation.interviewerId,
  bookingUrl: `${publicUrl}${bookingPath(invitation.applicationId)}`,
  createdAt: invitation.createdAt.toISOString(),
});

/** 201: the invitation; it replaces the application's older unbooked one. */
export async function inviteToBook(
  db: Db,
  recruiter: { id: string; companyId: string },
  applicationId: string,
  input: InviteToBookBody,
  publicUrl: string,
): Promise<Written<BookingInvitation>> {
  const ratePence = hourlyRatePence(input);
  const meetingUrl = await meetingUrlOf(db, recruiter.id, input);
  return db.transaction(async (tx) => {
    const application = await findApplication(
      tx,
      applicationId,
      { companyId: recruiter.companyId },
      true,
    );
    if (!isOpen(application.status)) {
      throw conflict(`Cannot invite to book for ${withArticle(application.status)} application`);
    }
    await kysely(tx)
      .deleteFrom('booking_invitations')
      .where('application_id', '=', application.id)
      .where('interview_id', 'is', null)
      .returning('id')
      .execute();
    const message = input.message?.trim() || null;
    const durationMinutes = input.durationMinutes ?? DEFAULT_BOOKING_MINUTES[input.kind];
    await kysely(tx)
      .insertInto('booking_invitations')
      .values({
        application_id: application.id,
        interviewer_id: recruiter.id,
        kind: input.kind,
        duration_minutes: durationMinutes,
        mode: input.mode ?? 'in_person',
        hourly_rate_pence: ratePence,
        meeting_url: meetingUrl,
        message,
      })
      .returning('id')
      .execute();
    const invitation = await invitationOf(tx, application.id);
    const events = await createNotifications(tx, [
      invitedMessage({
        candidateId: application.candidate_id,
        applicationId: application.id,
        kind: input.kind,
        durationMinutes,
        hourlyRatePence: ratePence,
        meetingUrl,
        companyName: application.company_name,
        jobTitle: application.job_title,
        message,
      }),
    ]);
    return { result: serializeInvitation(invitation, publicUrl), events };
  });
}

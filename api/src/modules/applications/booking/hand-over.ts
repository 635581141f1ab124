// A member leaves or is removed (issue 41, item 7): in the removal's transaction their
// invitations to book and their coming interviews and trial shifts become the remover's (the
// owner's when a member leaves), so the candidate's booking stays alive and nothing about the
// company reaches the person gone. The candidate is told only when what they were shown changes:
// the interviewer's name of a booked time; the time and place stay. A booked time the new
// interviewer already holds cannot be theirs twice (025's exclusion constraint): it is
// cancelled, and the candidate picks a new time with the new interviewer from the same link.
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import type { NotificationEvent } from '../../../events/bus.js';
import { createNotifications, type NotificationInput } from '../../notifications/index.js';
import { undoInterviewedIfNoneLeft } from '../interviews-service.js';
import { findApplication, fullName } from '../store.js';
import { bookedOf } from './book-service.js';
import { handedOverMessage } from './messages.js';

const nameOf = async (tx: Db, userId: string) =>
  (
    await kysely(tx)
      .selectFrom('users as u')
      .select((eb) => fullName(eb.ref('u.first_name'), eb.ref('u.last_name')).as('name'))
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow()
  ).name;

/** Does `interviewerId` already hold a booked time overlapping interview `id`'s? */
async function clashes(tx: Db, interviewerId: string, id: string): Promise<boolean> {
  const row = await kysely(tx)
    .selectFrom('interviews as held')
    .innerJoin('interviews as moving', (join) => join.on('moving.id', '=', id))
    .select('held.id')
    .where('held.interviewer_id', '=', interviewerId)
    .where('held.self_booked', '=', true)
    .where('held.status', '<>', 'cancelled')
    .where(
      sql<boolean>`tstzrange(held.starts_at, held.blocked_until) && tstzrange(moving.starts_at, moving.blocked_until)`,
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Hands `from`'s bookings at `companyId` to `to`, inside the caller's transaction (before the
 * membership row goes); returns the candidates' notifications to publish after the commit.
 */
export async function handOverBookings(
  tx: Db,
  { companyId, from, to }: { companyId: string; from: string; to: string },
): Promise<NotificationEvent[]> {
  // Their venue at this company is not theirs to show any more.
  await kysely(tx)
    .updateTable('recruiter_availability')
    .set({ venue_id: null })
    .where('user_id', '=', from)
    .where('venue_id', 'in', (eb) =>
      eb.selectFrom('venues').select('id').where('company_id', '=', companyId),
    )
    .execute();
  // Every invitation of the company's applications, open or booked (a booked one may be booked
  // again after a cancel): the slots, the venue and the interviewer are the new one's.
  await kysely(tx)
    .updateTable('booking_invitations')
    .set({ interviewer_id: to })
    .where('interviewer_id', '=', from)
    .where('application_id', 'in', (eb) =>
      eb.selectFrom('applications').select('id').where('company_id', '=', companyId),
    )
    .execute();
  // The interviews and trial shifts still to come (past ones stay as they were, for the record).
  const coming = await kysely(tx)
    .selectFrom('interviews')
    .select(['id', 'application_id', 'self_booked', 'interviewer_name'])
    .where('company_id', '=', companyId)
    .where('interviewer_id', '=', from)
    .where('status', 'in', ['scheduled', 'confirmed'])
    .where('ends_at', '>', sql<Date>`now()`)
    .orderBy('starts_at')
    .forUpdate()
    .execute();
  if (coming.length === 0) return [];
  const fromName = await nameOf(tx, from);
  const toName = await nameOf(tx, to);
  const inputs: NotificationInput[] = [];
  for (const row of coming) {
    if (row.self_booked && (await clashes(tx, to, row.id))) {
      await kysely(tx)
        .updateTable('interviews')
        .set((eb) => ({
          interviewer_id: to,
          status: 'cancelled' as const,
          sequence: eb('sequence', '+', 1),
          updated_at: sql<Date>`now()`,
        }))
        .where('id', '=', row.id)
        .execute();
      const application = await findApplication(tx, row.application_id, { companyId }, true);
      await undoInterviewedIfNoneLeft(tx, application, to);
      inputs.push(handedOverMessage(await bookedOf(tx, row.id), 'cancelled'));
      continue;
    }
    // The name the candidate was shown is the member's (a booking; by hand, when typed so).
    const renamed = row.interviewer_name === fromName;
    await kysely(tx)
      .updateTable('interviews')
      .set((eb) => ({
        interviewer_id: to,
        ...(renamed && {
          interviewer_name: toName.slice(0, 120),
          // The calendar's copy changes (its "With:"): a later version of the same event.
          sequence: eb('sequence', '+', 1),
          updated_at: sql<Date>`now()`,
        }),
      }))
      .where('id', '=', row.id)
      .execute();
    if (renamed) inputs.push(handedOverMessage(await bookedOf(tx, row.id), 'renamed'));
  }
  return createNotifications(tx, inputs);
}

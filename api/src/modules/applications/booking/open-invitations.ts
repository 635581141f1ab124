// Which of a page of applications have an invitation to book still open (the board's card says
// "Invited to book"): the newest invitation, not booked yet, or whose booking was cancelled (it
// may be booked again, ./book-service.ts).
import type { BookingKind } from 'shared-kernel/contract';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { isoTime } from '../store.js';

export type OpenInvitation = { kind: BookingKind; createdAt: string };

export async function openInvitationsOf(
  db: Db,
  applicationIds: readonly string[],
): Promise<Map<string, OpenInvitation>> {
  if (!applicationIds.length) return new Map();
  const rows = await kysely(db)
    .selectFrom('booking_invitations as b')
    .leftJoin('interviews as i', 'i.id', 'b.interview_id')
    .select(['b.application_id', 'b.kind', 'b.created_at', 'b.interview_id', 'i.status'])
    .where('b.application_id', '=', (eb) => eb.fn.any(eb.val([...applicationIds])))
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
  const open = new Map<string, OpenInvitation>();
  const seen = new Set<string>();
  for (const row of rows) {
    // Only the newest invitation of each application counts (as invitationOf reads it).
    if (seen.has(row.application_id)) continue;
    seen.add(row.application_id);
    if (row.interview_id !== null && row.status !== 'cancelled') continue;
    // kind: CHECKed in 025_booking.sql against BOOKING_KINDS.
    open.set(row.application_id, {
      kind: row.kind as BookingKind,
      createdAt: isoTime(row.created_at),
    });
  }
  return open;
}

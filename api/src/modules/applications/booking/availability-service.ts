// A recruiter's own weekly availability for interviews and trial shifts (GET/PUT
// /api/me/availability): London wall-clock ranges, the slot step, buffer, notice, horizon, the
// venue, the dates off and the default meeting link for video interviews. The free slots (./slots.ts) are made from it.
import { fieldLabel, type Availability, type AvailabilityBody } from 'shared-kernel/contract';
import { DEFAULT_BOOKING_RULES, isCalendarDay, type WeeklyRange } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { badRequest } from '../../../http/errors.js';

const DEFAULT_AVAILABILITY: Availability = {
  venueId: null,
  weekly: [...DEFAULT_BOOKING_RULES.weekly],
  slotMinutes: DEFAULT_BOOKING_RULES.slotMinutes,
  bufferMinutes: DEFAULT_BOOKING_RULES.bufferMinutes,
  noticeHours: DEFAULT_BOOKING_RULES.noticeHours,
  horizonDays: DEFAULT_BOOKING_RULES.horizonDays,
  datesOff: [...DEFAULT_BOOKING_RULES.datesOff],
  meetingUrl: null,
};

/** The recruiter's availability, or the defaults (no ranges, so no slots) before they save one. */
export async function availabilityOf(db: Db, userId: string): Promise<Availability> {
  const row = await kysely(db)
    .selectFrom('recruiter_availability')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_AVAILABILITY;
  return {
    venueId: row.venue_id,
    // Only ever written by saveAvailability below, in this shape.
    weekly: row.weekly as WeeklyRange[],
    slotMinutes: row.slot_minutes,
    bufferMinutes: row.buffer_minutes,
    noticeHours: row.notice_hours,
    horizonDays: row.horizon_days,
    datesOff: row.dates_off,
    meetingUrl: row.meeting_url,
  };
}

/** What the schema cannot say: each range's `to` after its `from`, real days, our venue. */
async function checkAvailability(db: Db, companyId: string | null, input: AvailabilityBody) {
  // Fields are named without their index, as the schema's errors are (http/validation.ts); the
  // message says which range.
  for (const range of input.weekly) {
    if (range.from >= range.to) {
      throw badRequest(
        `${fieldLabel('to')} must be after ${range.from} (${range.day} ${range.from}–${range.to})`,
        'weekly.to',
      );
    }
  }
  for (const day of input.datesOff ?? []) {
    if (!isCalendarDay(day)) {
      throw badRequest(`${fieldLabel('datesOff')} must be real days (YYYY-MM-DD)`, 'datesOff');
    }
  }
  if (input.venueId === null) return;
  const venue =
    companyId === null
      ? undefined
      : await kysely(db)
          .selectFrom('venues')
          .select('id')
          .where('id', '=', input.venueId)
          .where('company_id', '=', companyId)
          .where('archived_at', 'is', null)
          .executeTakeFirst();
  if (!venue) throw badRequest("Venue must be one of your company's venues", 'venueId');
}

/** Replaces the recruiter's availability (a refused one leaves the stored one as it was). */
export async function saveAvailability(
  db: Db,
  recruiter: { id: string; companyId: string | null },
  input: AvailabilityBody,
): Promise<Availability> {
  await checkAvailability(db, recruiter.companyId, input);
  const values = {
    venue_id: input.venueId,
    weekly: sql<string>`${JSON.stringify(input.weekly)}::jsonb`,
    slot_minutes: input.slotMinutes,
    buffer_minutes: input.bufferMinutes,
    notice_hours: input.noticeHours,
    horizon_days: input.horizonDays,
    dates_off: [...new Set(input.datesOff ?? [])].sort(),
    // The whole availability is replaced: no link sent, none kept.
    meeting_url: input.meetingUrl?.trim() || null,
    updated_at: sql<Date>`now()`,
  };
  await kysely(db)
    .insertInto('recruiter_availability')
    .values({ user_id: recruiter.id, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returning('user_id')
    .execute();
  return availabilityOf(db, recruiter.id);
}

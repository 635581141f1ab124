import { isCalendarDay, londonDay } from 'shared-kernel/rules';
import type { CreateMomentBody, Moment, MomentPage, MomentsQuery } from 'shared-kernel/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { MagicalMoments } from '../../db/tables.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { MANAGER_ROLES, type Membership } from '../access/index.js';
import { requireMembership } from '../companies/index.js';

// Magical moments: standout guest moments by team members, logged per company. Any member logs
// one; a plain member deletes only the ones they logged (403 otherwise, as for notes and
// scorecards); the owner and admins, who look after the company's culture tools, delete any.

export type MomentInput = CreateMomentBody;
export type MomentJson = Moment;

export const MOMENT_NOT_FOUND = 'Moment not found';
export const MOMENT_NOT_YOURS =
  "Only the person who logged this moment, or the company's owner or admins, can delete it";

/** Who is looking: the signed-in member and their role in the company. */
export type MomentViewer = { userId: string; role: Membership['role'] };

type MomentRow = Omit<MomentJson, 'createdAt' | 'occurredOn' | 'canDelete'> & {
  createdAt: Date | string;
  occurredOn: Date | string;
  /** Who logged it; null once their account is gone. */
  createdBy: string | null;
};

/** Moments (alias `m`) with their venue's name, as MomentRows. */
export const selectMoments = (db: Db) =>
  kysely(db)
    .selectFrom('magical_moments as m')
    .leftJoin('venues as v', 'v.id', 'm.venue_id')
    .select([
      'm.id',
      'm.team_member_name as teamMemberName',
      'm.title',
      'm.description',
      // A date: read as text, the same on both engines (src/db/tables.ts).
      sql<string>`to_char(m.occurred_on, 'YYYY-MM-DD')`.as('occurredOn'),
      'm.venue_id as venueId',
      'v.name as venueName',
      'm.created_at as createdAt',
      'm.created_by as createdBy',
    ]);

/** The one rule for deleting a moment: its author, or the company's owner or an admin. */
export const mayDeleteMoment = (viewer: MomentViewer, createdBy: string | null) =>
  MANAGER_ROLES.includes(viewer.role) || (createdBy !== null && createdBy === viewer.userId);

export const toMomentJson = (
  { createdBy, ...row }: MomentRow,
  viewer: MomentViewer,
): MomentJson => ({
  ...row,
  occurredOn: String(row.occurredOn),
  createdAt: new Date(row.createdAt).toISOString(),
  canDelete: mayDeleteMoment(viewer, createdBy),
});

export async function listMoments(
  db: Db,
  userId: string,
  query: MomentsQuery,
): Promise<MomentPage> {
  const { companyId, role } = await requireMembership(db, userId);
  const viewer = { userId, role };
  const teamMember = query.teamMember?.trim();
  // A name containing the text typed, its LIKE wildcards taken literally.
  const pattern = teamMember && `%${teamMember.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  const theirs = (eb: ExpressionBuilder<{ m: MagicalMoments }, 'm'>) =>
    eb.and([
      eb('m.company_id', '=', companyId),
      ...(pattern ? [eb(eb.fn('lower', ['m.team_member_name']), 'like', pattern)] : []),
    ]);
  const [items, count] = await Promise.all([
    selectMoments(db)
      .where(theirs)
      .orderBy('m.occurred_on', 'desc')
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    kysely(db)
      .selectFrom('magical_moments as m')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .where(theirs)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: items.map((row) => toMomentJson(row, viewer)),
    total: count.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function createMoment(db: Db, userId: string, input: MomentInput): Promise<Moment> {
  const teamMemberName = input.teamMemberName.trim();
  if (!teamMemberName) throw badRequest('Team member name is required', 'teamMemberName');
  const description = input.description.trim();
  if (!description) throw badRequest('Description is required', 'description');
  // Today in London: a moment logged late in a London evening is that evening's day.
  const today = londonDay();
  const occurredOn = input.occurredOn ?? today;
  if (!isCalendarDay(occurredOn))
    throw badRequest('Occurred on must be a date (YYYY-MM-DD)', 'occurredOn');
  if (occurredOn > today) throw badRequest('Occurred on cannot be in the future', 'occurredOn');
  const { companyId, role } = await requireMembership(db, userId);
  if (input.venueId) {
    const venue = await kysely(db)
      .selectFrom('venues')
      .select('id')
      .where('id', '=', input.venueId)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!venue) throw notFound('Venue not found');
  }
  const { id } = await kysely(db)
    .insertInto('magical_moments')
    .values({
      company_id: companyId,
      venue_id: input.venueId ?? null,
      team_member_name: teamMemberName,
      title: input.title?.trim() || null,
      description,
      occurred_on: sql<Date>`${occurredOn}::date`,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await selectMoments(db).where('m.id', '=', id).executeTakeFirstOrThrow();
  return toMomentJson(created, { userId, role });
}

/** Deletes a moment: the company's (404 otherwise) that the member may delete (403 otherwise). */
export async function deleteMoment(db: Db, userId: string, momentId: string): Promise<void> {
  const { companyId, role } = await requireMembership(db, userId);
  await db.transaction(async (tx) => {
    const moment = await kysely(tx)
      .selectFrom('magical_moments')
      .select('created_by')
      .where('id', '=', momentId)
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!moment) throw notFound(MOMENT_NOT_FOUND);
    if (!mayDeleteMoment({ userId, role }, moment.created_by)) throw forbidden(MOMENT_NOT_YOURS);
    await kysely(tx).deleteFrom('magical_moments').where('id', '=', momentId).execute();
  });
}

import { isCalendarDay, londonDay } from 'shared-kernel/rules';
import type { CreateMomentBody, Moment, MomentPage, MomentsQuery } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { MANAGER_ROLES, type Membership } from '../access/roles.js';
import { requireMembership } from '../companies/company-service.js';

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

export const MOMENT_SELECT = `m.id, m.team_member_name AS "teamMemberName", m.title, m.description,
  to_char(m.occurred_on, 'YYYY-MM-DD') AS "occurredOn", m.venue_id AS "venueId",
  v.name AS "venueName", m.created_at AS "createdAt", m.created_by AS "createdBy"`;

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
  const params: unknown[] = [companyId];
  let where = 'm.company_id = $1';
  if (query.teamMember?.trim()) {
    params.push(
      `%${query.teamMember
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, '\\$&')}%`,
    );
    where += ` AND lower(m.team_member_name) LIKE $${params.length}`;
  }
  const [items, count] = await Promise.all([
    db.query<MomentRow>(
      `SELECT ${MOMENT_SELECT} FROM magical_moments m LEFT JOIN venues v ON v.id = m.venue_id
       WHERE ${where} ORDER BY m.occurred_on DESC, m.created_at DESC, m.id
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM magical_moments m WHERE ${where}`,
      params,
    ),
  ]);
  return {
    items: items.rows.map((row) => toMomentJson(row, viewer)),
    total: count.rows[0].total,
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
    const { rows } = await db.query('SELECT 1 FROM venues WHERE id = $1 AND company_id = $2', [
      input.venueId,
      companyId,
    ]);
    if (!rows[0]) throw notFound('Venue not found');
  }
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO magical_moments (company_id, venue_id, team_member_name, title, description,
       occurred_on, created_by)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7) RETURNING id`,
    [
      companyId,
      input.venueId ?? null,
      teamMemberName,
      input.title?.trim() || null,
      description,
      occurredOn,
      userId,
    ],
  );
  const created = await db.query<MomentRow>(
    `SELECT ${MOMENT_SELECT} FROM magical_moments m LEFT JOIN venues v ON v.id = m.venue_id
     WHERE m.id = $1`,
    [rows[0].id],
  );
  return toMomentJson(created.rows[0], { userId, role });
}

/** Deletes a moment: the company's (404 otherwise) that the member may delete (403 otherwise). */
export async function deleteMoment(db: Db, userId: string, momentId: string): Promise<void> {
  const { companyId, role } = await requireMembership(db, userId);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ created_by: string | null }>(
      'SELECT created_by FROM magical_moments WHERE id = $1 AND company_id = $2 FOR UPDATE',
      [momentId, companyId],
    );
    if (!rows[0]) throw notFound(MOMENT_NOT_FOUND);
    if (!mayDeleteMoment({ userId, role }, rows[0].created_by)) throw forbidden(MOMENT_NOT_YOURS);
    await tx.query('DELETE FROM magical_moments WHERE id = $1', [momentId]);
  });
}

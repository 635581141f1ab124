import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http/errors.js';
import { requireManagerOf, requireMembership } from './company-service.js';
import type { InvitableRole, Member, MemberPage, MemberRole } from 'shared-kernel/contract';
import type { Page } from './schemas.js';

export type MemberJson = Member;

type MemberRow = Omit<MemberJson, 'name' | 'joinedAt'> & { joinedAt: Date | string };

const SELECT = `u.id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",
  u.email, m.role, m.created_at AS "joinedAt"`;

const toMemberJson = (row: MemberRow): MemberJson => ({
  ...row,
  name: `${row.firstName} ${row.lastName}`.trim(),
  joinedAt: new Date(row.joinedAt).toISOString(),
});

export async function listMembers(db: Db, userId: string, query: Page): Promise<MemberPage> {
  const { companyId } = await requireMembership(db, userId);
  const [items, count] = await Promise.all([
    db.query<MemberRow>(
      `SELECT ${SELECT} FROM company_members m JOIN users u ON u.id = m.user_id
       WHERE m.company_id = $1 ORDER BY m.created_at, u.id LIMIT $2 OFFSET $3`,
      [companyId, query.pageSize, (query.page - 1) * query.pageSize],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM company_members WHERE company_id = $1',
      [companyId],
    ),
  ]);
  return {
    items: items.rows.map(toMemberJson),
    total: count.rows[0].total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const OWNER_STAYS_MESSAGE = "The company's owner cannot be removed or change role";
export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';

/** The member's row of the company, locked for the write; 404 when they are not in it. */
async function lockedMember(tx: Db, companyId: string, memberUserId: string): Promise<MemberRole> {
  const { rows } = await tx.query<{ role: MemberRole }>(
    'SELECT role FROM company_members WHERE company_id = $1 AND user_id = $2 FOR UPDATE',
    [companyId, memberUserId],
  );
  if (!rows[0]) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  return rows[0].role;
}

/**
 * `PATCH /api/companies/mine/members/:userId { role }`: an owner or admin moves a member between
 * admin and recruiter. Nobody changes the owner's role (403).
 */
export async function changeMemberRole(
  db: Db,
  userId: string,
  memberUserId: string,
  role: InvitableRole,
): Promise<MemberJson> {
  return db.transaction(async (tx) => {
    const companyId = await requireManagerOf(tx, userId);
    if ((await lockedMember(tx, companyId, memberUserId)) === 'owner')
      throw forbidden(OWNER_STAYS_MESSAGE);
    await tx.query('UPDATE company_members SET role = $3 WHERE company_id = $1 AND user_id = $2', [
      companyId,
      memberUserId,
      role,
    ]);
    const { rows } = await tx.query<MemberRow>(
      `SELECT ${SELECT} FROM company_members m JOIN users u ON u.id = m.user_id
       WHERE m.company_id = $1 AND m.user_id = $2`,
      [companyId, memberUserId],
    );
    return toMemberJson(rows[0]);
  });
}

/**
 * `DELETE /api/companies/mine/members/:userId`: an owner or admin removes a member, or a member
 * leaves (their own id). The owner is never removed (403); anyone outside the company is 404.
 */
export async function removeMember(db: Db, userId: string, memberUserId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const companyId =
      userId === memberUserId
        ? (await requireMembership(tx, userId)).companyId
        : await requireManagerOf(tx, userId);
    if ((await lockedMember(tx, companyId, memberUserId)) === 'owner')
      throw forbidden(OWNER_STAYS_MESSAGE);
    await tx.query('DELETE FROM company_members WHERE company_id = $1 AND user_id = $2', [
      companyId,
      memberUserId,
    ]);
  });
}

import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { NotificationEvent } from '../../events/bus.js';
import { createNotifications } from '../notifications/notify.js';
import { requireManager, requireMembership } from './company-service.js';
import type { MemberRole, Page } from './schemas.js';

export type MemberJson = {
  userId: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
};

type MemberRow = Omit<MemberJson, 'name' | 'joinedAt'> & { joinedAt: Date | string };

const SELECT = `u.id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",
  u.email, m.role, m.created_at AS "joinedAt"`;

const toMemberJson = (row: MemberRow): MemberJson => ({
  ...row,
  name: `${row.firstName} ${row.lastName}`.trim(),
  joinedAt: new Date(row.joinedAt).toISOString(),
});

export async function listMembers(db: Db, userId: string, query: Page) {
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

export const NO_RECRUITER_MESSAGE = 'No recruiter account with that email';

/** Adds an existing recruiter without a company; only an owner or admin (owners only by owners). */
export async function addMember(
  db: Db,
  userId: string,
  input: { email: string; role: MemberRole },
): Promise<{ member: MemberJson; events: NotificationEvent[] }> {
  return db.transaction(async (tx) => {
    const manager = await requireManager(tx, userId);
    if (input.role === 'owner' && manager.role !== 'owner')
      throw forbidden('Only an owner can add another owner');
    const { rows: users } = await tx.query<{ id: string }>(
      `SELECT id FROM users WHERE email = $1 AND user_type = 'recruiter'`,
      [input.email.trim().toLowerCase()],
    );
    const newcomer = users[0];
    if (!newcomer) throw notFound(NO_RECRUITER_MESSAGE);
    const { rows: existing } = await tx.query('SELECT 1 FROM company_members WHERE user_id = $1', [
      newcomer.id,
    ]);
    if (existing.length > 0) throw conflict('That recruiter already belongs to a company', 'email');
    await tx.query(`INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, $3)`, [
      manager.companyId,
      newcomer.id,
      input.role,
    ]);
    const { rows } = await tx.query<MemberRow & { companyName: string }>(
      `SELECT ${SELECT}, c.name AS "companyName"
       FROM company_members m JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id
       WHERE m.company_id = $1 AND m.user_id = $2`,
      [manager.companyId, newcomer.id],
    );
    const { companyName, ...member } = rows[0];
    const events = await createNotifications(tx, [
      {
        userId: newcomer.id,
        type: 'system',
        title: `You joined ${companyName}`,
        body: `You were added to ${companyName} as ${input.role}.`,
        href: '/recruiter',
      },
    ]);
    return { member: toMemberJson(member), events };
  });
}

/** Removes a member of the manager's company (404 for anyone else); never the last owner. */
export async function removeMember(db: Db, userId: string, memberUserId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const manager = await requireManager(tx, userId);
    const { rows } = await tx.query<{ role: MemberRole }>(
      'SELECT role FROM company_members WHERE company_id = $1 AND user_id = $2 FOR UPDATE',
      [manager.companyId, memberUserId],
    );
    const member = rows[0];
    if (!member) throw notFound('Member not found');
    if (member.role === 'owner') {
      if (manager.role !== 'owner') throw forbidden('Only an owner can remove an owner');
      const { rows: owners } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM company_members WHERE company_id = $1 AND role = 'owner'`,
        [manager.companyId],
      );
      if (owners[0].n <= 1) throw conflict('A company must keep at least one owner');
    }
    await tx.query('DELETE FROM company_members WHERE company_id = $1 AND user_id = $2', [
      manager.companyId,
      memberUserId,
    ]);
  });
}

import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { forbidden, notFound } from '../../http/errors.js';
import { handOverBookings } from '../applications/index.js';
import { requireManagerOf, requireMembership } from './company-service.js';
import type { InvitableRole, Member, MemberPage, MemberRole } from 'shared-kernel/contract';

/** A page asked for (the contract's PageQuerySchema). */
type Page = { page: number; pageSize: number };

export type MemberJson = Member;

type MemberRow = Omit<MemberJson, 'name' | 'joinedAt'> & { joinedAt: Date | string };

/** The company's members with their user's name and email. */
const selectMembers = (db: Db, companyId: string) =>
  kysely(db)
    .selectFrom('company_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'u.id as userId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'm.role',
      'm.created_at as joinedAt',
    ])
    .where('m.company_id', '=', companyId);

const toMemberJson = (row: MemberRow): MemberJson => ({
  ...row,
  name: `${row.firstName} ${row.lastName}`.trim(),
  joinedAt: new Date(row.joinedAt).toISOString(),
});

export async function listMembers(db: Db, userId: string, query: Page): Promise<MemberPage> {
  const { companyId } = await requireMembership(db, userId);
  const [items, count] = await Promise.all([
    selectMembers(db, companyId)
      .orderBy('m.created_at')
      .orderBy('u.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    kysely(db)
      .selectFrom('company_members')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: items.map(toMemberJson),
    total: count.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const OWNER_STAYS_MESSAGE = "The company's owner cannot be removed or change role";
export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';

/** The member's row of the company, locked for the write; 404 when they are not in it. */
async function lockedMember(tx: Db, companyId: string, memberUserId: string): Promise<MemberRole> {
  const row = await kysely(tx)
    .selectFrom('company_members')
    .select('role')
    .where('company_id', '=', companyId)
    .where('user_id', '=', memberUserId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  return row.role;
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
    await kysely(tx)
      .updateTable('company_members')
      .set({ role })
      .where('company_id', '=', companyId)
      .where('user_id', '=', memberUserId)
      .execute();
    const row = await selectMembers(tx, companyId)
      .where('m.user_id', '=', memberUserId)
      .executeTakeFirstOrThrow();
    return toMemberJson(row);
  });
}

/** The company's owner (one per company, migration 012). */
async function ownerOf(tx: Db, companyId: string): Promise<string> {
  const row = await kysely(tx)
    .selectFrom('company_members')
    .select('user_id')
    .where('company_id', '=', companyId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/**
 * `DELETE /api/companies/mine/members/:userId`: an owner or admin removes a member, or a member
 * leaves (their own id). The owner is never removed (403); anyone outside the company is 404.
 * In the same transaction their invitations to book and coming interviews go to the remover (the
 * owner when a member leaves): nothing of the company's reaches them after (issue 41, item 7).
 * Returns the candidates' notifications to publish after the commit.
 */
export async function removeMember(
  db: Db,
  userId: string,
  memberUserId: string,
): Promise<{ result: null; events: NotificationEvent[] }> {
  return db.transaction(async (tx) => {
    const leaving = userId === memberUserId;
    const companyId = leaving
      ? (await requireMembership(tx, userId)).companyId
      : await requireManagerOf(tx, userId);
    if ((await lockedMember(tx, companyId, memberUserId)) === 'owner')
      throw forbidden(OWNER_STAYS_MESSAGE);
    const events = await handOverBookings(tx, {
      companyId,
      from: memberUserId,
      to: leaving ? await ownerOf(tx, companyId) : userId,
    });
    await kysely(tx)
      .deleteFrom('company_members')
      .where('company_id', '=', companyId)
      .where('user_id', '=', memberUserId)
      .execute();
    return { result: null, events };
  });
}

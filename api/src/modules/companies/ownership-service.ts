import type { OwnershipTransferred } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { requireCompanyMembership } from '../access/index.js';

export const OWNER_ONLY_MESSAGE = "Only the company's owner can hand it to another member";
export const NOT_A_MEMBER_MESSAGE = 'That person is not a member of your company';

/**
 * `POST /api/companies/mine/owner { userId }` (issue 14): the owner hands the company to another
 * member, who becomes the owner; the old owner becomes an admin (so that they can then delete
 * their account, or stay). One transaction; the one-owner index holds throughout.
 */
export async function transferOwnership(
  db: Db,
  ownerId: string,
  newOwnerId: string,
): Promise<OwnershipTransferred> {
  return db.transaction(async (tx) => {
    const { companyId, role } = await requireCompanyMembership(tx, { id: ownerId });
    if (role !== 'owner') throw forbidden(OWNER_ONLY_MESSAGE);
    if (newOwnerId === ownerId) throw badRequest('You already own the company', 'userId');
    const members = kysely(tx);
    const newOwner = await members
      .selectFrom('company_members')
      .select('id')
      .where('company_id', '=', companyId)
      .where('user_id', '=', newOwnerId)
      .forUpdate()
      .executeTakeFirst();
    if (!newOwner) throw notFound(NOT_A_MEMBER_MESSAGE);
    await members
      .updateTable('company_members')
      .set({ role: 'admin' })
      .where('company_id', '=', companyId)
      .where('user_id', '=', ownerId)
      .execute();
    await members
      .updateTable('company_members')
      .set({ role: 'owner' })
      .where('company_id', '=', companyId)
      .where('user_id', '=', newOwnerId)
      .execute();
    return { companyId, ownerId: newOwnerId, previousOwnerId: ownerId };
  });
}

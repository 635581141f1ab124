import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { accountRoutes as schemas, type OwnershipTransferred } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { requireCompanyMembership, requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';

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
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id FROM company_members WHERE company_id = $1 AND user_id = $2 FOR UPDATE',
      [companyId, newOwnerId],
    );
    if (!rows[0]) throw notFound(NOT_A_MEMBER_MESSAGE);
    await tx.query(
      `UPDATE company_members SET role = 'admin' WHERE company_id = $1 AND user_id = $2`,
      [companyId, ownerId],
    );
    await tx.query(
      `UPDATE company_members SET role = 'owner' WHERE company_id = $1 AND user_id = $2`,
      [companyId, newOwnerId],
    );
    return { companyId, ownerId: newOwnerId, previousOwnerId: ownerId };
  });
}

export const ownershipRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/companies/mine/owner',
    { preHandler: requireRecruiter, schema: schemas.transferOwnership },
    async (request) => transferOwnership(app.db, signedInUser(request).id, request.body.userId),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { teamRoutes as schemas } from 'shared-kernel/contract';
import { requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { changeMemberRole, listMembers, removeMember } from './member-service.js';

/**
 * The people of the recruiter's company: any member lists them; the owner and admins change
 * roles and remove members; a member may leave. Nobody is added here: people join by accepting
 * an invitation (invitation-routes.ts). Schemas: shared-kernel/src/contract/team.ts.
 */
export const memberRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/companies/mine/members',
    { preHandler: requireRecruiter, schema: schemas.members },
    async (request) => listMembers(app.db, signedInUser(request).id, request.query),
  );

  app.patch(
    '/companies/mine/members/:userId',
    { preHandler: requireRecruiter, schema: schemas.changeRole },
    async (request) =>
      changeMemberRole(app.db, signedInUser(request).id, request.params.userId, request.body.role),
  );

  app.delete(
    '/companies/mine/members/:userId',
    { preHandler: requireRecruiter, schema: schemas.removeMember },
    async (request, reply) => {
      await removeMember(app.db, signedInUser(request).id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};

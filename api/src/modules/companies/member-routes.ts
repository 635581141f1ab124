import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { published } from '../notifications/index.js';
import { changeMemberRole, listMembers, removeMember } from './member-service.js';

/**
 * The people of the recruiter's company: any member lists them; the owner and admins change
 * roles and remove members; a member may leave. Nobody is added here: people join by accepting
 * an invitation (invitation-routes.ts). Schemas: shared-kernel/src/contract/team.ts.
 */
export const memberRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.team.members),
    preHandler: requireRecruiter,
    handler: async (request) => listMembers(app.db, signedInUser(request).id, request.query),
  });

  app.route({
    ...fromContract(app, routes.team.changeRole),
    preHandler: requireRecruiter,
    handler: async (request) =>
      changeMemberRole(app.db, signedInUser(request).id, request.params.userId, request.body.role),
  });

  app.route({
    ...fromContract(app, routes.team.removeMember),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      await published(app, removeMember(app.db, signedInUser(request).id, request.params.userId));
      return reply.status(204).send(null);
    },
  });
};

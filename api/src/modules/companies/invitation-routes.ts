import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter } from '../access/index.js';
import { requireUser, signedInUser } from '../auth/index.js';
import { publishAll } from '../notifications/index.js';
import { requireManagerOf } from './company-service.js';
import {
  acceptInvitation,
  INVITATION_SENT_MESSAGE,
  inviteMember,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitation-service.js';

/**
 * Team invitations: the owner and admins invite by e-mail, list and revoke pending ones; the
 * invitee previews the link (no sign-in) and accepts it signed in as a recruiter. Schemas:
 * shared-kernel/src/contract/team.ts (the token: any string up to 200 is looked up, so a mangled
 * link gets the same plain "expired or already used" answer).
 */
export const invitationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.team.invite),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      const inviter = signedInUser(request);
      const companyId = await requireManagerOf(app.db, inviter.id);
      await inviteMember(app.db, app.config, inviter, companyId, request.body);
      return reply.status(202).send({ message: INVITATION_SENT_MESSAGE });
    },
  });

  app.route({
    ...fromContract(app, routes.team.invitations),
    preHandler: requireRecruiter,
    handler: async (request) =>
      listInvitations(app.db, await requireManagerOf(app.db, signedInUser(request).id)),
  });

  app.route({
    ...fromContract(app, routes.team.revoke),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      const companyId = await requireManagerOf(app.db, signedInUser(request).id);
      await revokeInvitation(app.db, companyId, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(app, routes.team.preview),
    handler: async (request) => previewInvitation(app.db, request.params.token),
  });

  app.route({
    ...fromContract(app, routes.team.accept),
    preHandler: requireUser,
    handler: async (request) => {
      const { membership, events } = await acceptInvitation(
        app.db,
        signedInUser(request),
        request.params.token,
      );
      await publishAll(app, events);
      return membership;
    },
  });
};

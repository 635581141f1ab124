import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { teamRoutes as schemas } from 'shared-kernel/contract';
import { requireRecruiter } from '../access/roles.js';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { publishAll } from '../notifications/notify.js';
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

  app.post(
    '/companies/mine/invitations',
    { preHandler: requireRecruiter, schema: schemas.invite },
    async (request, reply) => {
      const inviter = signedInUser(request);
      const companyId = await requireManagerOf(app.db, inviter.id);
      await inviteMember(app.db, app.config, inviter, companyId, request.body);
      return reply.status(202).send({ message: INVITATION_SENT_MESSAGE });
    },
  );

  app.get(
    '/companies/mine/invitations',
    { preHandler: requireRecruiter, schema: schemas.invitations },
    async (request) =>
      listInvitations(app.db, await requireManagerOf(app.db, signedInUser(request).id)),
  );

  app.delete(
    '/companies/mine/invitations/:id',
    { preHandler: requireRecruiter, schema: schemas.revoke },
    async (request, reply) => {
      const companyId = await requireManagerOf(app.db, signedInUser(request).id);
      await revokeInvitation(app.db, companyId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get('/invitations/:token', { schema: schemas.preview }, async (request) =>
    previewInvitation(app.db, request.params.token),
  );

  app.post(
    '/invitations/:token/accept',
    { preHandler: requireUser, schema: schemas.accept },
    async (request) => {
      const { membership, events } = await acceptInvitation(
        app.db,
        signedInUser(request),
        request.params.token,
      );
      await publishAll(app, events);
      return membership;
    },
  );
};

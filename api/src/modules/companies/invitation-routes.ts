import type { FastifyPluginAsync } from 'fastify';
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
  type InvitationInput,
} from './invitation-service.js';
import { idParams, INVITABLE_ROLES, objectSchema } from './schemas.js';

// The token in the link: 43 base64url characters today; any string up to 200 is looked up (and
// not found), so a mangled link gets the same plain "expired or already used" answer.
const tokenParams = objectSchema({ token: { type: 'string', minLength: 1, maxLength: 200 } }, [
  'token',
]);

/**
 * Team invitations: the owner and admins invite by e-mail, list and revoke pending ones; the
 * invitee previews the link (no sign-in) and accepts it signed in as a recruiter.
 */
export const invitationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: InvitationInput }>(
    '/companies/mine/invitations',
    {
      preHandler: requireRecruiter,
      schema: {
        body: objectSchema(
          {
            email: { type: 'string', format: 'email', maxLength: 254 },
            role: { type: 'string', enum: INVITABLE_ROLES },
          },
          ['email', 'role'],
        ),
      },
    },
    async (request, reply) => {
      const inviter = signedInUser(request);
      const companyId = await requireManagerOf(app.db, inviter.id);
      await inviteMember(app.db, app.config, inviter, companyId, request.body);
      return reply.status(202).send({ message: INVITATION_SENT_MESSAGE });
    },
  );

  app.get(
    '/companies/mine/invitations',
    { preHandler: requireRecruiter, schema: { querystring: objectSchema({}) } },
    async (request) =>
      listInvitations(app.db, await requireManagerOf(app.db, signedInUser(request).id)),
  );

  app.delete<{ Params: { id: string } }>(
    '/companies/mine/invitations/:id',
    { preHandler: requireRecruiter, schema: { params: idParams } },
    async (request, reply) => {
      const companyId = await requireManagerOf(app.db, signedInUser(request).id);
      await revokeInvitation(app.db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get<{ Params: { token: string } }>(
    '/invitations/:token',
    { schema: { params: tokenParams } },
    async (request) => previewInvitation(app.db, request.params.token),
  );

  app.post<{ Params: { token: string } }>(
    '/invitations/:token/accept',
    { preHandler: requireUser, schema: { params: tokenParams } },
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

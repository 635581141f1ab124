import type { FastifyPluginAsync } from 'fastify';
import { requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { changeMemberRole, listMembers, removeMember } from './member-service.js';
import {
  INVITABLE_ROLES,
  objectSchema,
  pageQuery,
  type InvitableRole,
  type Page,
} from './schemas.js';

const memberParams = objectSchema({ userId: { type: 'string', format: 'uuid' } }, ['userId']);

/**
 * The people of the recruiter's company: any member lists them; the owner and admins change
 * roles and remove members; a member may leave. Nobody is added here: people join by accepting
 * an invitation (invitation-routes.ts).
 */
export const memberRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Page }>(
    '/companies/mine/members',
    {
      preHandler: requireRecruiter,
      schema: {
        querystring: objectSchema({
          ...pageQuery,
          pageSize: { ...pageQuery.pageSize, default: 50 },
        }),
      },
    },
    async (request) => listMembers(app.db, signedInUser(request).id, request.query),
  );

  app.patch<{ Params: { userId: string }; Body: { role: InvitableRole } }>(
    '/companies/mine/members/:userId',
    {
      preHandler: requireRecruiter,
      schema: {
        params: memberParams,
        body: objectSchema({ role: { type: 'string', enum: INVITABLE_ROLES } }, ['role']),
      },
    },
    async (request) =>
      changeMemberRole(app.db, signedInUser(request).id, request.params.userId, request.body.role),
  );

  app.delete<{ Params: { userId: string } }>(
    '/companies/mine/members/:userId',
    { preHandler: requireRecruiter, schema: { params: memberParams } },
    async (request, reply) => {
      await removeMember(app.db, signedInUser(request).id, request.params.userId);
      return reply.status(204).send();
    },
  );
};

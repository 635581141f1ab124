import type { FastifyPluginAsync } from 'fastify';
import { requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { publishAll } from '../notifications/notify.js';
import { addMember, listMembers, removeMember } from './member-service.js';
import { MEMBER_ROLES, objectSchema, pageQuery, type MemberRole, type Page } from './schemas.js';

/** The people of the recruiter's company. */
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

  app.post<{ Body: { email: string; role: MemberRole } }>(
    '/companies/mine/members',
    {
      preHandler: requireRecruiter,
      schema: {
        body: objectSchema(
          {
            email: { type: 'string', format: 'email', maxLength: 254 },
            role: { type: 'string', enum: MEMBER_ROLES },
          },
          ['email', 'role'],
        ),
      },
    },
    async (request, reply) => {
      const { member, events } = await addMember(app.db, signedInUser(request).id, request.body);
      await publishAll(app, events);
      return reply.status(201).send(member);
    },
  );

  app.delete<{ Params: { userId: string } }>(
    '/companies/mine/members/:userId',
    {
      preHandler: requireRecruiter,
      schema: {
        params: objectSchema({ userId: { type: 'string', format: 'uuid' } }, ['userId']),
      },
    },
    async (request, reply) => {
      await removeMember(app.db, signedInUser(request).id, request.params.userId);
      return reply.status(204).send();
    },
  );
};

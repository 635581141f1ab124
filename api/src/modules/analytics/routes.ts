import type { FastifyPluginAsync } from 'fastify';
import { requireRecruiter, requireRecruiterCompanyId } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { recruiterProductivity } from './productivity.js';
import { dayRange } from './range.js';
import { companyAnalytics } from './service.js';

const day = {
  type: 'string',
  minLength: 10,
  maxLength: 10,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
} as const;

/** `/api/analytics*`: a recruiter's company analytics and their own productivity. */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { from?: string; to?: string } }>(
    '/analytics',
    {
      preHandler: requireRecruiter,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { from: day, to: day },
        },
      },
    },
    async (request) => {
      const range = dayRange(request.query);
      const companyId = await requireRecruiterCompanyId(app.db, signedInUser(request));
      return companyAnalytics(app.db, companyId, range);
    },
  );

  app.get(
    '/analytics/productivity',
    {
      preHandler: requireRecruiter,
      schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } },
    },
    async (request) => {
      const user = signedInUser(request);
      const companyId = await requireRecruiterCompanyId(app.db, user);
      return recruiterProductivity(app.db, companyId, user.id);
    },
  );
};

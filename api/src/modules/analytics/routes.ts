import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { analyticsRoutes as schemas } from 'shared-kernel/contract';
import { requireRecruiter, requireRecruiterCompanyId } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { recruiterProductivity } from './productivity.js';
import { dayRange } from './range.js';
import { companyAnalytics } from './service.js';

/** `/api/analytics*`: a recruiter's company analytics and their own productivity. */
export const analyticsRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/analytics.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/analytics',
    { preHandler: requireRecruiter, schema: schemas.company },
    async (request) => {
      const range = dayRange(request.query);
      const companyId = await requireRecruiterCompanyId(app.db, signedInUser(request));
      return companyAnalytics(app.db, companyId, range);
    },
  );

  app.get(
    '/analytics/productivity',
    { preHandler: requireRecruiter, schema: schemas.productivity },
    async (request) => {
      const user = signedInUser(request);
      const companyId = await requireRecruiterCompanyId(app.db, user);
      return recruiterProductivity(app.db, companyId, user.id);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter, requireRecruiterCompanyId } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { recruiterProductivity } from './productivity.js';
import { dayRange } from './range.js';
import { companyAnalytics } from './service.js';

/** `/api/analytics*`: a recruiter's company analytics and their own productivity. */
export const analyticsRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/analytics.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.analytics.company),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const range = dayRange(request.query);
      const companyId = await requireRecruiterCompanyId(app.db, signedInUser(request));
      return companyAnalytics(app.db, companyId, range);
    },
  });

  app.route({
    ...fromContract(app, routes.analytics.productivity),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const user = signedInUser(request);
      const companyId = await requireRecruiterCompanyId(app.db, user);
      return recruiterProductivity(app.db, companyId, user.id);
    },
  });
};

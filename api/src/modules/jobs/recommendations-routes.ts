import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireCandidate } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { recommendations } from './recommendations-service.js';

/** GET /api/job-recommendations[?mode=culture]: signed-in candidates only (spec section 7). */
export const recommendationsRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/jobs.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.jobs.recommendations),
    preHandler: requireCandidate,
    handler: async (request) =>
      recommendations(
        app.db,
        signedInUser(request).id,
        request.query.mode === 'culture' ? 'culture' : 'skills',
      ),
  });
};

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { jobRoutes as schemas } from 'shared-kernel/contract';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { recommendations, startRecommendationRefresh } from './recommendations-service.js';

/** GET /api/job-recommendations[?mode=culture]: signed-in candidates only (spec section 7). */
export const recommendationsRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/jobs.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/job-recommendations',
    { preHandler: requireCandidate, schema: schemas.recommendations },
    // Not cached: the picks are computed ahead and read in one query (recommendations/read.ts);
    // saved and liked are read from the database each time.
    async (request) =>
      recommendations(
        app.db,
        signedInUser(request).id,
        request.query.mode === 'culture' ? 'culture' : 'skills',
      ),
  );

  startRecommendationRefresh(app);
};

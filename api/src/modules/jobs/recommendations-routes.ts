import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { jobRoutes as schemas, type Recommendations } from 'shared-kernel/contract';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { cultureRecommendations, skillsRecommendations } from './recommendations-service.js';

/** GET /api/job-recommendations[?mode=culture]: signed-in candidates only (spec section 7). */
export const recommendationsRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/jobs.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/job-recommendations',
    { preHandler: requireCandidate, schema: schemas.recommendations },
    async (request) => {
      const candidateId = signedInUser(request).id;
      const mode = request.query.mode === 'culture' ? 'culture' : 'skills';
      // Cached per candidate and mode; any write (their profile, a new job…) empties the cache.
      return app.readCache.read<Recommendations>(`recommendations:${mode}:${candidateId}`, () =>
        mode === 'culture'
          ? cultureRecommendations(app.db, candidateId)
          : skillsRecommendations(app.db, candidateId),
      );
    },
  );
};

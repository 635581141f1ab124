import type { FastifyPluginAsync } from 'fastify';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { cultureRecommendations, skillsRecommendations } from './recommendations-service.js';

/** GET /api/job-recommendations[?mode=culture]: signed-in candidates only (spec section 7). */
export const recommendationsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { mode?: 'skills' | 'culture' } }>(
    '/job-recommendations',
    {
      preHandler: requireCandidate,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { mode: { type: 'string', enum: ['skills', 'culture'] } },
        },
      },
    },
    async (request) => {
      const candidateId = signedInUser(request).id;
      const mode = request.query.mode === 'culture' ? 'culture' : 'skills';
      // Cached per candidate and mode; any write (their profile, a new job…) empties the cache.
      return app.readCache.read<object>(`recommendations:${mode}:${candidateId}`, () =>
        mode === 'culture'
          ? cultureRecommendations(app.db, candidateId)
          : skillsRecommendations(app.db, candidateId),
      );
    },
  );
};

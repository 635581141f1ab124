import type { FastifyPluginAsync } from 'fastify';
import { loadUser } from '../auth/sessions.js';
import { idParams, pageQuery } from './schemas.js';
import { jobDetail, searchJobs, type SearchQuery } from './search-service.js';
import { EMPLOYMENT_TYPES, PACES, SALARY_TYPES, VENUE_TYPES } from './serialize.js';

const commaListOf = (values: readonly string[]) => ({
  type: 'string',
  maxLength: 200,
  pattern: `^(${values.join('|')})(,(${values.join('|')}))*$`,
});

/** Public job search and job detail (signed-in candidates get their own extras). */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: SearchQuery }>(
    '/jobs',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            q: { type: 'string', maxLength: 200 },
            location: { type: 'string', maxLength: 100 },
            venueType: commaListOf(VENUE_TYPES),
            employmentType: commaListOf(EMPLOYMENT_TYPES),
            payMin: { type: 'number', minimum: 0, maximum: 1_000_000 },
            payType: { type: 'string', enum: SALARY_TYPES },
            pace: { type: 'string', enum: PACES },
            sort: { type: 'string', enum: ['newest', 'pay', 'closing'], default: 'newest' },
            ...pageQuery,
          },
        },
      },
    },
    async (request) => searchJobs(app.db, request.query, await loadUser(request), app.readCache),
  );

  app.get<{ Params: { id: string } }>(
    '/jobs/:id',
    { schema: { params: idParams } },
    async (request) => jobDetail(app.db, request.params.id, await loadUser(request)),
  );
};

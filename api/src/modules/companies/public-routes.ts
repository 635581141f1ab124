import type { FastifyPluginAsync } from 'fastify';
import {
  COMPANY_SORTS,
  listCompanies,
  marketplaceStats,
  publicProfile,
  type CompanyListQuery,
} from './public-service.js';
import { objectSchema, pageQuery, text, VENUE_TYPES } from './schemas.js';

const slugParams = objectSchema({ slug: text(80, 1) }, ['slug']);

/** Public reads: no session needed. */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: CompanyListQuery }>(
    '/companies',
    {
      schema: {
        querystring: objectSchema({
          ...pageQuery,
          q: text(100),
          venueType: { type: 'string', enum: VENUE_TYPES },
          sort: { type: 'string', enum: COMPANY_SORTS, default: 'name' },
        }),
      },
    },
    async (request) => listCompanies(app.db, request.query),
  );

  app.get<{ Params: { slug: string } }>(
    '/companies/:slug',
    { schema: { params: slugParams } },
    async (request) => {
      const { branding: _branding, ...profile } = await publicProfile(app.db, request.params.slug);
      return profile;
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/careers/:slug',
    { schema: { params: slugParams } },
    async (request) => publicProfile(app.db, request.params.slug),
  );

  app.get('/stats/marketplace', async () => marketplaceStats(app.db));
};

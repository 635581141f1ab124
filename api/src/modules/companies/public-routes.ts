import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { companyRoutes as schemas } from 'shared-kernel/contract';
import { listCompanies, marketplaceStats, publicProfile } from './public-service.js';

/** Public reads: no session needed. Schemas: shared-kernel/src/contract/companies.ts. */
export const publicRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/companies', { schema: schemas.list }, async (request) =>
    listCompanies(app.db, request.query),
  );

  app.get('/companies/:slug', { schema: schemas.profile }, async (request) => {
    const { branding: _branding, ...profile } = await publicProfile(app.db, request.params.slug);
    return profile;
  });

  app.get('/careers/:slug', { schema: schemas.careers }, async (request) =>
    publicProfile(app.db, request.params.slug),
  );

  app.get('/stats/marketplace', { schema: schemas.stats }, async () => marketplaceStats(app.db));
};

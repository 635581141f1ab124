import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { listCompanies, marketplaceStats, publicProfile } from './public-service.js';

/** Public reads: no session needed. Schemas: shared-kernel/src/contract/companies.ts. */
export const publicRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.companies.list),
    handler: async (request) => listCompanies(app.db, request.query),
  });

  app.route({
    ...fromContract(app, routes.companies.profile),
    handler: async (request) => {
      const { branding: _branding, ...profile } = await publicProfile(app.db, request.params.slug);
      return profile;
    },
  });

  app.route({
    ...fromContract(app, routes.companies.careers),
    handler: async (request) => publicProfile(app.db, request.params.slug),
  });

  app.route({
    ...fromContract(app, routes.companies.stats),
    handler: async () => marketplaceStats(app.db),
  });
};

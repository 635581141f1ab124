import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { loadUser } from '../auth/index.js';
import { jobDetail, searchJobs } from './search-service.js';

/** Public job search and job detail (signed-in candidates get their own extras). */
export const searchRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/jobs.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.jobs.search),
    handler: async (request) =>
      searchJobs(app.db, request.query, await loadUser(request), app.readCache),
  });

  app.route({
    ...fromContract(app, routes.jobs.detail),
    handler: async (request) => jobDetail(app.db, request.params.id, await loadUser(request)),
  });
};

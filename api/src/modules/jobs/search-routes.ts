import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { jobRoutes as schemas } from 'shared-kernel/contract';
import { loadUser } from '../auth/sessions.js';
import { jobDetail, searchJobs } from './search-service.js';

/** Public job search and job detail (signed-in candidates get their own extras). */
export const searchRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/jobs.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/jobs', { schema: schemas.search }, async (request) =>
    searchJobs(app.db, request.query, await loadUser(request), app.readCache),
  );

  app.get('/jobs/:id', { schema: schemas.detail }, async (request) =>
    jobDetail(app.db, request.params.id, await loadUser(request)),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { JobLifecycle } from './lifecycle.js';
import { manageRoutes } from './manage-routes.js';
import { recommendationsRoutes } from './recommendations-routes.js';
import { savedRoutes } from './saved-routes.js';
import { searchRoutes } from './search-routes.js';

/**
 * The jobs module: recruiters' job management, search, saved jobs, recommendations (under /api).
 * `lifecycle`: what opening and closing a job does in the modules that read jobs (lifecycle.ts).
 */
export const jobsModule =
  (lifecycle: JobLifecycle): FastifyPluginAsync =>
  async (app) => {
    await app.register(manageRoutes, lifecycle);
    await app.register(searchRoutes);
    await app.register(savedRoutes);
    await app.register(recommendationsRoutes);
  };

// What other modules use of this one (and the recommendation refresh, started by src/workers.ts).
export { companyMatchJob, type MatchJob } from './job-culture.js';
export { requireCompanyJob, selectJobs } from './job-select.js';
export { companyJob, companyJobs } from './manage-service.js';
export { startRecommendationRefresh } from './recommendations-service.js';
export { forgivingTsquery } from './search-words.js';
export { COMPANY_VIEW, serializeJob } from './serialize.js';
export {
  questionsOfJob,
  screeningColumn,
  serializeScreening,
  type ScreeningRow,
} from './screening.js';

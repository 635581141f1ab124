import type { FastifyPluginAsync } from 'fastify';
import { feedRoutes } from './feeds/routes.js';
import { statusRoutes } from './feeds/status-routes.js';
import { pageRoutes } from './page/routes.js';

/**
 * Jobs anyone can find (issue 31, docs/job-boards.md): each open job's public page (page/), and
 * robots.txt, the sitemap, the Indeed feed and the recruiter's view of them (feeds/). Routes:
 * shared-kernel/src/contract/job-boards.ts.
 */
export const jobBoardsModule: FastifyPluginAsync = async (app) => {
  await app.register(pageRoutes);
  await app.register(feedRoutes);
  await app.register(statusRoutes);
};

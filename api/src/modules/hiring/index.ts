import type { FastifyPluginAsync } from 'fastify';
import { hiringRoutes } from './routes.js';

/** The hiring module: the recruiter's dashboard, job matches and invitations, scorecards (/api). */
export const hiringModule: FastifyPluginAsync = async (app) => {
  await app.register(hiringRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './routes.js';

/** The analytics module: company hiring analytics and recruiter productivity, under /api. */
export const analyticsModule: FastifyPluginAsync = async (app) => {
  await app.register(analyticsRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { applicationRoutes } from './routes.js';
import { interviewRoutes } from './interviews-routes.js';
import { offerRoutes } from './offers-routes.js';

/** The applications module: applying, pipelines, interviews and offers, under /api. */
export const applicationsModule: FastifyPluginAsync = async (app) => {
  await app.register(applicationRoutes);
  await app.register(interviewRoutes);
  await app.register(offerRoutes);
};

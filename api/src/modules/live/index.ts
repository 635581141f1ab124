import type { FastifyPluginAsync } from 'fastify';
import { liveRoutes } from './routes.js';

/** The live notification socket (`/api/ws/notifications`). */
export const liveModule: FastifyPluginAsync = async (app) => {
  await app.register(liveRoutes);
};

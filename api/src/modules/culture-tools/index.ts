import type { FastifyPluginAsync } from 'fastify';
import { cultureToolRoutes } from './routes.js';

/** The hospitality culture tools (strategy canvas, magical moments) and rehiring, under /api. */
export const cultureToolsModule: FastifyPluginAsync = async (app) => {
  await app.register(cultureToolRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { cookieConsentRoutes } from './routes.js';

/** The cookie banner's decision posted as a form (before the app has started), under /api. */
export const cookieConsentModule: FastifyPluginAsync = async (app) => {
  await app.register(cookieConsentRoutes);
};

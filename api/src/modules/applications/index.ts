import type { FastifyPluginAsync } from 'fastify';
import { applicationRoutes } from './routes.js';
import { interviewRoutes } from './interviews-routes.js';
import { offerRoutes } from './offers-routes.js';
import { startOfferSweep } from './offers-expiry.js';
import { applicationNoteRoutes } from './notes-routes.js';

/** The applications module: applying, pipelines, interviews and offers, under /api. */
export const applicationsModule: FastifyPluginAsync = async (app) => {
  await app.register(applicationRoutes);
  await app.register(interviewRoutes);
  await app.register(offerRoutes);
  // Offers whose response deadline passed expire (every minute, in each API process).
  startOfferSweep(app);
  await app.register(applicationNoteRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { applicationRoutes } from './routes.js';
import { interviewRoutes } from './interviews-routes.js';
import { offerRoutes } from './offers-routes.js';
import { applicationNoteRoutes } from './notes-routes.js';
import { bookingRoutes } from './booking/routes.js';
import { workflowRoutes } from './workflows/routes.js';

/**
 * The applications module: applying, pipelines, interviews and offers, booking, and the hiring
 * workflows (issue 33), under /api.
 */
export const applicationsModule: FastifyPluginAsync = async (app) => {
  await app.register(applicationRoutes);
  await app.register(interviewRoutes);
  await app.register(offerRoutes);
  await app.register(applicationNoteRoutes);
  await app.register(bookingRoutes);
  await app.register(workflowRoutes);
};

// What other modules use of this one (and the offer and reminder sweeps, started by
// src/workers.ts).
export { handOverBookings } from './booking/hand-over.js';
export { startReminderSweep } from './booking/reminders.js';
export { closeJobForApplicants } from './close-job-service.js';
export { interviewsOfApplication } from './interviews-service.js';
export { startOfferSweep } from './offers-expiry.js';
export { offersOfApplication } from './offers-service.js';
export { findApplication, fullName, iso, isoTime } from './store.js';
export { isOpen } from './transitions.js';
export { startKnockoutSweep } from './workflows/knockouts.js';
export { startStaleSweep } from './workflows/stale.js';
export { recruiterOf } from './viewer.js';

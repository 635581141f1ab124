import type { FastifyPluginAsync } from 'fastify';
import { newStarterRoutes } from './routes.js';

/** The new-starter pack (issue 43 item 4): onboarding records of accepted offers, under /api. */
export const newStartersModule: FastifyPluginAsync = async (app) => {
  await app.register(newStarterRoutes);
};

// What other modules use of this one (and the sweeps, started by src/workers.ts).
export {
  createNewStarter,
  createNewStartersOfAcceptedOffers,
  keepRecordsOfDeletedAccount,
} from './lifecycle.js';
export { newStarterExport } from './export.js';
export { newStarterProgress } from './store.js';
export { followUpNow, startFollowUpSweep, sweepFollowUps } from './follow-up.js';
export { startRetentionSweep, sweepRetention } from './retention.js';

import type { FastifyPluginAsync } from 'fastify';
import { companyRoutes } from './company-routes.js';
import { cultureRoutes } from './culture-routes.js';
import { invitationRoutes } from './invitation-routes.js';
import { memberRoutes } from './member-routes.js';
import { ownershipRoutes } from './ownership-routes.js';
import { publicRoutes } from './public-routes.js';
import { tippingPolicyRoutes } from './tipping-policy-routes.js';
import { venueRoutes } from './venue-routes.js';

/** The companies module: its routes under /api. */
export const companiesModule: FastifyPluginAsync = async (app) => {
  await app.register(companyRoutes);
  await app.register(venueRoutes);
  await app.register(cultureRoutes);
  await app.register(memberRoutes);
  await app.register(invitationRoutes);
  await app.register(publicRoutes);
  await app.register(ownershipRoutes);
  await app.register(tippingPolicyRoutes);
};

// What other modules use of this one.
export { requireMembership } from './company-service.js';

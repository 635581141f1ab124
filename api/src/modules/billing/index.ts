import type { FastifyPluginAsync } from 'fastify';
import { billingRoutes } from './routes.js';

export { assertCanOpenJob } from './limits.js';
export { PLANS } from './plans.js';
export { PAYMENTS_OFF_MESSAGE, TestModeProvider, type PaymentProvider } from './provider.js';

/** The billing module: plans, a subscription per company, checkout (TEST MODE when configured). */
export const billingModule: FastifyPluginAsync = async (app) => {
  await app.register(billingRoutes);
};

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { billingRoutes as schemas } from 'shared-kernel/contract';
import {
  requireCompanyManager,
  requireRecruiter,
  requireRecruiterCompanyId,
} from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import {
  checkoutModeOf,
  PAYMENTS_OFF_MESSAGE,
  providerNamed,
  type PaymentProvider,
} from './provider.js';
import {
  cancelSubscription,
  companySubscription,
  completeCheckout,
  listPlans,
  startCheckout,
} from './service.js';

/** `provider`: this one rather than the configured one (BILLING_PROVIDER); null for none. */
export type BillingOptions = { provider?: PaymentProvider | null };

/**
 * `/api/billing/*`: plans (anyone), the recruiter's company subscription (any member reads it);
 * checkout and cancel only by the company's owner or admins. Checkout needs a payment provider:
 * without one (production until a real provider is configured) it answers 503 and nothing
 * changes. Schemas: shared-kernel/src/contract/billing.ts.
 */
export const billingRoutes: FastifyPluginAsync<BillingOptions> = async (plugin, options) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const provider =
    options.provider !== undefined ? options.provider : providerNamed(app.config.billingProvider);
  const checkoutMode = checkoutModeOf(provider);
  const companyOf = (request: Parameters<typeof signedInUser>[0]) =>
    requireRecruiterCompanyId(app.db, signedInUser(request));
  // Sent directly, not thrown: the error handler words every 5xx as "something went wrong".
  const paymentsOff = (reply: FastifyReply) =>
    reply.status(503).send({ message: PAYMENTS_OFF_MESSAGE });

  app.get('/billing/plans', { schema: schemas.plans }, () => listPlans());

  app.get(
    '/billing/subscription',
    { preHandler: requireRecruiter, schema: schemas.subscription },
    async (request) => companySubscription(app.db, await companyOf(request), checkoutMode),
  );

  app.post(
    '/billing/checkout',
    { preHandler: requireCompanyManager, schema: schemas.checkout },
    async (request, reply) => {
      if (!provider) return paymentsOff(reply);
      const companyId = await companyOf(request);
      const session = await startCheckout(
        app.db,
        provider,
        companyId,
        signedInUser(request).id,
        request.body.plan,
      );
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/billing/checkout/:id/complete',
    { preHandler: requireCompanyManager, schema: schemas.complete },
    async (request, reply) => {
      if (!provider) return paymentsOff(reply);
      return completeCheckout(app.db, provider, await companyOf(request), request.params.id);
    },
  );

  app.post(
    '/billing/cancel',
    { preHandler: requireCompanyManager, schema: schemas.cancel },
    async (request) => cancelSubscription(app.db, await companyOf(request), checkoutMode),
  );
};

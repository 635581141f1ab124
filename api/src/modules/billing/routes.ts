import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import {
  requireCompanyManager,
  requireRecruiter,
  requireRecruiterCompanyId,
} from '../access/index.js';
import { signedInUser } from '../auth/index.js';
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

  app.route({
    ...fromContract(app, routes.billing.plans),
    handler: () => listPlans(),
  });

  app.route({
    ...fromContract(app, routes.billing.subscription),
    preHandler: requireRecruiter,
    handler: async (request) => companySubscription(app.db, await companyOf(request), checkoutMode),
  });

  app.route({
    ...fromContract(app, routes.billing.checkout),
    preHandler: requireCompanyManager,
    handler: async (request, reply) => {
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
  });

  app.route({
    ...fromContract(app, routes.billing.complete),
    preHandler: requireCompanyManager,
    handler: async (request, reply) => {
      if (!provider) return paymentsOff(reply);
      return completeCheckout(app.db, provider, await companyOf(request), request.params.id);
    },
  });

  app.route({
    ...fromContract(app, routes.billing.cancel),
    preHandler: requireCompanyManager,
    handler: async (request) => cancelSubscription(app.db, await companyOf(request), checkoutMode),
  });
};

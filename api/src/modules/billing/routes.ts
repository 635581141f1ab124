import type { FastifyPluginAsync } from 'fastify';
import {
  requireCompanyManager,
  requireRecruiter,
  requireRecruiterCompanyId,
} from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { PAID_PLAN_IDS, type PlanId } from './plans.js';
import { TestModeProvider, type PaymentProvider } from './provider.js';
import {
  cancelSubscription,
  companySubscription,
  completeCheckout,
  listPlans,
  startCheckout,
} from './service.js';

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;
const checkoutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['plan'],
  properties: { plan: { type: 'string', enum: PAID_PLAN_IDS } },
} as const;

export type BillingOptions = { provider?: PaymentProvider };

/**
 * `/api/billing/*`: plans (anyone), the recruiter's company subscription (any member reads it);
 * checkout and cancel only by the company's owner or admins.
 */
export const billingRoutes: FastifyPluginAsync<BillingOptions> = async (app, options) => {
  const provider = options.provider ?? new TestModeProvider();
  const companyOf = (request: Parameters<typeof signedInUser>[0]) =>
    requireRecruiterCompanyId(app.db, signedInUser(request));

  app.get('/billing/plans', { schema: { querystring: noQuery } }, () => listPlans());

  app.get(
    '/billing/subscription',
    { preHandler: requireRecruiter, schema: { querystring: noQuery } },
    async (request) => companySubscription(app.db, await companyOf(request)),
  );

  app.post<{ Body: { plan: PlanId } }>(
    '/billing/checkout',
    { preHandler: requireCompanyManager, schema: { body: checkoutBody } },
    async (request, reply) => {
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

  app.post<{ Params: { id: string } }>(
    '/billing/checkout/:id/complete',
    { preHandler: requireCompanyManager, schema: { params: idParams } },
    async (request) =>
      completeCheckout(app.db, provider, await companyOf(request), request.params.id),
  );

  app.post('/billing/cancel', { preHandler: requireCompanyManager }, async (request) =>
    cancelSubscription(app.db, await companyOf(request)),
  );
};

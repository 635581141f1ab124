// Billing (/api/billing/*): the plans, the company's subscription, checkout and cancelling. The
// API's routes are api/src/modules/billing/routes.ts; the plans' limits and prices its plans.ts.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoBodySchema,
  NoQuerySchema,
  nullable,
  pageOf,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';
import {
  CHECKOUT_STATUSES,
  PAID_PLAN_IDS,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
} from './vocabularies.js';

export const PlanIdSchema = vocabulary(PLAN_IDS);
export const PaidPlanIdSchema = vocabulary(PAID_PLAN_IDS);

export const PlanSchema = Type.Object({
  id: PlanIdSchema,
  name: Type.String(),
  /** Open jobs at once; null = no limit. */
  openJobsLimit: nullable(Type.Integer({ minimum: 0 })),
  /** Per month, in pounds. */
  monthlyPrice: Type.Number({ minimum: 0 }),
  currency: Type.String(),
});
export type Plan = Static<typeof PlanSchema>;

export const PlanPageSchema = pageOf(PlanSchema);
export type PlanPage = Static<typeof PlanPageSchema>;

/**
 * How checkout runs on this server: `test` TEST MODE (no payment is taken; the screens say so),
 * `live` through a real payment provider, `off` with none configured (checkout answers 503 and
 * the plan cannot change).
 */
export const CHECKOUT_MODES = ['test', 'live', 'off'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

/** The company's subscription (a company without one is on the free plan). */
export const SubscriptionSchema = Type.Object({
  plan: PlanIdSchema,
  planName: Type.String(),
  monthlyPrice: Type.Number({ minimum: 0 }),
  currency: Type.String(),
  status: vocabulary(SUBSCRIPTION_STATUSES),
  openJobsLimit: nullable(Type.Integer({ minimum: 0 })),
  openJobs: Type.Integer({ minimum: 0 }),
  currentPeriodEnd: nullable(DateTimeSchema),
  cancelAtPeriodEnd: Type.Boolean(),
  /** The provider the current paid plan went through (`test`), null on free. */
  provider: nullable(Type.String()),
  /** How a checkout would run now (see CHECKOUT_MODES). */
  checkoutMode: vocabulary(CHECKOUT_MODES),
});
export type Subscription = Static<typeof SubscriptionSchema>;

export const CheckoutInputSchema = Type.Object(
  { plan: PaidPlanIdSchema },
  { additionalProperties: false },
);
export type CheckoutInput = Static<typeof CheckoutInputSchema>;

/** A started checkout: where to pay (in test mode, completed by the complete route). */
export const CheckoutSessionSchema = Type.Object({
  id: UuidSchema,
  plan: PlanIdSchema,
  status: vocabulary(CHECKOUT_STATUSES),
  /** Pounds. */
  amount: Type.Number({ minimum: 0 }),
  currency: Type.String(),
  expiresAt: nullable(DateTimeSchema),
  completedAt: nullable(DateTimeSchema),
  checkoutUrl: Type.String(),
  testMode: Type.Boolean(),
});
export type CheckoutSession = Static<typeof CheckoutSessionSchema>;

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const billingRoutes = {
  /** Anyone */
  plans: defineRoute('GET', '/api/billing/plans', {
    querystring: NoQuerySchema,
    response: { 200: PlanPageSchema, ...errorResponses(400) },
  }),
  /** Any member of the company */
  subscription: defineRoute('GET', '/api/billing/subscription', {
    querystring: NoQuerySchema,
    response: { 200: SubscriptionSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** Owner or admin; 409 already on that plan; 503 no provider */
  checkout: defineRoute('POST', '/api/billing/checkout', {
    querystring: NoQuerySchema,
    body: CheckoutInputSchema,
    response: { 201: CheckoutSessionSchema, ...errorResponses(...WRITE_ERRORS, 404, 409, 503) },
  }),
  /** Test mode only; 409 done, expired or unpaid */
  complete: defineRoute('POST', '/api/billing/checkout/:id/complete', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: SubscriptionSchema, ...errorResponses(...WRITE_ERRORS, 404, 409, 503) },
  }),
  /** Owner or admin; 409 on the free plan */
  cancel: defineRoute('POST', '/api/billing/cancel', {
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: SubscriptionSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
};

import type {
  CheckoutMode,
  CheckoutSession,
  CheckoutStatus,
  PlanPage,
  Subscription,
} from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { conflict, notFound } from '../../http/errors.js';
import { effectivePlan, inForce, openJobCount, subscriptionRow } from './limits.js';
import { CURRENCY, PLAN_IDS, PLANS, type PlanId } from './plans.js';
import { checkoutModeOf, type PaymentProvider } from './provider.js';

// A company's plan: its subscription, checkouts through the payment provider, cancelling.

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function listPlans(): PlanPage {
  const items = PLAN_IDS.map((id) => ({ ...PLANS[id], currency: CURRENCY }));
  return { items, total: items.length, page: 1, pageSize: items.length };
}

/**
 * The company's subscription as the client sees it (a company without a row is on free), with
 * how a checkout would run on this server.
 */
export async function companySubscription(
  db: Db,
  companyId: string,
  checkoutMode: CheckoutMode,
): Promise<Subscription> {
  const row = await subscriptionRow(db, companyId);
  const { plan, limit } = effectivePlan(row);
  const openJobs = await openJobCount(db, companyId);
  const current = inForce(row) ? row : null;
  return {
    plan: plan.id,
    planName: plan.name,
    monthlyPrice: plan.monthlyPrice,
    currency: CURRENCY,
    status: current?.status ?? 'active',
    openJobsLimit: limit,
    openJobs,
    currentPeriodEnd: iso(current?.current_period_end ?? null),
    cancelAtPeriodEnd: current?.cancel_at_period_end ?? false,
    provider: current?.provider ?? null,
    checkoutMode,
  };
}

type SessionRow = {
  id: string;
  plan: PlanId;
  status: CheckoutStatus;
  amount_pence: number;
  currency: string;
  provider: string;
  provider_ref: string | null;
  expires_at: Date | string;
  completed_at: Date | string | null;
};

const SESSION_COLUMNS = [
  'id',
  'plan',
  'status',
  'amount_pence',
  'currency',
  'provider',
  'provider_ref',
  'expires_at',
  'completed_at',
] as const;

const serializeSession = (row: SessionRow) => ({
  id: row.id,
  plan: row.plan,
  status: row.status,
  amount: row.amount_pence / 100,
  currency: row.currency,
  expiresAt: iso(row.expires_at),
  completedAt: iso(row.completed_at),
});

/** Starts a checkout for a paid plan; answers where to pay. */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  companyId: string,
  userId: string,
  planId: PlanId,
): Promise<CheckoutSession> {
  const plan = PLANS[planId];
  const current = effectivePlan(await subscriptionRow(db, companyId));
  if (current.plan.id === planId) throw conflict(`You are already on the ${planId} plan`, 'plan');
  return db.transaction(async (tx) => {
    const session: SessionRow = await kysely(tx)
      .insertInto('checkout_sessions')
      .values({
        company_id: companyId,
        plan: planId,
        amount_pence: plan.monthlyPrice * 100,
        currency: CURRENCY,
        provider: provider.name,
        created_by: userId,
      })
      .returning(SESSION_COLUMNS)
      .executeTakeFirstOrThrow();
    const started = await provider.createCheckout({
      sessionId: session.id,
      companyId,
      plan: planId,
      amountPence: session.amount_pence,
      currency: session.currency,
    });
    if (started.providerRef)
      await kysely(tx)
        .updateTable('checkout_sessions')
        .set({ provider_ref: started.providerRef })
        .where('id', '=', session.id)
        .execute();
    return {
      ...serializeSession(session),
      checkoutUrl: started.checkoutUrl,
      testMode: started.testMode,
    };
  });
}

/** Test mode: completes a checkout of the company and puts the company on its plan. */
export async function completeCheckout(
  db: Db,
  provider: PaymentProvider,
  companyId: string,
  sessionId: string,
): Promise<Subscription> {
  if (!provider.testMode) throw notFound('Checkout not found');
  await db
    .transaction(async (tx) => {
      const session: SessionRow | undefined = await kysely(tx)
        .selectFrom('checkout_sessions')
        .select(SESSION_COLUMNS)
        .where('id', '=', sessionId)
        .where('company_id', '=', companyId)
        .where('provider', '=', provider.name)
        .forUpdate()
        .executeTakeFirst();
      if (!session) throw notFound('Checkout not found');
      if (session.status === 'completed') throw conflict('This checkout is already complete');
      if (session.status !== 'open') throw conflict(`This checkout is ${session.status}`);
      if (new Date(session.expires_at) <= new Date()) {
        await kysely(tx)
          .updateTable('checkout_sessions')
          .set({ status: 'expired' })
          .where('id', '=', session.id)
          .execute();
        return 'expired';
      }
      const result = await provider.completeCheckout({
        sessionId: session.id,
        providerRef: session.provider_ref,
      });
      if (!result.paid) throw conflict('The payment did not go through');
      await kysely(tx)
        .updateTable('checkout_sessions')
        .set({ status: 'completed', completed_at: sql`now()` })
        .where('id', '=', session.id)
        .execute();
      await kysely(tx)
        .insertInto('subscriptions')
        .values({
          company_id: companyId,
          plan: session.plan,
          status: 'active',
          open_jobs_limit: PLANS[session.plan].openJobsLimit,
          current_period_end: sql`now() + interval '1 month'`,
          cancel_at_period_end: false,
          provider: provider.name,
          provider_ref: result.providerRef,
        })
        .onConflict((oc) =>
          oc.column('company_id').doUpdateSet((eb) => ({
            plan: eb.ref('excluded.plan'),
            status: 'active',
            open_jobs_limit: eb.ref('excluded.open_jobs_limit'),
            current_period_end: eb.ref('excluded.current_period_end'),
            cancel_at_period_end: false,
            provider: eb.ref('excluded.provider'),
            provider_ref: eb.ref('excluded.provider_ref'),
          })),
        )
        .execute();
      return 'completed';
    })
    .then((outcome) => {
      if (outcome === 'expired') throw conflict('This checkout has expired; start a new one');
    });
  return companySubscription(db, companyId, checkoutModeOf(provider));
}

/** Cancels the paid plan at the end of its period (the company then returns to free). */
export async function cancelSubscription(
  db: Db,
  companyId: string,
  checkoutMode: CheckoutMode,
): Promise<Subscription> {
  const row = await subscriptionRow(db, companyId);
  if (!inForce(row) || row.plan === 'free') throw conflict('You are on the free plan');
  if (!row.cancel_at_period_end)
    await kysely(db)
      .updateTable('subscriptions')
      .set({ cancel_at_period_end: true })
      .where('company_id', '=', companyId)
      .execute();
  return companySubscription(db, companyId, checkoutMode);
}

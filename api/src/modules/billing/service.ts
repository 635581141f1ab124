import type {
  CheckoutMode,
  CheckoutSession,
  CheckoutStatus,
  PlanPage,
  Subscription,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
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

const SESSION_COLUMNS =
  'id, plan, status, amount_pence, currency, provider, provider_ref, expires_at, completed_at';

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
    const { rows } = await tx.query<SessionRow>(
      `INSERT INTO checkout_sessions (company_id, plan, amount_pence, currency, provider, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${SESSION_COLUMNS}`,
      [companyId, planId, plan.monthlyPrice * 100, CURRENCY, provider.name, userId],
    );
    const session = rows[0];
    const started = await provider.createCheckout({
      sessionId: session.id,
      companyId,
      plan: planId,
      amountPence: session.amount_pence,
      currency: session.currency,
    });
    if (started.providerRef)
      await tx.query('UPDATE checkout_sessions SET provider_ref = $2 WHERE id = $1', [
        session.id,
        started.providerRef,
      ]);
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
      const { rows } = await tx.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM checkout_sessions
       WHERE id = $1 AND company_id = $2 AND provider = $3 FOR UPDATE`,
        [sessionId, companyId, provider.name],
      );
      const session = rows[0];
      if (!session) throw notFound('Checkout not found');
      if (session.status === 'completed') throw conflict('This checkout is already complete');
      if (session.status !== 'open') throw conflict(`This checkout is ${session.status}`);
      if (new Date(session.expires_at) <= new Date()) {
        await tx.query(`UPDATE checkout_sessions SET status = 'expired' WHERE id = $1`, [
          session.id,
        ]);
        return 'expired';
      }
      const result = await provider.completeCheckout({
        sessionId: session.id,
        providerRef: session.provider_ref,
      });
      if (!result.paid) throw conflict('The payment did not go through');
      await tx.query(
        `UPDATE checkout_sessions SET status = 'completed', completed_at = now() WHERE id = $1`,
        [session.id],
      );
      await tx.query(
        `INSERT INTO subscriptions (company_id, plan, status, open_jobs_limit, current_period_end,
         cancel_at_period_end, provider, provider_ref)
       VALUES ($1, $2, 'active', $3, now() + interval '1 month', false, $4, $5)
       ON CONFLICT (company_id) DO UPDATE SET plan = EXCLUDED.plan, status = 'active',
         open_jobs_limit = EXCLUDED.open_jobs_limit,
         current_period_end = EXCLUDED.current_period_end, cancel_at_period_end = false,
         provider = EXCLUDED.provider, provider_ref = EXCLUDED.provider_ref`,
        [
          companyId,
          session.plan,
          PLANS[session.plan].openJobsLimit,
          provider.name,
          result.providerRef,
        ],
      );
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
    await db.query('UPDATE subscriptions SET cancel_at_period_end = true WHERE company_id = $1', [
      companyId,
    ]);
  return companySubscription(db, companyId, checkoutMode);
}

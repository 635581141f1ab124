import type { SubscriptionStatus } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { conflict } from '../../http/errors.js';
import { PLANS, type Plan, type PlanId } from './plans.js';

export type SubscriptionRow = {
  plan: PlanId;
  status: SubscriptionStatus;
  open_jobs_limit: number | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
  provider: string;
};

/** The company's subscription row, or null (no row: the free plan). */
export async function subscriptionRow(db: Db, companyId: string): Promise<SubscriptionRow | null> {
  const row = await kysely(db)
    .selectFrom('subscriptions')
    .select([
      'plan',
      'status',
      'open_jobs_limit',
      'current_period_end',
      'cancel_at_period_end',
      'provider',
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ?? null;
}

/** Whether a row still gives its plan: not cancelled and its period not over. */
export function inForce(row: SubscriptionRow | null, now = new Date()): row is SubscriptionRow {
  if (!row || row.status === 'cancelled') return false;
  return !row.current_period_end || new Date(row.current_period_end) > now;
}

/** The plan a company is on now, with its open-jobs limit (null = no limit). */
export function effectivePlan(row: SubscriptionRow | null): { plan: Plan; limit: number | null } {
  if (!inForce(row)) return { plan: PLANS.free, limit: PLANS.free.openJobsLimit };
  return { plan: PLANS[row.plan], limit: row.open_jobs_limit };
}

/** How many of the company's jobs are open (what the plan's limit counts). */
export async function openJobCount(db: Db, companyId: string): Promise<number> {
  const { n } = await kysely(db)
    .selectFrom('jobs')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return n;
}

/**
 * Throws 409 when the company already has as many open jobs as its plan allows. Call inside the
 * transaction that opens the job: it locks the company row so two publishes cannot both pass.
 */
export async function assertCanOpenJob(tx: Db, companyId: string): Promise<void> {
  await kysely(tx)
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .forUpdate()
    .execute();
  const { plan, limit } = effectivePlan(await subscriptionRow(tx, companyId));
  if (limit === null) return;
  if ((await openJobCount(tx, companyId)) >= limit)
    throw conflict(`Your ${plan.id} plan allows ${limit} open jobs. Upgrade to open more.`);
}

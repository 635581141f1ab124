// The plans a company can be on: the one place their limits and prices are set. Their ids are
// vocabularies of the contract (PLAN_IDS, PAID_PLAN_IDS in shared-kernel/src/contract).
import type { PlanId } from 'shared-kernel/contract';

export { PAID_PLAN_IDS, PLAN_IDS, type PlanId } from 'shared-kernel/contract';

export type Plan = {
  id: PlanId;
  name: string;
  /** Open jobs at once; null = no limit. */
  openJobsLimit: number | null;
  /** Per month, in pounds. */
  monthlyPrice: number;
};

export const PLANS: Record<PlanId, Plan> = {
  free: { id: 'free', name: 'Free', openJobsLimit: 3, monthlyPrice: 0 },
  growth: { id: 'growth', name: 'Growth', openJobsLimit: 15, monthlyPrice: 49 },
  scale: { id: 'scale', name: 'Scale', openJobsLimit: null, monthlyPrice: 149 },
};

export const CURRENCY = 'GBP';

// The plans a company can be on: the one place their limits and prices are set.

export type PlanId = 'free' | 'growth' | 'scale';

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

export const PLAN_IDS = Object.keys(PLANS) as PlanId[];
/** The plans bought through checkout. */
export const PAID_PLAN_IDS: PlanId[] = ['growth', 'scale'];
export const CURRENCY = 'GBP';

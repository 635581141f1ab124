import { apiGet, apiWrite } from 'shared-kernel';
import type { Page } from './venues';

// Plans, the company's subscription and the test-mode checkout: /api/billing/*.

export type PlanId = 'free' | 'growth' | 'scale';

export interface Plan {
  id: PlanId;
  name: string;
  openJobsLimit: number | null;
  monthlyPrice: number;
  currency: string;
}

export interface Subscription {
  plan: PlanId;
  planName: string;
  monthlyPrice: number;
  currency: string;
  status: string;
  openJobsLimit: number | null;
  openJobs: number;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  provider: string | null;
}

export interface CheckoutSession {
  id: string;
  plan: PlanId;
  status: string;
  amount: number;
  currency: string;
  checkoutUrl: string;
  testMode: boolean;
}

export const PLANS_KEY = ['/api/billing/plans'] as const;
export const SUBSCRIPTION_KEY = ['/api/billing/subscription'] as const;

export async function listPlans(): Promise<Page<Plan>> {
  return (
    (await apiGet<Page<Plan>>('/api/billing/plans')) ?? {
      items: [],
      total: 0,
      page: 1,
      pageSize: 0,
    }
  );
}

export async function getSubscription(): Promise<Subscription> {
  const found = await apiGet<Subscription>('/api/billing/subscription');
  if (!found) throw new Error('Not signed in');
  return found;
}

export async function startCheckout(plan: PlanId): Promise<CheckoutSession> {
  return (await apiWrite<CheckoutSession>('POST', '/api/billing/checkout', {
    plan,
  })) as CheckoutSession;
}

export async function completeCheckout(sessionId: string): Promise<Subscription> {
  return (await apiWrite<Subscription>(
    'POST',
    `/api/billing/checkout/${encodeURIComponent(sessionId)}/complete`,
  )) as Subscription;
}

export async function cancelSubscription(): Promise<Subscription> {
  return (await apiWrite<Subscription>('POST', '/api/billing/cancel')) as Subscription;
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type { CheckoutSession, PaidPlanId, PlanPage, Subscription } from 'shared-kernel/contract';

// Plans, the company's subscription and the test-mode checkout: /api/billing/*. Shapes:
// shared-kernel/src/contract/billing.ts.

export type {
  CheckoutSession,
  PaidPlanId,
  Plan,
  PlanId,
  PlanPage,
  Subscription,
} from 'shared-kernel/contract';

export const billingKeys = {
  all: ['/api/billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
};

/** @deprecated names kept for the screens still reading them: use `billingKeys`. */
export const PLANS_KEY = billingKeys.plans();
export const SUBSCRIPTION_KEY = billingKeys.subscription();

export async function listPlans(): Promise<PlanPage> {
  return (
    (await apiGet<PlanPage>('/api/billing/plans')) ?? {
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

const need = <T>(value: T | null): T => {
  if (value === null) throw new Error('Not signed in');
  return value;
};

export async function startCheckout(plan: PaidPlanId): Promise<CheckoutSession> {
  return need(await apiWrite<CheckoutSession>('POST', '/api/billing/checkout', { plan }));
}

export async function completeCheckout(sessionId: string): Promise<Subscription> {
  return need(
    await apiWrite<Subscription>(
      'POST',
      `/api/billing/checkout/${encodeURIComponent(sessionId)}/complete`,
    ),
  );
}

export async function cancelSubscription(): Promise<Subscription> {
  return need(await apiWrite<Subscription>('POST', '/api/billing/cancel'));
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.plans(), queryFn: listPlans });

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.subscription(), queryFn: getSubscription });

export const usePlans = () => useQuery(plansQueryOptions());
export const useSubscription = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...subscriptionQueryOptions(), enabled });

/** Starts a checkout; the screen goes where the answer says (nothing cached changes yet). */
export const useStartCheckout = (config: MutationConfig<typeof startCheckout> = {}) =>
  useMutation({ ...config, mutationFn: startCheckout });

/** A write that answers the company's subscription: the answer becomes the cached one. */
function useSubscriptionWrite<TVariables>(
  mutationFn: (variables: TVariables) => Promise<Subscription>,
  { onSuccess, ...config }: MutationConfig<(variables: TVariables) => Promise<Subscription>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (...args) => {
      queryClient.setQueryData(billingKeys.subscription(), args[0]);
      return onSuccess?.(...args);
    },
  });
}

export const useCompleteCheckout = (config?: MutationConfig<typeof completeCheckout>) =>
  useSubscriptionWrite(completeCheckout, config);

export const useCancelSubscription = (
  config?: MutationConfig<(variables: void) => Promise<Subscription>>,
) => useSubscriptionWrite((_: void) => cancelSubscription(), config);

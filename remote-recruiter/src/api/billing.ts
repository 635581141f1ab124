import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, billingKeys, type MutationConfig, routes } from 'shared-kernel';
import type { PaidPlanId, Subscription } from 'shared-kernel/contract';

// Plans, the company's subscription and the test-mode checkout (routes.billing). Shapes:
// shared-kernel/src/contract/billing.ts.

export type {
  CheckoutSession,
  PaidPlanId,
  Plan,
  PlanId,
  PlanPage,
  Subscription,
} from 'shared-kernel/contract';

export const listPlans = () => api(routes.billing.plans);

export const getSubscription = () => api(routes.billing.subscription);

export const startCheckout = (plan: PaidPlanId) => api(routes.billing.checkout, { body: { plan } });

export const completeCheckout = (sessionId: string) =>
  api(routes.billing.complete, { params: { id: sessionId } });

export const cancelSubscription = () => api(routes.billing.cancel);

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

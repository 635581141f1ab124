import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  applicationKeys,
  isLiveCatchUp,
  offerKeys,
  useLiveEvents,
  type MutationConfig,
  routes,
} from 'shared-kernel';
import type { OfferAnswer } from 'shared-kernel/contract';

// The candidate's job offers (routes.offers.list) and answering one (accept or decline). Shapes:
// shared-kernel/contract.

export type { Offer, OfferAnswer, OfferPage, OfferStatus } from 'shared-kernel/contract';

export const getOffers = () => api(routes.offers.list, { query: { pageSize: 50 } });

export const respondToOffer = ({ id, answer }: { id: string; answer: OfferAnswer }) =>
  api(routes.offers[answer], { params: { id } });

export const offersQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.list(), queryFn: getOffers });

/**
 * The live events that can change the candidate's offers: any offer event (made, withdrawn,
 * expired, answered) and application events (withdrawing an application withdraws its offer).
 */
export const changesOffers = (type: string) =>
  type.startsWith('offer') || type.startsWith('application') || isLiveCatchUp(type);

/** The candidate's offers; an open tab reads them again when a live event says they changed. */
export function useOffers() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (changesOffers(event.type)) void queryClient.invalidateQueries({ queryKey: offerKeys.all });
  });
  return useQuery(offersQueryOptions());
}

/**
 * Accepts or declines an offer. The answer moves the application too (accepted or declined), so
 * the applications read again as well as the offers.
 */
export function useRespondToOffer({
  onSuccess,
  ...config
}: MutationConfig<typeof respondToOffer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: respondToOffer,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      return onSuccess?.(...args);
    },
  });
}

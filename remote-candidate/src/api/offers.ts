import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, isLiveCatchUp, useLiveEvents, type MutationConfig } from 'shared-kernel';
import type { Offer, OfferAnswer, OfferPage } from 'shared-kernel/contract';
import { applicationKeys } from './applications';

// The candidate's job offers (GET /api/offers) and answering one (POST /api/offers/:id/accept or
// /decline). Shapes: shared-kernel/contract.

export type { Offer, OfferAnswer, OfferPage, OfferStatus } from 'shared-kernel/contract';

export const offerKeys = {
  all: ['/api/offers'] as const,
  list: () => [...offerKeys.all, 'list'] as const,
};

export const getOffers = () => apiGet<OfferPage>('/api/offers?pageSize=50');

export const respondToOffer = ({ id, answer }: { id: string; answer: OfferAnswer }) =>
  apiWrite<Offer>('POST', `/api/offers/${encodeURIComponent(id)}/${answer}`);

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

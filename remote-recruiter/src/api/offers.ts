import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type { MakeOfferBody, Offer, OfferPage } from 'shared-kernel/contract';
import { applicationKeys } from './applications';

// The company's offers (GET /api/offers) and making one. Shapes: shared-kernel/contract.

export type { Offer };
export type OfferInput = MakeOfferBody;

export const offerKeys = {
  all: ['/api/offers'] as const,
  list: () => [...offerKeys.all, 'list'] as const,
};

export const fetchOffers = () => apiGet<OfferPage>('/api/offers?pageSize=50');

export const offersQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.list(), queryFn: fetchOffers });

export const useOffers = () => useQuery(offersQueryOptions());

export const makeOffer = ({ applicationId, input }: { applicationId: string; input: OfferInput }) =>
  apiWrite<Offer>('POST', `/api/applications/${applicationId}/offers`, input);

/** Making an offer moves the application to offered: offers and applications read again. */
export function useMakeOffer({ onSuccess, ...config }: MutationConfig<typeof makeOffer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: makeOffer,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      ]);
      return onSuccess?.(...args);
    },
  });
}

/** Withdraws a pending offer (the application goes back a stage; the candidate gets the message). */
export const withdrawOffer = ({ id, message }: { id: string; message?: string }) =>
  apiWrite<Offer>('POST', `/api/offers/${id}/withdraw`, message ? { message } : {});

export function useWithdrawOffer({
  onSuccess,
  ...config
}: MutationConfig<typeof withdrawOffer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: withdrawOffer,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      ]);
      return onSuccess?.(...args);
    },
  });
}

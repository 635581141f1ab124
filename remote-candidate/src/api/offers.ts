import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, applicationKeys, offerKeys, type MutationConfig, routes } from 'shared-kernel';
import type { OfferAnswer } from 'shared-kernel/contract';

// The candidate's job offers: answering one (accept or decline). The offers are read as the
// company's are: shared-kernel's useOffers (shared-kernel/src/offers/). Shapes:
// shared-kernel/contract.

export type { Offer, OfferAnswer, OfferPage, OfferStatus } from 'shared-kernel/contract';

export const respondToOffer = ({ id, answer }: { id: string; answer: OfferAnswer }) =>
  api(routes.offers[answer], { params: { id } });

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

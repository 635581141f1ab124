import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, applicationKeys, offerKeys, type MutationConfig, routes } from 'shared-kernel';
import type { MakeOfferBody, Offer } from 'shared-kernel/contract';

// The company's offers: making and withdrawing one. The offers are read as the candidate's are:
// shared-kernel's useOffers (shared-kernel/src/offers/). Shapes: shared-kernel/contract.

export type { Offer };
export type OfferInput = MakeOfferBody;

export const makeOffer = ({ applicationId, input }: { applicationId: string; input: OfferInput }) =>
  api(routes.offers.make, { params: { id: applicationId }, body: input });

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
  api(routes.offers.withdraw, { params: { id }, body: message ? { message } : {} });

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

// The signed-in user's job offers, one read for both sides (GET /api/offers answers a candidate's
// own or their company's): its query and the live events that refresh it. Answering an offer
// (the candidate's) and making or withdrawing one (the company's) stay with the remote whose user
// does them. Shapes: shared-kernel/src/contract/offers.ts.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { routes } from '../contract/addresses';
import { isLiveCatchUp, useLiveEvents } from 'shared-kernel/runtime';
import { offerKeys } from '../query-keys';

export const offersQueryOptions = () =>
  queryOptions({
    queryKey: offerKeys.list(),
    queryFn: () => api(routes.offers.list, { query: { pageSize: 50 } }),
  });

/**
 * The live events that can change the offers: any offer event (made, withdrawn, expired,
 * answered) and application events (withdrawing an application withdraws its offer).
 */
export const changesOffers = (type: string) =>
  type.startsWith('offer') || type.startsWith('application') || isLiveCatchUp(type);

/** The offers; an open tab reads them again when a live event says they changed. */
export function useOffers() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (changesOffers(event.type)) void queryClient.invalidateQueries({ queryKey: offerKeys.all });
  });
  return useQuery(offersQueryOptions());
}

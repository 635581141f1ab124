// The signed-in user's interviews, one read for both sides (GET /api/interviews answers a
// candidate's own or a company's): its query and the live events that refresh it. Scheduling,
// confirming and the rest stay with the remote whose user does them.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../contract/addresses';
import { isLiveCatchUp, useLiveEvents } from 'shared-kernel/runtime';
import { interviewKeys } from '../query-keys';
import { api } from '../api/client';

export const interviewsQueryOptions = () =>
  queryOptions({ queryKey: interviewKeys.list(), queryFn: () => api(routes.interviews.list) });

/** The interviews; a live interview event (scheduled, confirmed, moved) reads them again. */
export function useInterviews() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (event.type.startsWith('interview') || isLiveCatchUp(event.type))
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
  });
  return useQuery(interviewsQueryOptions());
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, isLiveCatchUp, useLiveEvents, type MutationConfig } from 'shared-kernel';
import type { Interview, InterviewList } from 'shared-kernel/contract';
import { applicationKeys } from './applications';

// The candidate's interviews (GET /api/interviews) and confirming one. Shapes: shared-kernel/contract.

export type { Interview, InterviewList, InterviewMode } from 'shared-kernel/contract';

export const interviewKeys = {
  all: ['/api/interviews'] as const,
  list: () => [...interviewKeys.all, 'list'] as const,
};

export const getInterviews = () => apiGet<InterviewList>('/api/interviews');

export const confirmInterview = (id: string) =>
  apiWrite<Interview>('POST', `/api/interviews/${encodeURIComponent(id)}/confirm`);

/** The add-to-calendar file, served by the API. */
export const calendarHref = (id: string) =>
  `/api/interviews/${encodeURIComponent(id)}/calendar.ics`;

export const interviewsQueryOptions = () =>
  queryOptions({ queryKey: interviewKeys.list(), queryFn: getInterviews });

export function useInterviews() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (event.type.startsWith('interview') || isLiveCatchUp(event.type))
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
  });
  return useQuery(interviewsQueryOptions());
}

/** Confirms; the interviews and the applications (which show their interviews) read again. */
export function useConfirmInterview({
  onSuccess,
  ...config
}: MutationConfig<typeof confirmInterview> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: confirmInterview,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      return onSuccess?.(...args);
    },
  });
}

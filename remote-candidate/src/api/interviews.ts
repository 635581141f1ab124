import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  applicationKeys,
  interviewKeys,
  type MutationConfig,
  pathOf,
  routes,
} from 'shared-kernel';

// The candidate's interviews (routes.interviews.list) and confirming one. Shapes: shared-kernel/contract.

export type { Interview, InterviewList, InterviewMode } from 'shared-kernel/contract';

export const confirmInterview = (id: string) => api(routes.interviews.confirm, { params: { id } });

/** The add-to-calendar file, served by the API (a plain link: the cookie signs it in). */
export const calendarHref = (id: string) => pathOf(routes.interviews.calendar.path, { id });

export { interviewsQueryOptions, useInterviews } from 'shared-kernel';

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

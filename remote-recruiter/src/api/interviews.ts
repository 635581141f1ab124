import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  applicationKeys,
  interviewKeys,
  type MutationConfig,
  pathOf,
  routes,
} from 'shared-kernel';
import type {
  Interview,
  InterviewList,
  InterviewMode,
  RescheduleInterviewBody,
  ScheduleInterviewBody,
} from 'shared-kernel/contract';

// Interviews: the company's list (routes.interviews.list), scheduling, rescheduling, cancelling.
// Shapes: shared-kernel/contract.

export type { Interview, InterviewList, InterviewMode };
export type InterviewInput = ScheduleInterviewBody;

export { interviewsQueryOptions, useInterviews } from 'shared-kernel';

export const scheduleInterview = ({
  applicationId,
  input,
}: {
  applicationId: string;
  input: InterviewInput;
}) => api(routes.interviews.schedule, { params: { id: applicationId }, body: input });
export const rescheduleInterview = ({
  id,
  input,
}: {
  id: string;
  input: RescheduleInterviewBody;
}) => api(routes.interviews.reschedule, { params: { id }, body: input });
export const cancelInterview = (id: string) => api(routes.interviews.cancel, { params: { id } });

/** An interview write: the interviews and the applications (status, details) read again. */
function useInterviewMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<Interview | null>,
  { onSuccess, ...config }: MutationConfig<(variables: TVariables) => Promise<Interview | null>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      ]);
      return onSuccess?.(...args);
    },
  });
}

export const useScheduleInterview = (config: MutationConfig<typeof scheduleInterview> = {}) =>
  useInterviewMutation(scheduleInterview, config);
export const useRescheduleInterview = (config: MutationConfig<typeof rescheduleInterview> = {}) =>
  useInterviewMutation(rescheduleInterview, config);
export const useCancelInterview = (config: MutationConfig<typeof cancelInterview> = {}) =>
  useInterviewMutation(cancelInterview, config);

/** The add-to-calendar file of an interview. */
export const calendarFileUrl = (id: string) => pathOf(routes.interviews.calendar.path, { id });

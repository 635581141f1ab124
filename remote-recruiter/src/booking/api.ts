import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, applicationKeys, interviewKeys, routes, type MutationConfig } from 'shared-kernel';
import type {
  AttendanceBody,
  Availability,
  AvailabilityBody,
  InviteToBookBody,
} from 'shared-kernel/contract';

// Issue 32 from the recruiter's side: their interview availability (GET/PUT /api/me/availability),
// the invitation to book (POST /api/applications/:id/booking) and marking attendance
// (POST /api/interviews/:id/attendance). Shapes: shared-kernel/contract.

export type { Availability, AvailabilityBody, InviteToBookBody };

export const availabilityKey = interviewKeys.availability;

export const getAvailability = () => api(routes.booking.availability);

export const saveAvailability = (body: AvailabilityBody) =>
  api(routes.booking.saveAvailability, { body });

export const availabilityQueryOptions = () =>
  queryOptions({ queryKey: availabilityKey(), queryFn: getAvailability });

export const useAvailability = () => useQuery(availabilityQueryOptions());

export function useSaveAvailability({
  onSuccess,
  ...config
}: MutationConfig<typeof saveAvailability> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveAvailability,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(availabilityKey(), saved);
      return onSuccess?.(saved, ...rest);
    },
  });
}

export const inviteToBook = ({
  applicationId,
  body,
}: {
  applicationId: string;
  body: InviteToBookBody;
}) => api(routes.booking.invite, { params: { id: applicationId }, body });

export const markAttendance = ({ id, attendance }: { id: string } & AttendanceBody) =>
  api(routes.interviews.attendance, { params: { id }, body: { attendance } });

/** After an invitation or a mark: the interviews and the applications read again. */
export function useInterviewsRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    ]);
}

export function useMarkAttendance({
  onSuccess,
  ...config
}: MutationConfig<typeof markAttendance> = {}) {
  const refresh = useInterviewsRefresh();
  return useMutation({
    ...config,
    mutationFn: markAttendance,
    onSuccess: async (...args) => {
      await refresh();
      return onSuccess?.(...args);
    },
  });
}

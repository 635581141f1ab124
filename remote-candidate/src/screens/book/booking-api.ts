// The candidate's side of booking (issue 32): the free times of an invitation, booking one, and
// moving or cancelling what they booked. Shapes: shared-kernel/contract (BookingSlots, Interview).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, applicationKeys, interviewKeys, routes, type MutationConfig } from 'shared-kernel';
import type { BookingSlots, Interview } from 'shared-kernel/contract';

export type { BookingSlots, Interview, Slot } from 'shared-kernel/contract';

/** Under the application's key: refreshing the application refreshes them too. */
export const slotsKey = (applicationId: string) => applicationKeys.slots(applicationId);

export const getSlots = (applicationId: string) =>
  api(routes.booking.slots, { params: { id: applicationId } });

export const slotsQueryOptions = (applicationId: string) =>
  queryOptions({ queryKey: slotsKey(applicationId), queryFn: () => getSlots(applicationId) });

export const useBookingSlots = (applicationId: string) =>
  useQuery(slotsQueryOptions(applicationId));

export const bookSlot = ({
  applicationId,
  startsAt,
}: {
  applicationId: string;
  startsAt: string;
}) => api(routes.booking.book, { params: { id: applicationId }, body: { startsAt } });

export const rescheduleBooking = ({
  interviewId,
  startsAt,
}: {
  interviewId: string;
  startsAt: string;
}) => api(routes.booking.reschedule, { params: { id: interviewId }, body: { startsAt } });

export const cancelInterview = (interviewId: string) =>
  api(routes.interviews.cancel, { params: { id: interviewId } });

/**
 * After any change: the booking page shows the answer at once (booked, moved, or null when
 * cancelled), then every read that shows interviews or free times reads again (a freed or taken
 * time shows on the next read of the slots).
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (interview: Interview, booked: Interview | null) => {
    queryClient.setQueryData<BookingSlots | null>(slotsKey(interview.applicationId), (old) =>
      old ? { ...old, booked } : old,
    );
    void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
    void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
  };
}

export function useBookSlot({ onSuccess, ...config }: MutationConfig<typeof bookSlot> = {}) {
  const afterChange = useAfterChange();
  return useMutation({
    ...config,
    mutationFn: bookSlot,
    onSuccess: (...args) => {
      afterChange(args[0], args[0]);
      return onSuccess?.(...args);
    },
  });
}

export function useRescheduleBooking({
  onSuccess,
  ...config
}: MutationConfig<typeof rescheduleBooking> = {}) {
  const afterChange = useAfterChange();
  return useMutation({
    ...config,
    mutationFn: rescheduleBooking,
    onSuccess: (...args) => {
      afterChange(args[0], args[0]);
      return onSuccess?.(...args);
    },
  });
}

export function useCancelInterview({
  onSuccess,
  ...config
}: MutationConfig<typeof cancelInterview> = {}) {
  const afterChange = useAfterChange();
  return useMutation({
    ...config,
    mutationFn: cancelInterview,
    onSuccess: (...args) => {
      afterChange(args[0], null);
      return onSuccess?.(...args);
    },
  });
}

/** Read the free times again (after a 409: the taken one is gone from the next answer). */
export function useRefreshSlots() {
  const queryClient = useQueryClient();
  return (applicationId: string) =>
    queryClient.invalidateQueries({ queryKey: slotsKey(applicationId) });
}

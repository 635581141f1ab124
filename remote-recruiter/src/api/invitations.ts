import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, invitationKeys, type MutationConfig, routes } from 'shared-kernel';
import type { InvitationInput } from 'shared-kernel/contract';

// Team invitations of the recruiter's company (owner and admins): routes.team.
// Shapes: shared-kernel/src/contract/team.ts.

export type { InvitationInput, InvitationSent, PendingInvitation } from 'shared-kernel/contract';

export const listInvitations = () => api(routes.team.invitations);

/** 202 `{ message }`: the same answer whoever the address belongs to. */
export const inviteMember = (input: InvitationInput) => api(routes.team.invite, { body: input });

export const revokeInvitation = (id: string) => api(routes.team.revoke, { params: { id } });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationKeys.list(),
    queryFn: listInvitations,
    select: (list) => list && list.items,
  });

export const useInvitations = () => useQuery(invitationsQueryOptions());

export function useInviteMember({
  onSuccess,
  ...config
}: MutationConfig<typeof inviteMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: inviteMember,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      return onSuccess?.(...args);
    },
  });
}

export function useRevokeInvitation({
  onSuccess,
  ...config
}: MutationConfig<typeof revokeInvitation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: revokeInvitation,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      return onSuccess?.(...args);
    },
  });
}

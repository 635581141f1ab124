import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type {
  InvitationInput,
  InvitationSent,
  PendingInvitation,
  PendingInvitationList,
} from 'shared-kernel/contract';

// Team invitations of the recruiter's company (owner and admins): /api/companies/mine/invitations.
// Shapes: shared-kernel/src/contract/team.ts.

export type { InvitationInput, InvitationSent, PendingInvitation } from 'shared-kernel/contract';

export const invitationKeys = {
  all: ['/api/companies/mine/invitations'] as const,
  pending: () => [...invitationKeys.all, 'pending'] as const,
};

export async function listInvitations(): Promise<PendingInvitation[]> {
  const found = await apiGet<PendingInvitationList>('/api/companies/mine/invitations');
  if (!found) throw new Error('Not signed in');
  return found.items;
}

/** 202 `{ message }`: the same answer whoever the address belongs to. */
export async function inviteMember(input: InvitationInput): Promise<InvitationSent> {
  const answer = await apiWrite<InvitationSent>('POST', '/api/companies/mine/invitations', input);
  if (!answer) throw new Error('Not signed in');
  return answer;
}

export async function revokeInvitation(id: string): Promise<void> {
  await apiWrite('DELETE', `/api/companies/mine/invitations/${encodeURIComponent(id)}`);
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.pending(), queryFn: listInvitations });

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

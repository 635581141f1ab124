import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, MY_COMPANY_KEY, type MutationConfig } from 'shared-kernel';
import type { Membership, InvitationPreview } from 'shared-kernel/contract';

// The team invitation behind an e-mailed link: GET /api/invitations/:token (no sign-in needed)
// and POST /api/invitations/:token/accept (a signed-in recruiter with the invited address).
// Shapes: shared-kernel/src/contract/team.ts.

export type { InvitationPreview } from 'shared-kernel/contract';

const path = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const invitationKeys = {
  all: ['/api/invitations'] as const,
  preview: (token: string) => [...invitationKeys.all, token] as const,
};

export async function getInvitation(token: string): Promise<InvitationPreview> {
  const found = await apiGet<InvitationPreview>(path(token));
  if (!found) throw new Error('Not signed in');
  return found;
}

export async function acceptInvitation(token: string): Promise<Membership> {
  const accepted = await apiWrite<Membership>('POST', `${path(token)}/accept`);
  if (!accepted) throw new Error('Not signed in');
  return accepted;
}

/** What the link invites to; a bad or used link is a failure at once (no retries). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.preview(token),
    queryFn: () => getInvitation(token),
    enabled: token !== '',
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/**
 * Accepts the invitation. The recruiter now has a company: the company link (the host's
 * onboarding gate and the recruiter screens read it) is read again, active or not.
 */
export function useAcceptInvitation(
  token: string,
  { onSuccess, ...config }: MutationConfig<() => Promise<Membership>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: MY_COMPANY_KEY, refetchType: 'all' });
      return onSuccess?.(...args);
    },
  });
}

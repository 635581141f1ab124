import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  invitationKeys,
  MY_COMPANY_KEY,
  type MutationConfig,
  publicRead,
  routes,
} from 'shared-kernel';

// The team invitation behind an e-mailed link: routes.team.preview (no sign-in needed) and
// routes.team.accept (a signed-in recruiter with the invited address).
// Shapes: shared-kernel/src/contract/team.ts.

export type { InvitationPreview } from 'shared-kernel/contract';

export const getInvitation = (token: string) =>
  publicRead(api(routes.team.preview, { params: { token } }));

export const acceptInvitation = (token: string) => api(routes.team.accept, { params: { token } });

/** What the link invites to; a bad or used link is a failure at once (no retries). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.detail(token),
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
  { onSuccess, ...config }: MutationConfig<() => ReturnType<typeof acceptInvitation>> = {},
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

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, memberKeys, type MutationConfig, routes } from 'shared-kernel';
import type { InvitableRole } from 'shared-kernel/contract';

// The people of the recruiter's company (routes.team). Nobody is added here:
// people join by accepting an e-mailed invitation (api/invitations.ts). Shapes:
// shared-kernel/src/contract/team.ts.

export { INVITABLE_ROLES } from 'shared-kernel/contract';
export type { InvitableRole, Member, MemberPage } from 'shared-kernel/contract';

export const listMembers = () => api(routes.team.members, { query: { pageSize: 50 } });

export const changeMemberRole = ({ userId, role }: { userId: string; role: InvitableRole }) =>
  api(routes.team.changeRole, { params: { userId }, body: { role } });

export const removeMember = (userId: string) =>
  api(routes.team.removeMember, { params: { userId } });

export const membersQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.list(), queryFn: listMembers });

export const useMembers = () => useQuery(membersQueryOptions());

export function useChangeMemberRole({
  onSuccess,
  ...config
}: MutationConfig<typeof changeMemberRole> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changeMemberRole,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      return onSuccess?.(...args);
    },
  });
}

export function useRemoveMember({
  onSuccess,
  ...config
}: MutationConfig<typeof removeMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: removeMember,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      return onSuccess?.(...args);
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type { InvitableRole, Member, MemberPage } from 'shared-kernel/contract';

// The people of the recruiter's company: /api/companies/mine/members. Nobody is added here:
// people join by accepting an e-mailed invitation (api/invitations.ts). Shapes:
// shared-kernel/src/contract/team.ts.

export { INVITABLE_ROLES } from 'shared-kernel/contract';
export type { InvitableRole, Member, MemberPage } from 'shared-kernel/contract';

export const memberKeys = {
  all: ['/api/companies/mine/members'] as const,
  list: () => [...memberKeys.all, 'list'] as const,
};

export async function listMembers(): Promise<MemberPage> {
  const page = await apiGet<MemberPage>('/api/companies/mine/members?pageSize=50');
  if (!page) throw new Error('Not signed in');
  return page;
}

const memberPath = (userId: string) => `/api/companies/mine/members/${encodeURIComponent(userId)}`;

export async function changeMemberRole(input: {
  userId: string;
  role: InvitableRole;
}): Promise<Member> {
  const member = await apiWrite<Member>('PATCH', memberPath(input.userId), { role: input.role });
  if (!member) throw new Error('Not signed in');
  return member;
}

export async function removeMember(userId: string): Promise<void> {
  await apiWrite('DELETE', memberPath(userId));
}

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

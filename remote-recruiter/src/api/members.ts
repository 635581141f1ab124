import { apiGet, apiWrite } from 'shared-kernel';
import type { MemberRole } from './company';
import type { Page } from './venues';

// The people of the recruiter's company: /api/companies/mine/members. Nobody is added here:
// people join by accepting an e-mailed invitation (api/invitations.ts).

export interface Member {
  userId: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
}

/** The roles an invitation or a role change can give; the owner is the company's creator. */
export type InvitableRole = Exclude<MemberRole, 'owner'>;
export const INVITABLE_ROLES: readonly InvitableRole[] = ['recruiter', 'admin'];

export const MEMBERS_KEY = ['/api/companies/mine/members'] as const;

export async function listMembers(): Promise<Page<Member>> {
  const page = await apiGet<Page<Member>>('/api/companies/mine/members?pageSize=50');
  if (!page) throw new Error('Not signed in');
  return page;
}

const memberPath = (userId: string) => `/api/companies/mine/members/${encodeURIComponent(userId)}`;

export async function changeMemberRole(input: {
  userId: string;
  role: InvitableRole;
}): Promise<Member> {
  return (await apiWrite<Member>('PATCH', memberPath(input.userId), {
    role: input.role,
  })) as Member;
}

export async function removeMember(userId: string): Promise<void> {
  await apiWrite('DELETE', memberPath(userId));
}

import { apiGet, apiWrite } from 'shared-kernel';
import type { MemberRole } from './company';
import type { Page } from './venues';

// The people of the recruiter's company: /api/companies/mine/members.

export interface Member {
  userId: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
}

export const MEMBERS_KEY = ['/api/companies/mine/members'] as const;

export async function listMembers(): Promise<Page<Member>> {
  const page = await apiGet<Page<Member>>('/api/companies/mine/members?pageSize=50');
  if (!page) throw new Error('Not signed in');
  return page;
}

export async function addMember(input: { email: string; role: MemberRole }): Promise<Member> {
  return (await apiWrite<Member>('POST', '/api/companies/mine/members', input)) as Member;
}

export async function removeMember(userId: string): Promise<void> {
  await apiWrite('DELETE', `/api/companies/mine/members/${encodeURIComponent(userId)}`);
}

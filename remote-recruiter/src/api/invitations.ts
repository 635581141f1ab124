import { apiGet, apiWrite } from 'shared-kernel';
import type { InvitableRole } from './members';

// Team invitations of the recruiter's company (owner and admins): /api/companies/mine/invitations.

export interface PendingInvitation {
  id: string;
  email: string;
  role: InvitableRole;
  invitedBy: { id: string; name: string } | null;
  createdAt: string;
  expiresAt: string;
}

export const INVITATIONS_KEY = ['/api/companies/mine/invitations'] as const;

export async function listInvitations(): Promise<PendingInvitation[]> {
  const found = await apiGet<{ items: PendingInvitation[] }>('/api/companies/mine/invitations');
  if (!found) throw new Error('Not signed in');
  return found.items;
}

/** 202 `{ message }`: the same answer whoever the address belongs to. */
export async function inviteMember(input: {
  email: string;
  role: InvitableRole;
}): Promise<{ message: string }> {
  return (await apiWrite<{ message: string }>(
    'POST',
    '/api/companies/mine/invitations',
    input,
  )) as { message: string };
}

export async function revokeInvitation(id: string): Promise<void> {
  await apiWrite('DELETE', `/api/companies/mine/invitations/${encodeURIComponent(id)}`);
}

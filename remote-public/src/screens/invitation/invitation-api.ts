import { apiGet, apiWrite } from 'shared-kernel';

// The team invitation behind an e-mailed link: GET /api/invitations/:token (no sign-in needed)
// and POST /api/invitations/:token/accept (a signed-in recruiter with the invited address).

export interface InvitationPreview {
  companyName: string;
  companySlug: string;
  role: 'admin' | 'recruiter';
  email: string;
  invitedBy: string | null;
  expiresAt: string;
}

const path = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const invitationKey = (token: string) => ['/api/invitations', token] as const;

export async function getInvitation(token: string): Promise<InvitationPreview> {
  const found = await apiGet<InvitationPreview>(path(token));
  if (!found) throw new Error('Not signed in');
  return found;
}

export async function acceptInvitation(
  token: string,
): Promise<{ companyId: string; role: string } | null> {
  return apiWrite('POST', `${path(token)}/accept`);
}

import { apiGet } from 'shared-kernel';

// The dev mailbox, only the signed-in user's own e-mails: GET /api/dev/mailbox/mine.

export interface MailboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

export const MAILBOX_KEY = ['/api/dev/mailbox/mine'] as const;

export async function getMyMailbox(): Promise<{ address: string; emails: MailboxEmail[] }> {
  const found = await apiGet<{ address: string; emails: MailboxEmail[] }>('/api/dev/mailbox/mine');
  if (!found) throw new Error('Not signed in');
  return found;
}

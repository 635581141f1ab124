import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-kernel';
import type { Mailbox } from 'shared-kernel/contract';

// The dev mailbox, only the signed-in user's own e-mails: GET /api/dev/mailbox/mine.
// Shapes: shared-kernel/src/contract/auth.ts.

export type { Mailbox, StoredEmail as MailboxEmail } from 'shared-kernel/contract';

export const mailboxKeys = {
  all: ['/api/dev/mailbox/mine'] as const,
};

export async function getMyMailbox(): Promise<Mailbox> {
  const found = await apiGet<Mailbox>('/api/dev/mailbox/mine');
  if (!found) throw new Error('Not signed in');
  return found;
}

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: mailboxKeys.all, queryFn: getMyMailbox });

export const useMyMailbox = () => useQuery(mailboxQueryOptions());

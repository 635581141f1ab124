import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, mailboxKeys, routes } from 'shared-kernel';

// The dev mailbox, only the signed-in user's own e-mails (routes.auth.mailbox).
// Shapes: shared-kernel/src/contract/auth.ts.

export type { Mailbox, StoredEmail as MailboxEmail } from 'shared-kernel/contract';

export const getMyMailbox = () => api(routes.auth.mailbox);

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: mailboxKeys.mine(), queryFn: getMyMailbox });

export const useMyMailbox = () => useQuery(mailboxQueryOptions());

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../api/auth';
import { apiGet, apiWrite } from '../api/http';
import type { MutationConfig } from '../api/query-client';
import type {
  Account,
  AccountUpdate,
  DeleteAccount,
  EmailPreferences,
  EmailPreferencesUpdate,
  Unsubscribed,
} from '../contract/account';

// The signed-in user's own account (issue 14), for both roles' /settings and the public
// /unsubscribe page: key factories, queryOptions, hooks and mutations. Shapes: the contract
// (shared-kernel/src/contract/account.ts).

export const accountKeys = {
  all: ['/api/me/account'] as const,
  account: () => [...accountKeys.all, 'details'] as const,
  emailPreferences: () => [...accountKeys.all, 'email-preferences'] as const,
};

/** The file "download my data" gives: a plain link, the browser downloads the attachment. */
export const ACCOUNT_EXPORT_URL = '/api/me/export';

export const getAccount = () => apiGet<Account>('/api/me/account');
export const updateAccount = (input: AccountUpdate) =>
  apiWrite<Account>('PATCH', '/api/me/account', input);
export const getEmailPreferences = () => apiGet<EmailPreferences>('/api/me/email-preferences');
export const updateEmailPreferences = (input: EmailPreferencesUpdate) =>
  apiWrite<EmailPreferences>('PUT', '/api/me/email-preferences', input);
export const deleteAccount = (input: DeleteAccount) => apiWrite<null>('DELETE', '/api/me', input);
export const unsubscribe = (token: string) =>
  apiWrite<Unsubscribed>('POST', '/api/email/unsubscribe', { token });

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.account(), queryFn: getAccount });
export const emailPreferencesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.emailPreferences(), queryFn: getEmailPreferences });

export const useAccount = () => useQuery(accountQueryOptions());
export const useEmailPreferences = () => useQuery(emailPreferencesQueryOptions());

/** Name or talent-pool visibility; the signed-in user (the header's name) reads again too. */
export function useUpdateAccount({
  onSuccess,
  ...config
}: MutationConfig<typeof updateAccount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateAccount,
    onSuccess: (account, ...rest) => {
      queryClient.setQueryData(accountKeys.account(), account);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return onSuccess?.(account, ...rest);
    },
  });
}

export function useUpdateEmailPreferences({
  onSuccess,
  ...config
}: MutationConfig<typeof updateEmailPreferences> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateEmailPreferences,
    onSuccess: (preferences, ...rest) => {
      queryClient.setQueryData(accountKeys.emailPreferences(), preferences);
      return onSuccess?.(preferences, ...rest);
    },
  });
}

/** DELETE /api/me: on success every session has ended; the caller leaves the signed-in app. */
export function useDeleteAccount(config: MutationConfig<typeof deleteAccount> = {}) {
  return useMutation({ ...config, mutationFn: deleteAccount });
}

export function useUnsubscribe(config: MutationConfig<typeof unsubscribe> = {}) {
  return useMutation({ ...config, mutationFn: unsubscribe });
}

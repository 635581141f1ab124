import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import type { MutationConfig } from '../api/query-client';
import { accountKeys, CURRENT_USER_KEY } from '../query-keys/session';
import type { AccountUpdate, DeleteAccount, EmailPreferencesUpdate } from '../contract/account';
import type { ChangePasswordBody } from '../contract/auth';
import { routes } from '../contract/addresses';

// The signed-in user's own account (issue 14), for both roles' /settings and the public
// /unsubscribe page: key factories, queryOptions, hooks and mutations. Shapes: the contract
// (shared-kernel/src/contract/account.ts).

/** The file "download my data" gives: a plain link, the browser downloads the attachment. */
export const ACCOUNT_EXPORT_URL = routes.account.export.path;

export const getAccount = () => api(routes.account.get);
export const updateAccount = (input: AccountUpdate) => api(routes.account.update, { body: input });
export const getEmailPreferences = () => api(routes.account.preferences);
export const updateEmailPreferences = (input: EmailPreferencesUpdate) =>
  api(routes.account.updatePreferences, { body: input });
export const deleteAccount = (input: DeleteAccount) => api(routes.account.delete, { body: input });
export const unsubscribe = (token: string) => api(routes.account.unsubscribe, { body: { token } });
/** 204: changed, and every other session of the user has ended (this one stays). */
export const changePassword = (input: ChangePasswordBody) =>
  api(routes.auth.changePassword, { body: input });

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

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  return useMutation({ ...config, mutationFn: changePassword });
}

export function useUnsubscribe(config: MutationConfig<typeof unsubscribe> = {}) {
  return useMutation({ ...config, mutationFn: unsubscribe });
}

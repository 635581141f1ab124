import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, api, memberKeys, type MutationConfig, routes } from 'shared-kernel';

// Handing the company to another member (routes.account.transferOwnership, issue 14): the owner
// only; the old owner becomes an admin. Shapes: shared-kernel/src/contract/account.ts.

export const transferOwnership = (userId: string) =>
  api(routes.account.transferOwnership, { body: { userId } });

/** Roles change on both sides: the team and the signed-in user's account read again. */
export function useTransferOwnership({
  onSuccess,
  ...config
}: MutationConfig<typeof transferOwnership> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: transferOwnership,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      return onSuccess?.(...args);
    },
  });
}

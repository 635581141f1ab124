import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite, type MutationConfig } from 'shared-kernel';
import { accountKeys } from 'shared-kernel/account';
import type { OwnershipTransferred } from 'shared-kernel/contract';
import { memberKeys } from './members';

// Handing the company to another member (POST /api/companies/mine/owner, issue 14): the owner
// only; the old owner becomes an admin. Shapes: shared-kernel/src/contract/account.ts.

export const transferOwnership = (userId: string) =>
  apiWrite<OwnershipTransferred>('POST', '/api/companies/mine/owner', { userId });

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

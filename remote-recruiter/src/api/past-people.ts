import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, conversationKeys, pastPeopleKeys, type MutationConfig, routes } from 'shared-kernel';
import type { PastPeopleKind, PastPerson } from 'shared-kernel/contract';

// Past hires and applicants of the company (routes.cultureTools.pastPeople), and the invitation
// back, sent as a message (routes.conversations.start).

export type { PastPeopleKind, PastPerson };

export const listPastPeople = (kind: PastPeopleKind) =>
  api(routes.cultureTools.pastPeople, { query: { kind, pageSize: 50 } });

export const inviteBack = (input: { candidateId: string; body: string; jobId?: string }) =>
  api(routes.conversations.start, { body: input });

export const pastPeopleQueryOptions = (kind: PastPeopleKind) =>
  queryOptions({ queryKey: pastPeopleKeys.list(kind), queryFn: () => listPastPeople(kind) });

export const usePastPeople = (kind: PastPeopleKind) => useQuery(pastPeopleQueryOptions(kind));

/** Invites a past person back; they now have a conversation, so the lists and the messages read again. */
export function useInviteBack({ onSuccess, ...config }: MutationConfig<typeof inviteBack> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: inviteBack,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: pastPeopleKeys.all });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      return onSuccess?.(...args);
    },
  });
}

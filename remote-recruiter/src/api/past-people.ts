import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type { PastPeopleKind, PastPerson, PastPersonPage } from 'shared-kernel/contract';

// Past hires and applicants of the company (GET /api/companies/mine/past-people?kind=), and the
// invitation back, sent as a message through POST /api/conversations.

export type { PastPeopleKind, PastPerson };

export const pastPeopleKeys = {
  all: ['/api/companies/mine/past-people'] as const,
  list: (kind: PastPeopleKind) => [...pastPeopleKeys.all, kind] as const,
};

export async function listPastPeople(kind: PastPeopleKind): Promise<PastPersonPage> {
  const page = await apiGet<PastPersonPage>(
    `/api/companies/mine/past-people?kind=${kind}&pageSize=50`,
  );
  if (!page) throw new Error('Not signed in');
  return page;
}

export async function inviteBack(input: {
  candidateId: string;
  body: string;
  jobId?: string;
}): Promise<{ conversation: { id: string } }> {
  // contract: pending (the conversations resource's reply)
  return (await apiWrite<{ conversation: { id: string } }>(
    'POST',
    '/api/conversations',
    input,
  )) as { conversation: { id: string } };
}

export const pastPeopleQueryOptions = (kind: PastPeopleKind) =>
  queryOptions({ queryKey: pastPeopleKeys.list(kind), queryFn: () => listPastPeople(kind) });

export const usePastPeople = (kind: PastPeopleKind) => useQuery(pastPeopleQueryOptions(kind));

/** Invites a past person back; they now have a conversation, so the lists read again. */
export function useInviteBack({ onSuccess, ...config }: MutationConfig<typeof inviteBack> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: inviteBack,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: pastPeopleKeys.all });
      return onSuccess?.(...args);
    },
  });
}

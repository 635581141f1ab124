import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, applicationKeys, pathOf, routes } from 'shared-kernel';
import type {
  BankInput,
  NewStarter,
  PoliciesInput,
  RightToWorkInput,
  SignatureInput,
  StarterInput,
} from 'shared-kernel/contract';

// The candidate's new-starter pack (issue 43 item 4; routes.newStarters, shapes in
// shared-kernel/contract/new-starter.ts): reading it and saving each of its steps. Every save
// answers the whole record, which replaces the one read, so the checklist shows it at once.

export type {
  BankInput,
  NewStarter,
  NewStarterProgress,
  PoliciesInput,
  RightToWorkInput,
  SignatureInput,
  StarterInput,
} from 'shared-kernel/contract';

/** applicationKeys.newStarter (shared-kernel): one key for both sides. */
export const newStarterKey = applicationKeys.newStarter;

/** The pack, or null when the application has none (404: no accepted offer). */
export async function getNewStarter(id: string): Promise<NewStarter | null> {
  try {
    return await api(routes.newStarters.get, { params: { id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const newStarterQueryOptions = (id: string) =>
  queryOptions({ queryKey: newStarterKey(id), queryFn: () => getNewStarter(id) });

export function useNewStarter(id: string, { enabled = true } = {}) {
  return useQuery({ ...newStarterQueryOptions(id), enabled });
}

/** The contract as the employer attached it (a PDF, or the text): a plain link, in a new tab. */
export const contractDocumentHref = (id: string) =>
  pathOf(routes.newStarters.contractDocument.path, { id });

/** Each step's save, by the step it saves: every one answers the whole record. */
export const saveStep = {
  rightToWork: (id: string, body: RightToWorkInput) =>
    api(routes.newStarters.rightToWork, { params: { id }, body }),
  starter: (id: string, body: StarterInput) =>
    api(routes.newStarters.starter, { params: { id }, body }),
  bank: (id: string, body: BankInput) => api(routes.newStarters.bank, { params: { id }, body }),
  sign: (id: string, body: SignatureInput) =>
    api(routes.newStarters.sign, { params: { id }, body }),
  policies: (id: string, body: PoliciesInput) =>
    api(routes.newStarters.policies, { params: { id }, body }),
};

export type StepSave = keyof typeof saveStep;
export type StepBody<S extends StepSave> = Parameters<(typeof saveStep)[S]>[1];

/**
 * Saves one step. The answer replaces the pack read; the applications list reads again for its
 * progress (the dashboard card and the list's chip). What was sent (bank details, an NI number) is
 * not kept in the mutation cache once the save is over (`gcTime: 0`).
 */
export function useSaveStep<S extends StepSave>(id: string, step: S) {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: (body: StepBody<S>) =>
      (saveStep[step] as (id: string, body: StepBody<S>) => Promise<NewStarter>)(id, body),
    onSuccess: (record) => {
      queryClient.setQueryData(newStarterKey(id), record);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}

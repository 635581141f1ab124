import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type { CreateMomentBody, Moment, MomentPage } from 'shared-kernel/contract';

// Magical moments: /api/magical-moments. Shapes: shared-kernel/contract.

export type MagicalMoment = Moment;
export type MomentInput = CreateMomentBody;

export const momentKeys = {
  all: ['/api/magical-moments'] as const,
  list: () => [...momentKeys.all, 'list'] as const,
};

export async function listMoments(): Promise<MomentPage> {
  const page = await apiGet<MomentPage>('/api/magical-moments?pageSize=50');
  if (!page) throw new Error('Not signed in');
  return page;
}

export async function createMoment(input: MomentInput): Promise<MagicalMoment> {
  return (await apiWrite<MagicalMoment>('POST', '/api/magical-moments', input)) as MagicalMoment;
}

export async function deleteMoment(id: string): Promise<void> {
  await apiWrite('DELETE', `/api/magical-moments/${encodeURIComponent(id)}`);
}

export const momentsQueryOptions = () =>
  queryOptions({ queryKey: momentKeys.list(), queryFn: listMoments });

export const useMoments = () => useQuery(momentsQueryOptions());

export function useCreateMoment({
  onSuccess,
  ...config
}: MutationConfig<typeof createMoment> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createMoment,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: momentKeys.all });
      return onSuccess?.(...args);
    },
  });
}

export function useDeleteMoment({
  onSuccess,
  ...config
}: MutationConfig<typeof deleteMoment> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteMoment,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: momentKeys.all });
      return onSuccess?.(...args);
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, momentKeys, type MutationConfig, routes } from 'shared-kernel';
import type { CreateMomentBody, Moment } from 'shared-kernel/contract';

// Magical moments (routes.cultureTools: moments, createMoment, deleteMoment). Shapes:
// shared-kernel/contract.

export type MagicalMoment = Moment;
export type MomentInput = CreateMomentBody;

export const listMoments = () => api(routes.cultureTools.moments, { query: { pageSize: 50 } });

export const createMoment = (input: MomentInput) =>
  api(routes.cultureTools.createMoment, { body: input });

export const deleteMoment = (id: string) =>
  api(routes.cultureTools.deleteMoment, { params: { id } });

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

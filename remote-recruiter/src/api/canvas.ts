import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type { Canvas, CanvasItem, SaveCanvasBody } from 'shared-kernel/contract';
import { cultureKeys } from './culture';

// The strategy canvas: GET,PUT /api/strategy-canvas. Shapes: shared-kernel/contract.

export type { CanvasItem };
export type StrategyCanvas = Canvas;

export const canvasKeys = {
  all: ['/api/strategy-canvas'] as const,
};

export async function getCanvas(): Promise<StrategyCanvas> {
  const found = await apiGet<StrategyCanvas>('/api/strategy-canvas');
  if (!found) throw new Error('Not signed in');
  return found;
}

export async function saveCanvas(input: SaveCanvasBody): Promise<StrategyCanvas> {
  return (await apiWrite<StrategyCanvas>('PUT', '/api/strategy-canvas', input)) as StrategyCanvas;
}

export const canvasQueryOptions = () =>
  queryOptions({ queryKey: canvasKeys.all, queryFn: getCanvas });

export const useCanvas = () => useQuery(canvasQueryOptions());

/** Saves the canvas; it may have set the company's culture profile, which reads again. */
export function useSaveCanvas({ onSuccess, ...config }: MutationConfig<typeof saveCanvas> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveCanvas,
    onSuccess: (...args) => {
      queryClient.setQueryData(canvasKeys.all, args[0]);
      void queryClient.invalidateQueries({ queryKey: cultureKeys.company() });
      return onSuccess?.(...args);
    },
  });
}

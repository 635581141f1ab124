import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, canvasKeys, cultureKeys, type MutationConfig, routes } from 'shared-kernel';
import type { Canvas, CanvasItem, SaveCanvasBody } from 'shared-kernel/contract';

// The strategy canvas (routes.cultureTools.canvas, saveCanvas). Shapes: shared-kernel/contract.

export type { CanvasItem };
export type StrategyCanvas = Canvas;

export const getCanvas = () => api(routes.cultureTools.canvas);

export const saveCanvas = (input: SaveCanvasBody) =>
  api(routes.cultureTools.saveCanvas, { body: input });

export const canvasQueryOptions = () =>
  queryOptions({ queryKey: canvasKeys.mine(), queryFn: getCanvas });

export const useCanvas = () => useQuery(canvasQueryOptions());

/** Saves the canvas; it may have set the company's culture profile, which reads again. */
export function useSaveCanvas({ onSuccess, ...config }: MutationConfig<typeof saveCanvas> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveCanvas,
    onSuccess: (...args) => {
      queryClient.setQueryData(canvasKeys.mine(), args[0]);
      void queryClient.invalidateQueries({ queryKey: cultureKeys.company() });
      return onSuccess?.(...args);
    },
  });
}

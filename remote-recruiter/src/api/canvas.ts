import { apiGet, apiWrite } from 'shared-kernel';
import { type PrimaryValue } from 'shared-kernel/rules';

// The strategy canvas: GET,PUT /api/strategy-canvas.

export interface CanvasItem {
  title: string;
  description: string;
  primaryValue?: PrimaryValue | null;
}

export interface StrategyCanvas {
  coreValues: CanvasItem[];
  standards: CanvasItem[];
  primaryValues: PrimaryValue[];
  updatedAt: string | null;
}

export const CANVAS_KEY = ['/api/strategy-canvas'] as const;

export async function getCanvas(): Promise<StrategyCanvas> {
  const found = await apiGet<StrategyCanvas>('/api/strategy-canvas');
  if (!found) throw new Error('Not signed in');
  return found;
}

export async function saveCanvas(input: {
  coreValues: CanvasItem[];
  standards: CanvasItem[];
  applyToCultureProfile: boolean;
}): Promise<StrategyCanvas> {
  return (await apiWrite<StrategyCanvas>('PUT', '/api/strategy-canvas', input)) as StrategyCanvas;
}

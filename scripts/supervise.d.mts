import type { ChildProcess, SpawnOptions } from 'node:child_process';

export type Backoff = {
  initialMs: number;
  factor: number;
  maxMs: number;
  resetAfterMs: number;
};

export const DEFAULT_BACKOFF: Backoff;

export type Supervised = {
  readonly child: ChildProcess;
  readonly restarts: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export function supervise(opts: {
  command: string;
  args?: string[];
  options?: SpawnOptions;
  name?: string;
  log?: (message: string) => void;
  backoff?: Partial<Backoff>;
  shouldRestart?: (exit: { code: number | null; signal: NodeJS.Signals | null }) => boolean;
  onStart?: (child: ChildProcess) => void;
}): Supervised;

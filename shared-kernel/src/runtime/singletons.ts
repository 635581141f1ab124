// A record of the singleton modules each package in the page was handed, so a test can prove
// the page holds one React, one router, one query client and one shared-kernel.
// Each package passes references taken from ITS OWN imports.
export type SingletonRefs = Record<string, unknown>;

declare global {
  interface Window {
    __hospohireSingletons?: Record<string, SingletonRefs>;
  }
}

export function registerSingletons(owner: string, refs: SingletonRefs) {
  if (typeof window === 'undefined') return;
  window.__hospohireSingletons = { ...window.__hospohireSingletons, [owner]: refs };
}

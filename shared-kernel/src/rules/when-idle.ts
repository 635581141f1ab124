/**
 * Runs `work` while the browser is idle after the page has loaded: for building what a page's
 * first render would otherwise build inside one long task (Intl formatters load their locale's
 * and zone's data the first time, a few ms each, four times that on a phone). Where there is no
 * idle callback (the API runs these files too) nothing runs: the work happens at first use.
 */
export function whenIdle(work: () => void): void {
  const browser = globalThis as { requestIdleCallback?: (callback: () => void) => number };
  if (typeof browser.requestIdleCallback === 'function') browser.requestIdleCallback(work);
}

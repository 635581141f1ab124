// A page the server rendered and the app hydrated (docs/job-boards.md): what the tests watch.
import type { Page } from '@playwright/test';

/** The served nodes kept before any script runs (by addInitScript): hydrated, they stay. */
type Served = { served: Element[] };

/** Keeps the page's heading and top bar as the server sent them, before the app's script. */
export async function keepServedNodes(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as Served).served = [
        document.querySelector('main h1')!,
        document.querySelector('header')!,
      ];
    }),
  );
}

/** Whether React owns the nodes the server sent (hydrated in place, not replaced). */
export const servedNodesHydrated = (page: Page) =>
  page.evaluate(() => {
    // Not kept yet: the document is still loading (its deferred script held back).
    const served = (window as unknown as Partial<Served>).served ?? [];
    return (
      served.length > 0 &&
      served.every(
        (node) =>
          node?.isConnected && Object.keys(node).some((key) => key.startsWith('__reactProps')),
      )
    );
  });

/** Page errors and console errors (React's hydration mismatch is one), as they come. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The paths of the page's API reads, as they are made. */
export function apiReadsOf(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  return reads;
}

/**
 * The styles the app's emotion cache inserted that no element on the page uses: the styles of a
 * styled component's inner layers (IconButton on ButtonBase), which the page must bring with it
 * so that hydration adopts them rather than parsing and inserting them again (none, then).
 */
export const stylesInsertedForNothing = (page: Page) =>
  page.evaluate(() => {
    const own = document.querySelector('style[data-emotion="css"]') as HTMLStyleElement | null;
    const rules = own?.sheet ? Array.from(own.sheet.cssRules) : [];
    return rules
      .map((rule) => /\.(css-[\w-]+)/.exec(rule.cssText)?.[1])
      .filter((name): name is string => !!name && !document.querySelector(`.${name}`));
  });

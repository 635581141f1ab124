import { useLayoutEffect, type ReactNode } from 'react';
import { pageTitle } from 'shared-kernel';

/**
 * One routed page: sets the route's document title when the route opens (a layout effect, so a
 * screen's own `usePageTitle`, a passive effect, runs after it and may name the page more
 * precisely).
 */
export function RoutePage({ title, children }: { title: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return children;
}

import { useEffect } from 'react';

/** A page's document title: "<page> · HospoHire" (just "HospoHire" without a page name). */
export const pageTitle = (title: string) => (title ? `${title} · HospoHire` : 'HospoHire');

/**
 * Every page has a document title. The host sets each route's title when the route changes
 * (host/src/routes/RoutePage.tsx); a screen that calls this names itself more precisely
 * ("Apply: Barista"), and wins because its effect runs after the host's layout effect.
 */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

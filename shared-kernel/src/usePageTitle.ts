import { useEffect } from 'react';

/** The product's name, as a page's title and its link previews (Open Graph's site_name) give it. */
export const SITE_NAME = 'HospoHire';

/** A page's document title: "<page> · HospoHire" (just "HospoHire" without a page name). */
export const pageTitle = (title: string) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

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

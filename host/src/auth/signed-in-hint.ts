import type { QueryClient } from '@tanstack/react-query';
import { hasSignedInHint as hintIn, setSignedInUser } from 'shared-kernel';

/** Whether the browser holds a session: the API sets this readable cookie beside it. */
export function hasSignedInHint(cookie: string = document.cookie): boolean {
  return hintIn(cookie);
}

/**
 * On the landing page (`/`, prerendered for the signed-out), no hint means nobody is signed in:
 * the page knows it at once (no GET /api/auth/user, whose 401 would be an error in the console).
 * Every other page still asks, so a session without the hint (made before it existed) is found,
 * and the API adds the hint on that first signed-in call.
 */
export function assumeSignedOutWithoutHint(
  queryClient: QueryClient,
  cookie?: string,
  path: string = window.location.pathname,
) {
  if (path === '/' && !hasSignedInHint(cookie)) setSignedInUser(queryClient, null);
}

import type { QueryClient } from '@tanstack/react-query';
import { hasSignedInHint as hintIn, setSignedInUser } from 'shared-kernel';

/** Whether the browser holds a session: the API sets this readable cookie beside it. */
export function hasSignedInHint(cookie: string = document.cookie): boolean {
  return hintIn(cookie);
}

/**
 * The pages visitors arrive on from outside, signed out more often than not: the landing page, a
 * job's public page and the public job search (issue 31).
 */
const ARRIVAL_PAGES = /^\/(?:|jobs\/[^/]+|job-search)$/;

/**
 * On an arrival page (the landing page, a job's public page, the job search), no hint means
 * nobody is signed in: the page knows it at once (no GET /api/auth/user, whose 401 would be an
 * error in the console). Every other page still asks, so a session without the hint (made before
 * it existed) is found, and the API adds the hint on that first signed-in call.
 */
export function assumeSignedOutWithoutHint(
  queryClient: QueryClient,
  cookie?: string,
  path: string = window.location.pathname,
) {
  if (ARRIVAL_PAGES.test(path) && !hasSignedInHint(cookie)) setSignedInUser(queryClient, null);
}

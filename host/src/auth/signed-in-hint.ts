import type { QueryClient } from '@tanstack/react-query';
import { SIGNED_IN_HINT_COOKIE, setSignedInUser } from 'shared-kernel';

/** Whether the browser holds a session: the API sets this readable cookie beside it. */
export function hasSignedInHint(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * Without the hint nobody is signed in: the page knows it at once (no GET /api/auth/user, whose
 * 401 would be an error in the console, and no wait before the signed-out routes show).
 */
export function assumeSignedOutWithoutHint(queryClient: QueryClient, cookie?: string) {
  if (!hasSignedInHint(cookie)) setSignedInUser(queryClient, null);
}

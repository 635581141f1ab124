/**
 * A cookie the API sets and clears beside the (HttpOnly) session cookie, with the same lifetime,
 * that scripts may read: "1" while the browser holds a session. Not a secret and never trusted by
 * the API; the host asks GET /api/auth/user only when it is there, so a signed-out visitor's page
 * makes no request that answers 401 (an error in the console).
 */
export const SIGNED_IN_HINT_COOKIE = 'hh_signed_in';

/** Whether the browser holds a session, as the readable hint cookie says (`document.cookie`). */
export function hasSignedInHint(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

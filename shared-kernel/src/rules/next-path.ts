// The page to come back to after signing in, signing up or resetting the password (decisions
// section 8): `?next=` on /sign-in, the sign-ups, /forgot-password and the reset e-mail's link.

/** The longest return path kept (a page's address with its query; longer ones are dropped). */
export const NEXT_PATH_MAX_LENGTH = 2000;

/** Any origin of our own: a same-site path resolves against it, an off-site one does not. */
const SAME_SITE = 'https://hospohire.invalid';

/**
 * A return path only when it stays on this site: it starts with a single '/', has no backslash
 * or control character, and resolves to this origin ('//evil.example', '/\\evil.example',
 * 'https://…' and 'javascript:…' give null, as does an empty or over-long value). The value is
 * the decoded query value: an encoded '/%2F%2Fevil.example' stays a path of this site (the host
 * shows its 404). A path of this site that is no page passes too: the host 404s it.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  const path = value?.trim();
  if (!path || path.length > NEXT_PATH_MAX_LENGTH) return null;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  try {
    const url = new URL(path, SAME_SITE);
    return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** `/sign-in?next=<path>` for a safe path, else `/sign-in`. */
export function signInPathFor(next: string | null | undefined): string {
  const path = safeNextPath(next);
  return path ? `/sign-in?${new URLSearchParams({ next: path })}` : '/sign-in';
}

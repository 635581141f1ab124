import type { RemoteName } from 'shared-kernel';
// main.js runs this: only files that import nothing heavy (not shared-kernel's root).
import { hasSignedInHint } from '../../../shared-kernel/src/auth-hint';
import {
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type RouteEntry,
  type ScreenRef,
} from '../route-map';
import { isRegistered } from './register-remotes';
import { loadScreens } from './load-screens';

/** Does a route pattern (`/company/:slug`) name this path? */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === have[i])
  );
}

/**
 * The remote the page at this path most likely shows, before anyone knows who is signed in: a
 * public page's remote, else the signed-out landing page's for `/`, else a signed-in page's remote
 * when it is the same for both roles. Null when it cannot be told (a path per role, unknown).
 */
export function likelyRemote(pathname: string): RemoteName | null {
  const tables: RouteEntry[][] = [PUBLIC_ROUTES, SIGNED_OUT_ROUTES, SIGNED_IN_ROUTES];
  for (const table of tables) {
    const entry = table.find((route) => pathMatches(route.path, pathname));
    if (entry) return 'remote' in entry.target ? entry.target.remote : null;
  }
  return null;
}

type Role = 'candidate' | 'recruiter';

/**
 * The screen the page at this path most likely shows, given the role the browser's hints say is
 * signed in (null: nobody): a public page's, else the signed-in or the signed-out table's. Null
 * when it cannot be told: no route matches, or the page is a candidate's and the role is not.
 */
export function likelyScreen(pathname: string, role: Role | null): ScreenRef | null {
  const tables: RouteEntry[][] = [PUBLIC_ROUTES, role ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES];
  for (const table of tables) {
    const entry = table.find((route) => pathMatches(route.path, pathname));
    if (!entry) continue;
    if (entry.candidateOnly && role !== 'candidate') return null;
    if ('remote' in entry.target) return entry.target;
    return role ? entry.target[role] : null;
  }
  return null;
}

/**
 * The screen the page at this path most likely shows, from the signed-in hint cookie alone (the
 * browser keeps no role): signed in, the screen both roles would see, or the candidate's on a
 * candidate-only page (a recruiter is sent away from it); null when the roles' screens differ.
 */
function hintedScreen(pathname: string): ScreenRef | null {
  if (!hasSignedInHint(document.cookie)) return likelyScreen(pathname, null);
  const candidate = likelyScreen(pathname, 'candidate');
  const recruiter = likelyScreen(pathname, 'recruiter');
  if (!recruiter) return candidate;
  return candidate?.remote === recruiter.remote && candidate.screen === recruiter.screen
    ? candidate
    : null;
}

/**
 * Starts loading the screens of the remote this page most likely needs while React is still
 * starting (its remoteEntry.js and screens module), instead of after the first render, and then
 * the code of the screen itself, so that its chunks download (and their scripts are added)
 * before React reaches it. A wrong guess costs one remote's entry or one screen's chunks; the
 * real ones load as before.
 */
export function warmUpRemoteFor(pathname: string) {
  const screen = hintedScreen(pathname);
  const remote = screen?.remote ?? likelyRemote(pathname);
  if (!remote || !isRegistered(remote)) return;
  loadScreens(remote)
    .then((mod) => {
      if (screen?.remote === remote) mod.preload?.(screen.screen as never);
    })
    .catch(() => undefined);
}

import type { RemoteName } from 'shared-kernel';
import {
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type RouteEntry,
} from '../routes/route-map';
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

/**
 * Starts loading the screens of the remote this page most likely needs while React is still
 * starting (its remoteEntry.js and screens module), instead of after the first render. A wrong
 * guess costs one remote's entry; the real one loads as before.
 */
export function warmUpRemoteFor(pathname: string) {
  const remote = likelyRemote(pathname);
  if (remote && isRegistered(remote)) loadScreens(remote).catch(() => undefined);
}

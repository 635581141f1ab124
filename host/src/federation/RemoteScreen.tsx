import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from 'shared-kernel';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { Loading } from '../shell/Loading';
import { loadScreens } from './load-screens';

// Loaded only when a remote fails, so it costs nothing on a good day.
const RemoteUnavailable = lazy(() => import('./RemoteUnavailable'));

/** A remote's screen as a lazy component: it suspends until the remote's code is there. */
function lazyScreen(remote: RemoteName, screen: string, retry: boolean) {
  return lazy(async () => {
    const mod = await loadScreens(remote, { retry });
    const Screen = (mod.screens as Record<string, ComponentType>)[screen];
    if (!Screen) throw new Error(`${remote} has no screen named ${screen}.`);
    // A component, not the remote's own lazy screen: a lazy component may not resolve to another.
    return { default: () => <Screen /> };
  });
}

/**
 * One remote area: the remote's screen inside Suspense, and a fallback with Retry when it fails
 * to load or to render. A page the server rendered (docs/prerender.md) keeps its markup inside
 * this Suspense boundary until the remote's code arrives, then React hydrates it in place.
 */
export function RemoteScreen({ remote, screen }: { remote: RemoteName; screen: string }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(() => lazyScreen(remote, screen, attempt > 0), [remote, screen, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <ErrorBoundary
      key={`${remote}/${screen}/${attempt}`}
      fallback={(error, reset) => (
        <Suspense fallback={null}>
          <RemoteUnavailable
            remote={remote}
            message={error.message}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        </Suspense>
      )}
    >
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}

import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import type { RemoteName } from 'shared-kernel';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { Loading } from '../shell/Loading';
import { loadScreens } from './load-screens';

// Loaded only when a remote fails, so it costs nothing on a good day.
const RemoteUnavailable = lazy(() => import('./RemoteUnavailable'));

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; message: string };

/** One remote area: loads the remote's screen, and shows a fallback with Retry when it fails. */
export function RemoteScreen({ remote, screen }: { remote: RemoteName; screen: string }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadScreens(remote, { retry: attempt > 0 })
      .then((mod) => {
        const Screen = (mod.screens as Record<string, ComponentType>)[screen];
        if (!active) return;
        // A transition: the screen's first render is sliced, not one long task (TBT).
        startTransition(() =>
          setState(
            Screen
              ? { status: 'ready', Screen }
              : { status: 'failed', message: `${remote} has no screen named ${screen}.` },
          ),
        );
      })
      .catch((error: unknown) => {
        if (active)
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
      });
    return () => {
      active = false;
    };
  }, [remote, screen, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <Suspense fallback={null}>
        <RemoteUnavailable remote={remote} message={state.message} onRetry={retry} />
      </Suspense>
    );
  }
  const { Screen } = state;
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

import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RemoteName } from 'shared-kernel';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { Loading } from '../shell/Loading';
import { loadScreens } from './load-screens';

const AREA_NAMES: Record<RemoteName, string> = {
  remote_public: 'public pages',
  remote_candidate: 'job seeker screens',
  remote_recruiter: 'recruiter screens',
};

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; message: string };

function RemoteUnavailable({ remote, message, onRetry }: { remote: RemoteName; message: string; onRetry: () => void }) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>The {AREA_NAMES[remote]} could not be loaded</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}

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
        setState(
          Screen
            ? { status: 'ready', Screen }
            : { status: 'failed', message: `${remote} has no screen named ${screen}.` },
        );
      })
      .catch((error: unknown) => {
        if (active) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      active = false;
    };
  }, [remote, screen, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <RemoteUnavailable remote={remote} message={state.message} onRetry={retry} />;
  const { Screen } = state;
  return (
    <ErrorBoundary
      key={`${remote}/${screen}/${attempt}`}
      fallback={(error, reset) => (
        <RemoteUnavailable
          remote={remote}
          message={error.message}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}

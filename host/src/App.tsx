import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient, hydrateServerState, readServerState, theme } from 'shared-kernel';
import { Shell } from './Shell';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { SomethingWentWrong } from './shell/SomethingWentWrong';
import { exposeSingletons } from './federation/singleton-probe';
import { assumeSignedOutWithoutHint } from './auth/signed-in-hint';

/** The page's one query client, with what the page's server render read (a job's page). */
function createPageQueryClient() {
  const queryClient = createQueryClient();
  assumeSignedOutWithoutHint(queryClient);
  const served = readServerState(document);
  if (served) hydrateServerState(queryClient, served);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(createPageQueryClient);
  exposeSingletons('host', queryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary fallback={(error) => <SomethingWentWrong error={error} />}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            <Shell />
          </BrowserRouter>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}

import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient, theme } from 'shared-kernel';
import { Shell } from './Shell';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { SomethingWentWrong } from './shell/SomethingWentWrong';
import { exposeSingletons } from './federation/singleton-probe';
import { assumeSignedOutWithoutHint } from './auth/signed-in-hint';

function createPageQueryClient() {
  const queryClient = createQueryClient();
  assumeSignedOutWithoutHint(queryClient);
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

import { Suspense, useState, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient } from '../api/query-client';
import { theme } from 'shared-kernel/runtime';
import { screenTitle } from './placeholder-screens';

function ScreenByName({ screens }: { screens: Record<string, ComponentType> }) {
  const { screen = '' } = useParams();
  const Screen = screens[screen];
  return Screen ? (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  ) : (
    <p>No screen named {screen}</p>
  );
}

/** A remote running alone (its own dev server): an index of its screens, each at /<Name>. */
export function StandaloneRemote({
  name,
  screens,
}: {
  name: string;
  screens: Record<string, ComponentType>;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route
              path="/"
              element={
                <Box component="nav" sx={{ p: 3 }}>
                  <h1>{name}: screens</h1>
                  <ul>
                    {Object.keys(screens).map((screen) => (
                      <li key={screen}>
                        <Link to={`/${screen}`}>{screenTitle(screen)}</Link>
                      </li>
                    ))}
                  </ul>
                </Box>
              }
            />
            <Route path="/:screen/*" element={<ScreenByName screens={screens} />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

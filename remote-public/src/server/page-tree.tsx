// The providers a server-rendered screen renders in, as the app gives them: the theme, emotion's
// cache (key `css`), the query client and the router at the page's address. The server renders
// this tree (render-tree.tsx); the hydration test hydrates the same one in a browser's DOM.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from 'shared-kernel';

export function PageTree(props: {
  path: string;
  queryClient: QueryClient;
  cache: EmotionCache;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={props.cache}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={props.queryClient}>
          <MemoryRouter initialEntries={[props.path]}>{props.children}</MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

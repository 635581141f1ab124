// Build time only (bundled into scripts/prerender.mjs's renderers): one page in the shell's frame
// as the running app would render it, as HTML with the styles it uses.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient, setSignedInUser, theme, type User } from 'shared-kernel';
import { ShellFrame } from '../shell/ShellFrame';

export interface RenderedShell {
  /** The body's markup: the top bar, <main> with `children`, then `after`. */
  html: string;
  /** `<style data-emotion>` tags: the CSS the markup uses, and no more. */
  styles: string;
}

export function renderInShell({
  user,
  path,
  children,
  after,
}: {
  /** Who the top bar is for (null: signed out). */
  user: User | null;
  path: string;
  children: ReactNode;
  after?: ReactNode;
}): RenderedShell {
  // Emotion's default key, so the running page adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const queryClient = createQueryClient();
  setSignedInUser(queryClient, user);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            {/* focusableMain: before script, the plain skip link focuses <main>. */}
            <ShellFrame focusableMain after={after}>
              {children}
            </ShellFrame>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}

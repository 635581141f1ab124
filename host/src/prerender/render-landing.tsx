// Build time only (scripts/prerender.mjs bundles and runs this in Node): the landing page's first
// screen, the top bar and the hero, as HTML with the styles it uses, for dist/landing.html.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { createQueryClient, pageTitle, setSignedInUser, theme } from 'shared-kernel';
// The landing screen's own first screen, from remote-public's source (the remote replaces it).
import { Hero } from '../../../remote-public/src/screens/landing/Hero';
import { LANDING } from '../../../remote-public/src/texts';
import { ShellFrame } from '../shell/ShellFrame';

export interface PrerenderedPage {
  /** The document title the page sets once running. */
  title: string;
  /** The body's markup (the top bar and the hero, in the shell's frame). */
  html: string;
  /** `<style data-emotion>` tags: the CSS the markup uses, and no more. */
  styles: string;
}

export function renderLanding(): PrerenderedPage {
  // Emotion's default key, so the running page adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const queryClient = createQueryClient();
  setSignedInUser(queryClient, null); // a signed-out visitor: the page that /landing.html shows
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/']}>
            <ShellFrame focusableMain>
              {/* The landing screen's own outer box (remote-public Landing.tsx). */}
              <Box>
                <Hero />
              </Box>
            </ShellFrame>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { title: pageTitle(LANDING.title), html, styles };
}

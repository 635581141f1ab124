// Build time only (scripts/prerender.mjs bundles and runs this in Node): the landing page's first
// screen, the top bar and the hero, as HTML with the styles it uses, for dist/landing.html.
import Box from '@mui/material/Box';
import { pageTitle } from 'shared-kernel';
// The landing screen's own first screen, from remote-public's source (the remote replaces it).
import { Hero } from '../../../remote-public/src/screens/landing/Hero';
import { LANDING } from '../../../remote-public/src/texts';
import { renderInShell, type RenderedShell } from './render-shell';

export interface PrerenderedPage extends RenderedShell {
  /** The document title the page sets once running. */
  title: string;
}

export function renderLanding(): PrerenderedPage {
  // A signed-out visitor: the page that /landing.html shows.
  const { html, styles } = renderInShell({
    user: null,
    path: '/',
    // The landing screen's own outer box (remote-public Landing.tsx).
    children: (
      <Box>
        <Hero />
      </Box>
    ),
  });
  return { title: pageTitle(LANDING.title), html, styles };
}

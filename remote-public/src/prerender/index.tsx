// Build time only: `node ../tooling/prerender.mjs` (this package's build) renders these in Node to
// dist/prerender/<name>.html, served from this remote's origin. The host's server inlines the
// fragment into the page at request time, so a redeploy of this remote alone changes the first
// paint (docs/prerender.md).
import Box from '@mui/material/Box';
import { Hero } from '../screens/landing/Hero';

export const fragments = {
  // The landing screen's first screen: its outer box (Landing.tsx) and the hero.
  landing: {
    path: '/',
    render: () => (
      <Box>
        <Hero />
      </Box>
    ),
  },
};

// Build time, in each front-end package after webpack: renders the package's own first screens to
// HTML in Node (react-dom/server), each with the CSS it uses (every style emotion inserted, cache key
// `css`, so the running page adopts those styles instead of inserting them again).
//
// A package lists them in `src/prerender/index.tsx`:
//   export const fragments = { landing: { path: '/', render: () => <Hero /> } };
// (`user`: who the query client says is signed in, default nobody). `node ../tooling/prerender.mjs`
// in a remote writes each one to dist/prerender/<name>.html (styles, then markup), served from the
// remote's own origin like its scripts; the host's server inlines it into the page at request time
// (docs/prerender.md). The host calls renderFragments for its own shell.
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const toolingDir = path.dirname(fileURLToPath(import.meta.url));

// Bundled with the package's fragments: everything resolves from the package's own node_modules
// (one React, one MUI), except emotion's server half, which only this file needs.
const ENTRY = `
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient, setSignedInUser, theme } from 'shared-kernel';
import { renderedStyleTags } from 'shared-kernel/server-render';
import * as entry from '../../../src/prerender/index.tsx';

/** Stands for the first name while rendering; the server's include takes its place. */
const FIRST_NAME_TOKEN = 'HH_FIRST_NAME_SLOT';
/** A text as react-dom/server writes it (its own escaping), so the rendered text is found. */
const asRendered = (text) => renderToStaticMarkup(text);

/**
 * A fragment's text that names the signed-in user (its firstName: name => the heading's text),
 * in the SSI the host's server fills in at request time: the text with the user's first name when
 * the server knows it ($hh_first_name, entity-encoded), else the text for no name.
 */
function withFirstName(html, firstName) {
  if (!firstName) return html;
  const named = asRendered(firstName(FIRST_NAME_TOKEN));
  if (!html.includes(named)) throw new Error(\`prerender: "\${named}" is not in the fragment\`);
  const echo = '<!--# echo var="hh_first_name" encoding="entity" -->';
  return html.replace(
    named,
    \`<!--# if expr="$hh_first_name" -->\${named.replace(FIRST_NAME_TOKEN, echo)}<!--# else -->\${asRendered(firstName(''))}<!--# endif -->\`,
  );
}

function renderOne({ path = '/', user = null, render, firstName }) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const queryClient = createQueryClient();
  setSignedInUser(queryClient, user);
  const tree = createElement(
    CacheProvider,
    { value: cache },
    createElement(
      ThemeProvider,
      { theme },
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(MemoryRouter, { initialEntries: [path] }, render(FIRST_NAME_TOKEN)),
      ),
    ),
  );
  const html = withFirstName(renderToString(tree), firstName);
  const styles = renderedStyleTags(emotion, cache, html);
  return { html, styles };
}

export const extras = entry;
export function renderAll() {
  return Object.fromEntries(
    Object.entries(entry.fragments).map(([name, fragment]) => [name, renderOne(fragment)]),
  );
}
`;

/**
 * Bundles `<dir>/src/prerender/index.tsx` for Node and renders every fragment it lists.
 * @returns {Promise<{ fragments: Record<string, { html: string, styles: string }>, module: object }>}
 */
export async function renderFragments(dir) {
  const cacheDir = path.join(dir, 'node_modules/.cache/prerender');
  await fs.mkdir(cacheDir, { recursive: true });
  const entryFile = path.join(cacheDir, 'entry.jsx');
  await fs.writeFile(entryFile, ENTRY);
  const bundle = path.join(cacheDir, 'fragments.cjs');
  await build({
    entryPoints: [entryFile],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.join(toolingDir, 'node_modules')],
    logLevel: 'warning',
  });
  const require = createRequire(import.meta.url);
  delete require.cache[bundle];
  const loaded = require(bundle);
  return { fragments: loaded.renderAll(), module: loaded.extras };
}

/** Writes each fragment to `<dir>/dist/prerender/<name>.html`: its styles, then its markup. */
export async function writeFragments(dir, fragments) {
  const out = path.join(dir, 'dist/prerender');
  await fs.mkdir(out, { recursive: true });
  for (const [name, { html, styles }] of Object.entries(fragments)) {
    await fs.writeFile(path.join(out, `${name}.html`), `${styles}${html}`);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const dir = process.cwd();
  const { fragments } = await renderFragments(dir);
  await writeFragments(dir, fragments);
  const sizes = Object.entries(fragments).map(
    ([name, { html, styles }]) =>
      `${name}.html ${((Buffer.byteLength(html) + Buffer.byteLength(styles)) / 1024).toFixed(1)} KB`,
  );
  console.log(
    `prerender: dist/prerender/ ${sizes.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

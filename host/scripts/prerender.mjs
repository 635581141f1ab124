// After the host's production build: the landing page's first screen (top bar and hero) as real
// HTML, so `/` shows it before any script has run. Writes dist/landing.html (and its .br/.gz):
// dist/index.html with the prerendered markup and the CSS it uses. The static server of
// `pnpm start` and nginx answer `/` with it; every deep link keeps the plain index.html. Once
// React has rendered the landing screen, bootstrap.tsx swaps it in for the prerendered markup
// (src/prerender/takeover.ts).
import { createRequire } from 'node:module';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';

const hostDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(hostDir, 'dist');
const bundle = path.join(hostDir, 'node_modules/.cache/prerender/render-landing.cjs');

// The ids bootstrap.tsx looks for (src/prerender/takeover.ts).
const PRERENDERED_ID = 'prerendered';
// (html-webpack-plugin minifies the page: the quotes may be gone.)
const ROOT = /<div id="?root"?><\/div>/;

async function renderLanding() {
  await build({
    entryPoints: [path.join(hostDir, 'src/prerender/render-landing.tsx')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // remote-public's source finds its packages here when only the host is installed (Docker).
    nodePaths: [path.join(hostDir, 'node_modules')],
    logLevel: 'warning',
  });
  const require = createRequire(import.meta.url);
  return require(bundle).renderLanding();
}

function landingPage(shell, { title, html, styles }) {
  if (!ROOT.test(shell)) throw new Error('dist/index.html has no <div id="root"></div>');
  return (
    shell
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `${styles}</head>`)
      // The prerendered page is readable without script; the notice is for the other pages.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      // React renders into #root, hidden until the landing screen is in it.
      .replace(ROOT, `<div id="${PRERENDERED_ID}">${html}</div><div id="root" hidden></div>`)
  );
}

function escapeHtml(text) {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
}

async function writeWithVariants(file, text) {
  const body = Buffer.from(text);
  await fs.writeFile(file, body);
  // Written after the page, so the static server does not take them for stale variants.
  const br = await promisify(zlib.brotliCompress)(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  await fs.writeFile(`${file}.br`, br);
  await fs.writeFile(`${file}.gz`, await promisify(zlib.gzip)(body, { level: 9 }));
}

const started = Date.now();
const shell = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
const page = landingPage(shell, await renderLanding());
await writeWithVariants(path.join(dist, 'landing.html'), page);
console.log(
  `prerender: dist/landing.html ${(Buffer.byteLength(page) / 1024).toFixed(1)} KB ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

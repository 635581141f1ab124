// After the host's production build: first screens as real HTML, shown before the app's scripts.
// - dist/landing.html (and its .br/.gz): the landing page's top bar and hero with the CSS they
//   use. The static server of `pnpm start` and nginx answer `/` with it (signed out).
// - dist/index.html, which every deep link serves, rewritten: the signed-in candidate's frame
//   (src/prerender/render-frame.tsx; top bar, the dashboard's heading, the cookie banner), hidden,
//   and dist/frame.<hash>.js after it, which shows it when the browser's hints say a candidate is
//   signed in (src/prerender/frame.ts).
// Once React has rendered the page's main heading, bootstrap.tsx swaps it in for the prerendered
// markup (src/prerender/takeover.ts).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';

const hostDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(hostDir, 'dist');
const cacheDir = path.join(hostDir, 'node_modules/.cache/prerender');

// The ids bootstrap.tsx looks for (src/prerender/takeover.ts).
const PRERENDERED_ID = 'prerendered';
// (html-webpack-plugin minifies the page: the quotes may be gone.)
const ROOT = /<div id="?root"?><\/div>/;

/** Bundles one of src/prerender/render-*.tsx for Node and runs its export. */
async function render(name, exported) {
  const bundle = path.join(cacheDir, `${name}.cjs`);
  await build({
    entryPoints: [path.join(hostDir, `src/prerender/${name}.tsx`)],
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
  return require(bundle)[exported]();
}

/** dist/frame.<hash>.js: src/prerender/frame-script.ts for the browser, minified. */
async function buildFrameScript() {
  const result = await build({
    entryPoints: [path.join(hostDir, 'src/prerender/frame-script.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].contents;
  const name = `frame.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  await writeWithVariants(path.join(dist, name), code);
  return `/${name}`;
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

function framedIndex(shell, { html, styles }, script) {
  return (
    shell
      .replace('</head>', `${styles}</head>`)
      // Hidden until frame.js decides; #root stays shown when it does not apply (or fails).
      .replace(
        ROOT,
        `<div id="${PRERENDERED_ID}" hidden>${html}</div><div id="root"></div>` +
          `<script src="${script}"></script>`,
      )
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
  // Replaced atomically enough for the static server: the old variants go first.
  await Promise.all([fs.rm(`${file}.br`, { force: true }), fs.rm(`${file}.gz`, { force: true })]);
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
if (shell.includes(`id="${PRERENDERED_ID}"`) || shell.includes(`id=${PRERENDERED_ID}`)) {
  throw new Error('dist/index.html is prerendered already: build the host again (pnpm build)');
}
const page = landingPage(shell, await render('render-landing', 'renderLanding'));
await writeWithVariants(path.join(dist, 'landing.html'), page);
const framed = framedIndex(
  shell,
  await render('render-frame', 'renderSignedInFrame'),
  await buildFrameScript(),
);
await writeWithVariants(path.join(dist, 'index.html'), framed);
const kb = (text) => (Buffer.byteLength(text) / 1024).toFixed(1);
console.log(
  `prerender: dist/landing.html ${kb(page)} KB, dist/index.html ${kb(framed)} KB ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

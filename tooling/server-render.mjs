// Build time, in a remote that renders pages on the server (remote-public): bundles its
// `src/server/index.ts` (its `render(path, ctx)`) with React, MUI and emotion for Node, into
// dist/server/render.cjs, which its composer loads to answer /__render/<path>
// (composer/server-render.mjs; docs/prerender.md). The same screens as the browser's bundle.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const toolingDir = path.dirname(fileURLToPath(import.meta.url));

/** Where a package's server renderer is, built. */
export const SERVER_RENDERER = path.join('server', 'render.cjs');

export async function buildServerRenderer(dir) {
  const entry = path.join(dir, 'src/server/index.ts');
  const outfile = path.join(dir, 'dist', SERVER_RENDERER);
  await fs.access(entry);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.join(toolingDir, 'node_modules')],
    logLevel: 'warning',
  });
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const outfile = await buildServerRenderer(process.cwd());
  const { size } = await fs.stat(outfile);
  console.log(
    `server render: dist/${SERVER_RENDERER} ${(size / 1024).toFixed(0)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

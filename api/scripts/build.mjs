#!/usr/bin/env node
// `pnpm --filter api build`: the API as one JavaScript file, dist/main.js, that production runs
// with `node dist/main.js` (decisions section 7: tsx is for development only; under node the
// server itself gets SIGTERM and drains, src/shutdown.ts).
//
// - shared-kernel is bundled in: it is a workspace package of TypeScript source, which node alone
//   cannot load. Every other package stays external (native ones such as @node-rs/argon2, PGlite
//   with its wasm and data files next to it, pg, ioredis): node loads them from api/node_modules.
//   The build fails if the bundle imports a package that is not a dependency of api (pnpm gives
//   api/node_modules only api's own dependencies, so it would fail at run time instead).
// - `import.meta.url` in each source file is rewritten to that file's own address, relative to the
//   bundle, so that the paths the source computes from it (src/db/migrations, data/geo,
//   package.json, the repository root) are the same under node dist/main.js as under tsx.
//
// `node scripts/build.mjs [--outdir <dir>]` (default dist; tests build into a folder of their own).
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdirArg = process.argv.indexOf('--outdir');
const outdir = path.resolve(
  apiDir,
  outdirArg > 0 ? process.argv[outdirArg + 1] : path.join(apiDir, 'dist'),
);
const packageJson = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const dependencies = new Set(Object.keys(packageJson.dependencies ?? {}));
const builtins = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const externals = {
  name: 'externals',
  setup(build) {
    const missing = new Set();
    // Bare specifiers: shared-kernel is bundled (TypeScript source), the rest stays external.
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(args.path)) {
        return { path: args.path, external: true };
      }
      const name = packageOf(args.path);
      if (name === 'shared-kernel') return undefined;
      if (!dependencies.has(name)) missing.add(`${name} (imported by ${args.importer})`);
      return { path: args.path, external: true };
    });
    build.onEnd((result) => {
      if (missing.size === 0) return;
      result.errors.push({
        text: `Not dependencies of api, so not in api/node_modules at run time: ${[...missing].join(', ')}`,
      });
    });
  },
};

const sourceAddresses = {
  name: 'source-addresses',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

const result = await esbuild.build({
  entryPoints: [path.join(apiDir, 'src/main.ts')],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Names kept: the logs' error stacks and class names stay readable.
  minify: false,
  // CommonJS packages imported by name (pg, ws) load through node's own ESM interop at run time.
  plugins: [externals, sourceAddresses],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `api: built ${path.relative(process.cwd(), path.join(outdir, 'main.js'))} (${Math.round(bytes / 1024)} KiB)`,
);

import fs from 'node:fs';
import path from 'node:path';

// The page shares a slim file under 'react-router-dom' and '@tanstack/react-query' (see
// react-router-dom.ts, react-query.ts). A front-end that imports a name the slim file does not
// export would get undefined at run time, so every such import is checked here.
const root = path.resolve(__dirname, '../../..');
// The share key → slim file map and the front-end packages, as the webpack configs see them.
const { SLIM_SHARED, FRONT_END_PACKAGES } = require('../../../tooling/shared-singletons.cjs') as {
  SLIM_SHARED: Record<string, string>;
  FRONT_END_PACKAGES: string[];
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // testing/: jest only; server/: a remote's server renderer, bundled for Node with the whole
    // packages (tooling/server-render.mjs), never through the page's shares.
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'server' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value names (not types) a file imports from a package. */
function importedValues(source: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function exportedNames(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

// Build-time only: each package's src/prerender/index.tsx (tooling/prerender.mjs bundles it with
// esbuild and runs it in Node, never through the federation share).
const isBuildTimeOnly = (file: string) =>
  path.basename(file) === 'index.tsx' && path.basename(path.dirname(file)) === 'prerender';

const files = FRONT_END_PACKAGES.flatMap((pkg) => sourceFiles(path.join(root, pkg, 'src'))).filter(
  (file) => !isBuildTimeOnly(file),
);

test.each(Object.entries(SLIM_SHARED))(
  'every value imported from %s is in its slim file',
  (pkg, file) => {
    const exported = new Set(exportedNames(file));
    const missing = files.flatMap((f) =>
      importedValues(fs.readFileSync(f, 'utf8'), pkg)
        .filter((name) => !exported.has(name))
        .map((name) => `${name} (${path.relative(root, f)})`),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  },
);

test('a name the front-ends do not use is caught', () => {
  expect(
    importedValues(`import { useMatch } from 'react-router-dom';`, 'react-router-dom'),
  ).toEqual(['useMatch']);
  expect(exportedNames(SLIM_SHARED['react-router-dom'])).not.toContain('useMatch');
});

// The packages the page must hold exactly once (decisions section 2). Keys ending in '/' cover
// deep imports (react-dom/client, @mui/material/Button): without them a second copy loads.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'zustand/',
  '@mui/material/',
  '@emotion/react',
  '@emotion/styled',
  // Of shared-kernel, only its runtime (decisions section 2): the stores, the live-event bus and
  // the theme ('shared-kernel/runtime'), and the signed-in page's live connection and
  // notification store ('shared-kernel/live'). Its libraries (the root entry's contract
  // addresses, query keys and API helpers, '/rules', '/contract', '/forms', '/ui', '/account') are
  // not shared: each remote bundles them at the version it was built with, so a remote deploys
  // alone with a new route or rule while the host runs an older shared-kernel.
  'shared-kernel/runtime',
  'shared-kernel/live',
];

/** Share keys of our own package: any version of it will do (there is only one, the workspace's). */
const INTERNAL = 'shared-kernel';

const fs = require('node:fs');
const path = require('node:path');

/**
 * Share keys whose provided module is a file of ours that re-exports only what the front-ends
 * use: a shared module cannot be tree-shaken, so the whole package would load otherwise.
 */
const SLIM_SHARED = {
  'react-router-dom': path.join(__dirname, '../shared-kernel/src/federation/react-router-dom.ts'),
  '@tanstack/react-query': path.join(__dirname, '../shared-kernel/src/federation/react-query.ts'),
};

/**
 * The package files those slim modules re-export, for webpack's resolve.alias: a package whose
 * "exports" map hides its ESM entry is reached by its real path.
 */
function slimAliases(dir) {
  const reactQuery = path.dirname(
    require.resolve('@tanstack/react-query/package.json', { paths: [dir] }),
  );
  return {
    '@tanstack/react-query/build/modern/index.js$': path.join(reactQuery, 'build/modern/index.js'),
  };
}

/** The installed version, read from the package's own node_modules (pnpm links each dependency). */
function installedVersion(dir, name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return undefined;
  }
}

/** Builds the `shared` block for one package from the versions its package.json asks for. */
function sharedSingletons(pkg, dir) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const isInternal = name === INTERNAL || name.startsWith(`${INTERNAL}/`);
    const version = installedVersion(dir, isInternal ? INTERNAL : name);
    shared[key] = {
      singleton: true,
      requiredVersion: isInternal ? '*' : deps[name] || false,
      ...(version ? { version } : {}),
      ...(SLIM_SHARED[key] ? { import: SLIM_SHARED[key] } : {}),
    };
  }
  return shared;
}

/**
 * Every MUI component path the workspace's front-ends import (`@mui/material/Button`, …). The host
 * provides them all, so a remote's screen uses the host's copy, whose MUI internals (styles,
 * utils) the page has already loaded, instead of bringing a second copy of those internals. A
 * component a remote adds later still works: the remote's own copy is used until the host is
 * rebuilt.
 */
function workspaceMuiImports(root) {
  const found = new Set();
  const pattern = /from '(@mui\/material\/[A-Za-z]+)'/g;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const match of fs.readFileSync(full, 'utf8').matchAll(pattern)) found.add(match[1]);
    }
  };
  for (const pkg of FRONT_END_PACKAGES) {
    const src = path.join(root, pkg, 'src');
    if (fs.existsSync(src)) walk(src);
  }
  return [...found].sort();
}

const FRONT_END_PACKAGES = [
  'shared-kernel',
  'host',
  'remote-public',
  'remote-candidate',
  'remote-recruiter',
];

/** The host's `shared` block: the singletons, plus every MUI component path known at build time. */
function hostShared(pkg, dir) {
  const shared = sharedSingletons(pkg, dir);
  const base = shared['@mui/material/'];
  // A bare request is provided only when the host itself imports it; a file path always is. The
  // path is MUI's ESM build, the file webpack resolves the host's own imports to.
  const mui = path.dirname(require.resolve('@mui/material/package.json', { paths: [dir] }));
  for (const request of workspaceMuiImports(path.resolve(dir, '..'))) {
    const file = path.join(mui, 'esm', request.slice('@mui/material/'.length), 'index.js');
    if (fs.existsSync(file)) shared[request] = { ...base, import: file };
  }
  return shared;
}

module.exports = {
  SINGLETONS,
  SLIM_SHARED,
  FRONT_END_PACKAGES,
  slimAliases,
  sharedSingletons,
  hostShared,
};

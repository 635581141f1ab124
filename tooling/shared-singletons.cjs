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
  '@mui/system/',
  '@emotion/react',
  '@emotion/styled',
  'shared-kernel',
  'shared-kernel/',
];

const fs = require('node:fs');
const path = require('node:path');

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
    const isInternal = name === 'shared-kernel';
    const version = installedVersion(dir, name);
    shared[key] = {
      singleton: true,
      requiredVersion: isInternal ? '*' : deps[name] || false,
      ...(version ? { version } : {}),
    };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons };

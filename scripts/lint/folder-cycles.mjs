#!/usr/bin/env node
// No circle between folders (part of `pnpm lint`). dependency-cruiser reads every import (type
// imports too, resolved as TypeScript does); each file is then counted as part of its "unit" — a
// top folder (or top file) of a package's src, and each API module — and a circle between units
// fails the check. Tests and their fixtures are left out: they may reach anywhere.
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

// Each package's src, and how a file's path names its unit.
const PACKAGES = [
  {
    src: 'api/src',
    tsConfig: 'api/tsconfig.json',
    unit: (rest) => (rest[0] === 'modules' && rest.length > 2 ? `modules/${rest[1]}` : rest[0]),
  },
  { src: 'shared-kernel/src', tsConfig: 'shared-kernel/tsconfig.json', unit: (rest) => rest[0] },
  { src: 'host/src', tsConfig: 'host/tsconfig.json', unit: (rest) => rest[0] },
];

// Circles still to break, each with why it is allowed for now ("a ↔ b ↔ c", units sorted). A
// circle that grows, shrinks or goes fails until this list says so. Issue 29 item 3 broke
// config ↔ db ↔ http (the limits moved into config.ts, the session cookie's name into http/),
// access ↔ account ↔ auth ↔ mail (the secrets into src/secrets.ts, the e-mail preferences into
// mail, the dev mailbox route into auth), hiring out of the domain circle (a job's culture into
// jobs), applications ↔ candidates ↔ jobs (what opening and closing a job does to job alerts
// and applicants is handed to jobs by modules/registry.ts: jobs/lifecycle.ts), shared-kernel's
// contract ↔ rules (src/vocabularies.ts) and the host's federation ↔ nav ↔ routes ↔ shell (the
// route map and the main's id moved down). None is left.
/** @type {Map<string, string>} */
const KNOWN_CYCLES = new Map();

const unitName = (file) => file.replace(/\.(tsx?|mjs|js)$/, '');

/** Tarjan's strongly connected components of the unit graph: each with more than one unit is a circle. */
function circles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

let failed = false;
const seen = new Set();
for (const pkg of PACKAGES) {
  const { output } = await cruise(
    [pkg.src],
    {
      baseDir: root,
      tsPreCompilationDeps: true,
      exclude: { path: ['\\.test\\.tsx?$', '/test/', 'node_modules'] },
      doNotFollow: { path: ['node_modules'] },
      // Sibling packages (shared-kernel seen from the host) are not followed into.
      includeOnly: [`^${pkg.src}/`],
    },
    {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    { tsConfig: extractTSConfig(`${root}${pkg.tsConfig}`) },
  );
  const unitOf = (source) => unitName(pkg.unit(source.slice(pkg.src.length + 1).split('/')));
  const edges = new Map();
  const why = new Map();
  for (const module of output.modules) {
    const from = unitOf(module.source);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const dependency of module.dependencies) {
      if (!dependency.resolved.startsWith(`${pkg.src}/`)) continue;
      const to = unitOf(dependency.resolved);
      if (to === from) continue;
      edges.get(from).add(to);
      if (!why.has(`${from}>${to}`))
        why.set(`${from}>${to}`, `${module.source} → ${dependency.resolved}`);
    }
  }
  for (const circle of circles(edges)) {
    const name = circle.join(' ↔ ');
    seen.add(name);
    if (KNOWN_CYCLES.has(name)) {
      console.log(`known circle in ${pkg.src}: ${name} (${KNOWN_CYCLES.get(name)})`);
      continue;
    }
    failed = true;
    console.error(`\nFolder circle in ${pkg.src}: ${name}`);
    const members = new Set(circle);
    for (const [key, example] of why) {
      const [from, to] = key.split('>');
      if (members.has(from) && members.has(to)) console.error(`  ${from} → ${to}: ${example}`);
    }
  }
}
for (const name of KNOWN_CYCLES.keys()) {
  if (seen.has(name)) continue;
  failed = true;
  console.error(`\nA known circle is gone: remove it from KNOWN_CYCLES (${name})`);
}
if (failed) {
  console.error('\nBreak each circle: move the shared piece down to a folder both may import.');
  process.exit(1);
}

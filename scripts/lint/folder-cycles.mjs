#!/usr/bin/env node
// No circle between folders, and none between files (part of `pnpm lint`). dependency-cruiser
// reads every import of each package's src (type imports too, resolved as TypeScript does).
// Folders: each file is counted as part of its "unit" — a top folder (or top file) of the src,
// each API module, and each screen of a remote — and a circle between units fails the check.
// Files: a circle between files fails too, inside one unit as well as across units. Tests and
// their fixtures are left out: they may reach anywhere.
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** `<first>/<second>/…` counts as the unit `<first>/<second>` (an API module, a remote's screen). */
const nestedIn = (folder) => (rest) =>
  rest[0] === folder && rest.length > 2 ? `${folder}/${rest[1]}` : rest[0];

// Each package's src, and how a file's path (inside the src, split at '/') names its unit.
export const PACKAGES = [
  { src: 'api/src', tsConfig: 'api/tsconfig.json', unit: nestedIn('modules') },
  { src: 'shared-kernel/src', tsConfig: 'shared-kernel/tsconfig.json', unit: (rest) => rest[0] },
  { src: 'host/src', tsConfig: 'host/tsconfig.json', unit: (rest) => rest[0] },
  ...['remote-public', 'remote-candidate', 'remote-recruiter'].map((remote) => ({
    src: `${remote}/src`,
    tsConfig: `${remote}/tsconfig.json`,
    unit: nestedIn('screens'),
  })),
];

// Circles still to break, each with why it is allowed for now: `<src> folders: a ↔ b` (units
// sorted) or `<src> files: a.ts ↔ b.ts` (files sorted, paths inside the src). A circle that
// grows, shrinks or goes fails until this list says so. Issue 29 item 3 broke config ↔ db ↔ http
// (the limits moved into config.ts, the session cookie's name into http/), access ↔ account ↔
// auth ↔ mail (the secrets into src/secrets.ts, the e-mail preferences into mail, the dev mailbox
// route into auth), hiring out of the domain circle (a job's culture into jobs), applications ↔
// candidates ↔ jobs (what opening and closing a job does to job alerts and applicants is handed
// to jobs by modules/registry.ts: jobs/lifecycle.ts), shared-kernel's contract ↔ rules
// (src/vocabularies.ts) and the host's federation ↔ nav ↔ routes ↔ shell (the route map and the
// main's id moved down). Issue 42 item 5 broke the API's applications service.ts ↔
// workflows/at-apply.ts ↔ workflows/knockouts.ts (the status notification moved down into
// status-notification.ts) and remote-recruiter's booking ↔ screens/job-applications (the reject
// and message dialogs moved into kit/). None is left.
/** @type {Map<string, string>} */
export const KNOWN_CYCLES = new Map();

const withoutExtension = (file) => file.replace(/\.(tsx?|mjs|js)$/, '');

/**
 * Tarjan's strongly connected components of a graph (node → the nodes it imports): each with
 * more than one node is a circle, its nodes sorted.
 * @param {Map<string, Iterable<string>>} edges
 * @returns {string[][]}
 */
export function circles(edges) {
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

/**
 * The circles of one package's import graph, between units (`folders`) and between files
 * (`files`), each named as KNOWN_CYCLES names them, with the imports that close it.
 * @param {{ source: string, dependencies: { resolved: string }[] }[]} modules dependency-cruiser's
 * @param {{ src: string, unit: (rest: string[]) => string }} pkg
 * @returns {{ folders: Circle[], files: Circle[] }}
 * @typedef {{ name: string, imports: string[] }} Circle
 */
export function findCircles(modules, pkg) {
  const inside = (file) => file.slice(pkg.src.length + 1);
  const unitOf = (file) => withoutExtension(pkg.unit(inside(file).split('/')));
  const graphs = { folders: new Map(), files: new Map() };
  const examples = { folders: new Map(), files: new Map() };
  const link = (kind, from, to, example) => {
    if (!graphs[kind].has(from)) graphs[kind].set(from, new Set());
    if (to === undefined || to === from) return;
    graphs[kind].get(from).add(to);
    if (!examples[kind].has(`${from}>${to}`)) examples[kind].set(`${from}>${to}`, example);
  };
  for (const module of modules) {
    const fromFile = inside(module.source);
    link('folders', unitOf(module.source));
    link('files', fromFile);
    for (const dependency of module.dependencies) {
      if (!dependency.resolved.startsWith(`${pkg.src}/`)) continue;
      const example = `${module.source} → ${dependency.resolved}`;
      link('folders', unitOf(module.source), unitOf(dependency.resolved), example);
      link('files', fromFile, inside(dependency.resolved), example);
    }
  }
  const named = (kind) =>
    circles(graphs[kind]).map((members) => {
      const within = new Set(members);
      const imports = [...examples[kind]]
        .filter(([key]) => key.split('>').every((end) => within.has(end)))
        .map(([, example]) => example);
      return { name: `${pkg.src} ${kind}: ${members.join(' ↔ ')}`, imports };
    });
  return { folders: named('folders'), files: named('files') };
}

/**
 * dependency-cruiser's modules of one package's src (tests, `test/` folders and other packages
 * left out). `baseDir`: where `pkg.src` and `pkg.tsConfig` are (the repository by default).
 */
export async function packageModules(pkg, baseDir = root) {
  const { output } = await cruise(
    [pkg.src],
    {
      baseDir,
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
    pkg.tsConfig ? { tsConfig: extractTSConfig(path.join(baseDir, pkg.tsConfig)) } : undefined,
  );
  return output.modules;
}

async function main() {
  let failed = false;
  const seen = new Set();
  for (const pkg of PACKAGES) {
    const found = findCircles(await packageModules(pkg), pkg);
    for (const [kind, title] of [
      ['folders', 'Folder circle'],
      ['files', 'File circle'],
    ]) {
      for (const circle of found[kind]) {
        seen.add(circle.name);
        if (KNOWN_CYCLES.has(circle.name)) {
          console.log(`known circle: ${circle.name} (${KNOWN_CYCLES.get(circle.name)})`);
          continue;
        }
        failed = true;
        console.error(`\n${title}: ${circle.name}`);
        for (const example of circle.imports) console.error(`  ${example}`);
      }
    }
  }
  for (const name of KNOWN_CYCLES.keys()) {
    if (seen.has(name)) continue;
    failed = true;
    console.error(`\nA known circle is gone: remove it from KNOWN_CYCLES (${name})`);
  }
  if (failed) {
    console.error(
      '\nBreak each circle: move the shared piece down to a file or folder both may import, or hand a function in from above.',
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();

// The circle check of folder-cycles.mjs (part of `pnpm lint`) fires: on a made-up import graph
// (findCircles) and on real files read by dependency-cruiser (packageModules), a circle between
// files is found inside one folder as well as across folders, and a circle between folders too.
// A child process runs it: the script is an ES module, which jest's module system does not run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Circle = { name: string; imports: string[] };
type Found = { folders: Circle[]; files: Circle[] };

const script = pathToFileURL(path.join(__dirname, 'folder-cycles.mjs')).href;

/** Runs `body` (an ES module's code, given the script's exports) and returns what it prints as JSON. */
function run<T>(body: string): T {
  const code = `import * as check from ${JSON.stringify(script)};\n${body}`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

const names = (circles: Circle[]) => circles.map((circle) => circle.name);

describe('the circle check (scripts/lint/folder-cycles.mjs)', () => {
  it('finds a circle between files in one folder, and one across folders with its folders', () => {
    const modules = [
      // orders/place.ts → orders/notify.ts → orders/place.ts: files only (one folder).
      {
        source: 'pkg/src/orders/place.ts',
        dependencies: [{ resolved: 'pkg/src/orders/notify.ts' }],
      },
      {
        source: 'pkg/src/orders/notify.ts',
        dependencies: [{ resolved: 'pkg/src/orders/place.ts' }],
      },
      // menu/a.ts → stock/b.ts → menu/a.ts: the files and their folders.
      { source: 'pkg/src/menu/a.ts', dependencies: [{ resolved: 'pkg/src/stock/b.ts' }] },
      { source: 'pkg/src/stock/b.ts', dependencies: [{ resolved: 'pkg/src/menu/a.ts' }] },
      // No circle: a chain, and an import of another package.
      { source: 'pkg/src/till/c.ts', dependencies: [{ resolved: 'pkg/src/till/d.ts' }] },
      { source: 'pkg/src/till/d.ts', dependencies: [{ resolved: 'other/src/till/c.ts' }] },
    ];
    const found = run<Found>(
      `const modules = ${JSON.stringify(modules)};
       process.stdout.write(JSON.stringify(
         check.findCircles(modules, { src: 'pkg/src', unit: (rest) => rest[0] }),
       ));`,
    );
    expect(names(found.files).sort()).toEqual([
      'pkg/src files: menu/a.ts ↔ stock/b.ts',
      'pkg/src files: orders/notify.ts ↔ orders/place.ts',
    ]);
    expect(names(found.folders)).toEqual(['pkg/src folders: menu ↔ stock']);
    const orders = found.files.find((circle) => circle.name.includes('orders'))!;
    expect(orders.imports.sort()).toEqual([
      'pkg/src/orders/notify.ts → pkg/src/orders/place.ts',
      'pkg/src/orders/place.ts → pkg/src/orders/notify.ts',
    ]);
  });

  it('reads real files: a three-file circle closed by a type import fails; one through tests does not', () => {
    const base = mkdtempSync(path.join(os.tmpdir(), 'hh-circles-'));
    try {
      const write = (file: string, lines: string[]) => {
        mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
        writeFileSync(path.join(base, file), `${lines.join('\n')}\n`);
      };
      write('pkg/src/hiring/service.ts', [
        "import { apply } from './apply.js';",
        'export const s = apply;',
      ]);
      write('pkg/src/hiring/apply.ts', [
        "import { knock } from './knock.js';",
        'export const apply = knock;',
      ]);
      write('pkg/src/hiring/knock.ts', [
        "import type { s } from './service.js';",
        'export const knock = 1;',
        'export type S = typeof s;',
      ]);
      // store ↔ test/fixtures and store ↔ store.test would be circles, were tests not left out.
      write('pkg/src/hiring/store.ts', [
        "import { sample } from '../test/fixtures.js';",
        "import { check } from './store.test.js';",
        'export const store = [sample, check];',
      ]);
      write('pkg/src/test/fixtures.ts', [
        "import { store } from '../hiring/store.js';",
        'export const sample = store;',
      ]);
      write('pkg/src/hiring/store.test.ts', [
        "import { store } from './store.js';",
        'export const check = store;',
      ]);
      const found = run<Found>(
        `const modules = await check.packageModules({ src: 'pkg/src' }, ${JSON.stringify(base)});
         process.stdout.write(JSON.stringify(
           check.findCircles(modules, { src: 'pkg/src', unit: (rest) => rest[0] }),
         ));`,
      );
      expect(names(found.files)).toEqual([
        'pkg/src files: hiring/apply.ts ↔ hiring/knock.ts ↔ hiring/service.ts',
      ]);
      expect(found.folders).toEqual([]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  }, 60_000);

  it("counts each remote's screen as its own folder", () => {
    const units = run<Record<string, string>>(
      `const recruiter = check.PACKAGES.find((pkg) => pkg.src === 'remote-recruiter/src');
       const unit = (file) => recruiter.unit(file.split('/'));
       process.stdout.write(JSON.stringify({
         screen: unit('screens/job-applications/RejectDialog.tsx'),
         top: unit('screens.ts'),
         folder: unit('booking/api.ts'),
       }));`,
    );
    expect(units).toEqual({
      screen: 'screens/job-applications',
      top: 'screens.ts',
      folder: 'booking',
    });
  });
});

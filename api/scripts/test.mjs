#!/usr/bin/env node
// Runs the API tests (node:test through tsx): once on embedded PGlite (DATABASE_URL removed),
// then, only when DATABASE_URL is set, once more on that PostgreSQL database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testDir = path.join(apiDir, 'test');
// `node scripts/test.mjs [node --test flags] [test files]`: given files run instead of all.
const args = process.argv.slice(2);
const chosenFiles = args.filter((arg) => arg.endsWith('.ts'));
const extraArgs = args.filter((arg) => !arg.endsWith('.ts'));

/** `test/**\/*.test.ts` (node 20's --test does not expand globs). */
function testFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(file);
      return entry.name.endsWith('.test.ts') ? [path.relative(apiDir, file)] : [];
    })
    .sort();
}

function run(label, env) {
  console.log(`\n# API tests on ${label}\n`);
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      ...extraArgs,
      ...(chosenFiles.length ? chosenFiles : testFiles(testDir)),
    ],
    { cwd: apiDir, env, stdio: 'inherit' },
  );
  if (result.error) console.error(result.error);
  return result.status === 0;
}

const { DATABASE_URL, ...withoutDatabase } = process.env;
const results = [['PGlite', run('PGlite (in memory)', withoutDatabase)]];
if (DATABASE_URL) {
  results.push([
    'PostgreSQL',
    run(`PostgreSQL (${DATABASE_URL.replace(/:[^:@/]*@/, ':***@')})`, process.env),
  ]);
}
console.log('');
for (const [label, ok] of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);

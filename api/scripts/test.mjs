#!/usr/bin/env node
// Runs the API tests (node:test through tsx): on embedded PGlite (DATABASE_URL removed) and,
// only when DATABASE_URL is set, at the same time on that PostgreSQL database.
import { spawn } from 'node:child_process';
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

/**
 * One engine's run. `buffer`: its output is kept and printed once it ends (the two engines run at
 * the same time; one of them streams, the other waits its turn in the log).
 */
function run(label, env, { buffer = false } = {}) {
  const heading = `\n# API tests on ${label}\n`;
  if (!buffer) console.log(heading);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      ...extraArgs,
      ...(chosenFiles.length ? chosenFiles : testFiles(testDir)),
    ],
    { cwd: apiDir, env, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' },
  );
  const output = [];
  if (buffer) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(error);
      resolve(false);
    });
    child.on('close', (code) => {
      if (buffer) process.stdout.write(heading + Buffer.concat(output).toString());
      resolve(code === 0);
    });
  });
}

// PGlite and PostgreSQL run at the same time (each file on one engine runs after the other, as
// before): on two cores the PGlite run is busy in node while the PostgreSQL run waits on the
// server. The machine's Redis is left to the PostgreSQL run (REDIS_URL removed from the PGlite
// run), so the two never share rate-limit keys or channels; its tests still run once.
const { DATABASE_URL, REDIS_URL: _redisForPostgresRun, ...withoutServices } = process.env;
const { DATABASE_URL: _unused, ...withoutDatabase } = process.env;
const runs = [
  ['PGlite', run('PGlite (in memory)', DATABASE_URL ? withoutServices : withoutDatabase)],
];
if (DATABASE_URL) {
  runs.push([
    'PostgreSQL',
    run(`PostgreSQL (${DATABASE_URL.replace(/:[^:@/]*@/, ':***@')})`, process.env, {
      buffer: true,
    }),
  ]);
}
const results = await Promise.all(runs.map(async ([label, done]) => [label, await done]));
console.log('');
for (const [label, ok] of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);

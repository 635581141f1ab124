#!/usr/bin/env node
// `pnpm test:cluster`: the production topology on this machine (api/cluster/harness.ts): two API
// processes built for production, on a PostgreSQL database of their own (created on the server at
// DATABASE_URL), a redis-server of their own and Debian's nginx from deploy/nginx, under faults.
// Needs DATABASE_URL, `nginx` and `redis-server` (.ci/run installs nginx); without them it says
// so and runs nothing. The API must be built (`pnpm --filter api build`, part of `pnpm build`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clusterDir = path.join(apiDir, 'cluster');
const has = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

const missing = [
  !process.env.DATABASE_URL && 'DATABASE_URL',
  !has('nginx', ['-v']) && 'nginx',
  !has('redis-server', ['--version']) && 'redis-server',
].filter(Boolean);
if (missing.length) {
  const message = `cluster tests need ${missing.join(', ')}`;
  // CI must run them: a missing tool there is a failure, not a skip.
  if (process.env.CI) {
    console.error(`${message} (CI=true)`);
    process.exit(1);
  }
  console.log(`${message}: skipped`);
  process.exit(0);
}
if (process.env.CLUSTER_FROM_SOURCE !== '1' && !fs.existsSync(path.join(apiDir, 'dist/main.js'))) {
  console.error('api/dist/main.js is missing: run `pnpm --filter api build` first');
  process.exit(1);
}

const args = process.argv.slice(2);
const chosen = args.filter((arg) => arg.endsWith('.ts'));
const files = chosen.length
  ? chosen
  : fs
      .readdirSync(clusterDir)
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => path.join('cluster', name));
// One cluster at a time: each file starts its own (two API processes, nginx, Redis) on 2 cores.
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    ...args.filter((a) => !a.endsWith('.ts')),
    ...files,
  ],
  { cwd: apiDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);

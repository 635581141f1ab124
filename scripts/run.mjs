#!/usr/bin/env node
// `pnpm start`: build for production, then serve the API (embedded PGlite unless DATABASE_URL),
// each remote on its own port, and the host (static files, /remotes.json, /api proxied).
// `pnpm start -- --no-build` (or SKIP_BUILD=1) serves what is built (the API too: api/dist).
// `pnpm dev`: watch mode (the API under tsx).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servePackage } from '../tooling/serve.mjs';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] || 'start';
const FRONT_ENDS = ['remote-public', 'remote-candidate', 'remote-recruiter', 'host'];

const env = { ...process.env };
env.API_PORT ||= '4000';
env.HOST_PORT ||= '3000';
env.REMOTE_PUBLIC_URL ||= `http://localhost:${env.REMOTE_PUBLIC_PORT || 3001}`;
env.REMOTE_CANDIDATE_URL ||= `http://localhost:${env.REMOTE_CANDIDATE_PORT || 3002}`;
env.REMOTE_RECRUITER_URL ||= `http://localhost:${env.REMOTE_RECRUITER_PORT || 3003}`;
env.PUBLIC_URL ||= `http://localhost:${env.HOST_PORT}`;
// The API listens only on loopback, behind the host's proxy, and trusts that one hop's
// X-Forwarded-For (per-address rate limits).
env.API_HOST ||= '127.0.0.1';
env.TRUST_PROXY ||= 'loopback';
env.ALLOWED_ORIGINS ||= `http://localhost:${env.HOST_PORT},http://127.0.0.1:${env.HOST_PORT}`;
// The demo's billing is TEST MODE (no payment taken; every billing screen says so). The API has
// no provider unless told, so checkout is refused in production. `BILLING_PROVIDER=` (empty)
// runs the demo without one.
env.BILLING_PROVIDER ??= 'test';

// The pnpm that runs this script (npx pnpm@10 …, or a global pnpm).
const execpath = process.env.npm_execpath || '';
const PNPM = /pnpm/.test(execpath) ? [process.execPath, execpath] : ['pnpm'];
const pnpm = (args, options) => run(PNPM[0], [...PNPM.slice(1), ...args], options);

const children = [];
function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${[command, ...args].join(' ')} exited (${signal || code}); stopping.`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
const servers = [];
/** The API under `start`: restarted with backoff when it dies (scripts/supervise.mjs). */
let api;
let apiReady = false;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  const apiStopped = api?.stop();
  for (const child of children) child.kill('SIGTERM');
  for (const server of servers) server.close();
  // Give the API time to close its database (and release its data folder), within reason.
  void Promise.race([Promise.all([apiStopped, wait(1500)]), wait(10_000)]).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForApi() {
  const url = `http://127.0.0.1:${env.API_PORT}/api/health`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not answer ${url}`);
}

async function start() {
  const build = !process.argv.includes('--no-build') && !env.SKIP_BUILD;
  if (build) {
    const result = spawnSync(PNPM[0], [...PNPM.slice(1), 'build'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  // The built API (`pnpm build` builds api/dist/main.js) under node itself, as in production: not
  // `pnpm --filter api start` (pnpm's shell would not pass SIGTERM on), not tsx (its relay turns a
  // late exit into SIGKILL), so the server gets SIGTERM and drains (api/src/shutdown.ts). If the
  // API dies once it has served, it is restarted (logged, with backoff) while the composers
  // keep serving (the host's /api proxy answers 502 meanwhile). Dying before it ever answered is
  // a start-up failure (e.g. its data folder in use): that stops everything, as before.
  const apiMain = path.join(root, 'api', 'dist', 'main.js');
  if (!fs.existsSync(apiMain)) {
    console.error(`${apiMain} is missing: build first (pnpm build, or pnpm --filter api build).`);
    process.exit(1);
  }
  api = supervise({
    command: process.execPath,
    args: ['--enable-source-maps', apiMain],
    options: { cwd: path.join(root, 'api'), env, stdio: 'inherit' },
    name: 'The API',
    shouldRestart: () => {
      if (!apiReady) stop(1);
      return apiReady;
    },
  });
  for (const dir of FRONT_ENDS) {
    const { server } = await servePackage(path.join(root, dir), env);
    servers.push(server);
  }
  await waitForApi();
  apiReady = true;
  const { DEMO_ACCOUNTS_TEXT } = await import('./demo-accounts.mjs');
  console.log(
    `\nHospoHire is running: open http://localhost:${env.HOST_PORT}\n${DEMO_ACCOUNTS_TEXT}`,
  );
}

function dev() {
  pnpm(['--filter', 'api', 'dev']);
  for (const dir of FRONT_ENDS) pnpm(['--filter', dir, 'dev']);
  console.log(`\nHospoHire (watch mode): open http://localhost:${env.HOST_PORT}\n`);
}

if (mode === 'dev') dev();
else
  start().catch((error) => {
    console.error(error);
    stop(1);
  });

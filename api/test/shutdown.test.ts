import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { DEMO_CANDIDATE } from '../src/seed/demo-accounts.js';
import { createShutdown } from '../src/shutdown.js';
import { freePort } from './support/redis-process.js';
import { ALLOWED_ORIGIN, startTestApp } from './support/test-app.js';

// Issue 30 items 2 and 3: production runs the API compiled (`node dist/main.js`, built by
// scripts/build.mjs), and SIGTERM drains it: no new connection, idle keep-alive connections
// closed, a request under way finished with `Connection: close`, live sockets closed with 1001,
// exit 0 within 10 s. The API is built into a folder of this test's own and run as a real
// process (PGlite in memory).

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXIT_LIMIT_MS = 10_000;
const START_LIMIT_MS = 120_000;

describe('the built API under node drains on SIGTERM (a real process)', () => {
  // Under api/node_modules: node finds api's packages from there, as from api/dist.
  const cacheDir = path.join(API_DIR, 'node_modules', '.cache');
  let outdir: string;
  let child: ChildProcess;
  let url: string;
  let output = '';
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  before(async () => {
    fs.mkdirSync(cacheDir, { recursive: true });
    outdir = fs.mkdtempSync(path.join(cacheDir, 'hh-api-build-'));
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outdir', outdir], {
      cwd: API_DIR,
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, `the build failed: ${build.stdout}${build.stderr}`);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _unused, REDIS_URL: _none, ...env } = process.env;
    // node itself on the built file, as the image and `pnpm start` run it: no tsx loader.
    child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      cwd: API_DIR,
      env: {
        ...env,
        NODE_OPTIONS: '',
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        ALLOWED_ORIGINS: ALLOWED_ORIGIN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const deadline = Date.now() + START_LIMIT_MS;
    for (;;) {
      if (child.exitCode !== null) assert.fail(`the API exited: ${output}`);
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) assert.fail(`the API did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  after(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (outdir) fs.rmSync(outdir, { recursive: true, force: true });
  });

  it('finishes the request under way, closes idle connections and sockets (1001), exits 0 in < 10 s', async () => {
    // The demo candidate (seeded on the empty database), signed in: a live socket.
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CANDIDATE.email, password: DEMO_CANDIDATE.password }),
    });
    assert.equal(login.status, 200, await login.text());
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const ws = new WebSocket(`${url.replace('http', 'ws')}/api/ws/notifications`, {
      headers: { cookie },
      origin: ALLOWED_ORIGIN,
    });
    const wsClosed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });

    // An idle keep-alive connection (what nginx keeps to each replica).
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // (Wrapped: a promise resolved with a promise would wait for that one.)
    const { closed: idleClosed } = await new Promise<{ closed: Promise<void> }>(
      (resolve, reject) => {
        http
          .get(`${url}/api/health`, { agent: idleAgent }, (res) => {
            assert.equal(res.statusCode, 200);
            const socket = res.socket;
            const closed = new Promise<void>((done) => socket.once('close', () => done()));
            res.resume();
            res.on('end', () => resolve({ closed }));
          })
          .on('error', reject);
      },
    );

    // A request under way: its headers are in, half its body, when SIGTERM comes.
    const body = JSON.stringify({ email: DEMO_CANDIDATE.email, password: DEMO_CANDIDATE.password });
    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const inFlight = http.request(`${url}/api/auth/login`, {
      method: 'POST',
      agent: busyAgent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
      inFlight.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalledAt = Date.now();
    child.kill('SIGTERM');

    // At once: the socket is told "going away", the idle connection is closed, no new one opens.
    assert.equal(
      await Promise.race([wsClosed, timeout(3000, 'the socket was not closed')]),
      1001,
      'the live socket closes with 1001',
    );
    await Promise.race([idleClosed, timeout(3000, 'the idle connection stayed open')]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await fetch(`${url}/api/health`).then(
      (res) => `answered ${res.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    assert.equal(refused, 'ECONNREFUSED', 'a new connection is refused');

    // The request under way still finishes, and its connection closes with it.
    inFlight.end(body.slice(10));
    const res = await Promise.race([
      answered,
      timeout(5000, 'the request under way got no answer'),
    ]);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers.connection, 'close');

    const { code, signal } = await Promise.race([
      exited,
      timeout(EXIT_LIMIT_MS, `no exit within ${EXIT_LIMIT_MS} ms: ${output}`),
    ]);
    const tookMs = Date.now() - signalledAt;
    console.log(`# SIGTERM to exit: ${tookMs} ms`);
    assert.equal(signal, null, output);
    assert.equal(code, 0, output);
    assert.ok(tookMs < EXIT_LIMIT_MS, `exited after ${tookMs} ms`);
    assert.match(output, /shut down/);
    idleAgent.destroy();
    busyAgent.destroy();
  });
});

describe('draining (in process)', () => {
  it('GET /api/health answers 503 and every answer closes its connection', async () => {
    const t = await startTestApp();
    try {
      const before = await t.client().get('/api/health');
      assert.equal(before.status, 200);
      assert.notEqual(before.headers.get('connection'), 'close');
      t.app.health.startDraining();
      const health = await t.client().get('/api/health');
      assert.equal(health.status, 503);
      assert.deepEqual(health.body, { message: 'This API process is shutting down' });
      assert.equal(health.headers.get('connection'), 'close');
      const other = await t.client().get('/api/no-such-thing');
      assert.equal(other.headers.get('connection'), 'close');
    } finally {
      await t.close();
    }
  });

  it('exits 1 when the shutdown hangs past its limit', async () => {
    const exits: number[] = [];
    const logged: string[] = [];
    const log = { info: () => undefined, error: (_: unknown, msg: string) => logged.push(msg) };
    const app = {
      health: { startDraining: () => undefined },
      log,
      server: { closeIdleConnections: () => undefined },
      close: () => new Promise(() => undefined), // never
    } as unknown as FastifyInstance;
    const shutdown = createShutdown({
      app,
      afterServer: [],
      limitMs: 150,
      exit: (c) => exits.push(c),
    });
    void shutdown('SIGTERM');
    void shutdown('SIGTERM'); // a second signal changes nothing
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(exits, [1]);
    assert.match(logged.join('\n'), /took too long/);
  });
});

function timeout(ms: number, message: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(message)), ms).unref());
}

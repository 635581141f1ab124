// The production topology on one machine, for the cluster tests (`pnpm test:cluster`): a
// PostgreSQL database of the test's own (on the server at DATABASE_URL), a redis-server of its own
// on a free port, two API processes built for production (`node dist/main.js`), the composer
// (tooling/composer/, serving a stand-in host folder) and Debian's nginx rendered from the
// project's own template (deploy/nginx/edge.conf.template) in front of them all.
// Faults are done to these only: the machine's Redis and PostgreSQL service are never stopped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { startComposer } from '../../tooling/composer/index.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(apiDir, '..');
export const API_ENTRY = path.join(apiDir, 'dist', 'main.js');

/**
 * `node dist/main.js`, as production runs it (`pnpm test:cluster` builds it first). From the
 * TypeScript source only when CLUSTER_FROM_SOURCE=1 (while changing the API and its tests).
 */
const apiArgs = () =>
  process.env.CLUSTER_FROM_SOURCE === '1'
    ? ['--import', 'tsx', path.join(apiDir, 'src', 'main.ts')]
    : [API_ENTRY];

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers `status` (default 200), or throws after `timeoutMs`. */
export async function waitForStatus(url: string, timeoutMs = 60_000, status = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === status) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await wait(200);
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (${last})`);
}

/** A child process whose output goes to a log file (printed when a test fails). */
function startLogged(name: string, logDir: string, command: string, args: string[], env = {}) {
  const logFile = path.join(logDir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  return { child, logFile };
}

export function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

// ---------- Redis ----------

export type RedisServer = {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
};

async function startRedis(logDir: string): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = startLogged('redis', logDir, 'redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ]).child;
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        if (await canConnect(port)) return;
        await wait(50);
      }
      throw new Error('redis-server did not start');
    },
    async stop() {
      if (!child) return;
      const running = child;
      child = null;
      running.kill('SIGKILL');
      await exited(running);
    },
  };
  await server.start();
  return server;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// ---------- The API processes ----------

export type ApiProcess = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  logFile: string;
  /** Starts (again) on the same port; resolves when /api/health answers 200. */
  start(): Promise<void>;
  /** Resolves when /api/health answers 200 (or a 200 `degraded`). */
  ready(timeoutMs?: number): Promise<void>;
};

function apiProcess(name: string, port: number, env: Record<string, string>, logDir: string) {
  const api: ApiProcess = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child: null as unknown as ChildProcess,
    logFile: '',
    async start() {
      const started = startLogged(name, logDir, process.execPath, apiArgs(), {
        ...env,
        API_PORT: String(port),
      });
      api.child = started.child;
      api.logFile = started.logFile;
      await api.ready();
    },
    ready: (timeoutMs = 90_000) => waitForStatus(`${api.url}/api/health`, timeoutMs),
  };
  return api;
}

// ---------- nginx ----------

/** The project's nginx template, rendered for Debian's nginx on a port of its own. */
function renderNginx(prefix: string, port: number, apiPorts: number[], composerPort: number) {
  const template = fs.readFileSync(path.join(rootDir, 'deploy/nginx/edge.conf.template'), 'utf8');
  // Debian's nginx 1.22 has no `resolve` on upstream servers (the image's nginx has): addresses
  // are fixed here, so none is needed.
  const servers = (ports: number[]) =>
    ports.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;\n`).join('');
  const server = template
    .replace('${HH_RESOLVERS}', '127.0.0.1')
    .replace('${API_UPSTREAM_SERVERS}\n', servers(apiPorts))
    .replace('${COMPOSER_UPSTREAM_SERVERS}\n', servers([composerPort]))
    .replace('${HH_CACHE_DIR}', path.join(prefix, 'cache'))
    .replace('listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`)
    .replaceAll('/etc/nginx/snippets/', `${path.join(rootDir, 'deploy/nginx/snippets')}/`);
  if (server.includes('${')) throw new Error('nginx template: a variable was left unrendered');
  return [
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${path.join(prefix, `${kind}_temp`)};`,
    ),
    server,
    '}',
  ].join('\n');
}

// ---------- The cluster ----------

export type ClusterOptions = {
  /** Seed the demo data (the demo accounts always): off keeps start-up short. */
  seedDemo?: boolean;
  /** Extra environment for both API processes. */
  env?: Record<string, string>;
  /** Start the API processes one after another (default) or together. */
  startTogether?: boolean;
  /**
   * The host composer's remote map, read at each request (default: no remote), so that a test
   * can start a remote (remote-public's server renderer) once the cluster's address is known.
   */
  remoteMap?: () => Record<string, string>;
};

export type Cluster = {
  /** nginx, the address users reach. */
  url: string;
  /**
   * The folder the composer serves as the host's build (an index.html only, until a test puts
   * the host's built pages in pages/).
   */
  htmlDir: string;
  apis: ApiProcess[];
  redis: RedisServer;
  databaseUrl: string;
  /** A connection to the cluster's database as its owner, for checks and faults. */
  admin: pg.Client;
  logDir: string;
  /** The last lines of each process's log (for a failing test's message). */
  logs(): string;
  close(): Promise<void>;
};

export const hasClusterTools = () =>
  Boolean(process.env.DATABASE_URL) &&
  spawnSync('nginx', ['-v']).status === 0 &&
  spawnSync('redis-server', ['--version']).status === 0;

/** Each cluster suite's `skip` option: why it cannot run here, or false. */
export const CLUSTER_SKIP = !hasClusterTools() && 'needs DATABASE_URL, nginx and redis-server';

/** `count` clients signed in as one account at `base`, as that many open tabs. */
export async function signedInClients(
  base: string,
  count: number,
  account: { email: string; password: string },
): Promise<Client[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const client = new Client(base);
      const res = await client.signIn(account.email, account.password);
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
      return client;
    }),
  );
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is needed');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hospohire-cluster-'));
  const logDir = path.join(prefix, 'logs');
  fs.mkdirSync(logDir);

  const dbName = `hospohire_cluster_${randomUUID().slice(0, 8)}`;
  const server = new pg.Client({ connectionString: baseUrl });
  await server.connect();
  await server.query(`CREATE DATABASE ${dbName}`);
  await server.end();
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();

  const redis = await startRedis(logDir);
  const ports = [await freePort(), await freePort()];
  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    API_HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    ALLOWED_ORIGINS: publicUrl,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    SEED_DEMO: options.seedDemo ? '1' : '0',
    DEV_MAILBOX: '0',
    // Production refuses to start without the new-starter data key (src/config.ts): both
    // processes share one, as a deployment's do.
    NEW_STARTER_DATA_KEY: randomBytes(32).toString('base64'),
    ...options.env,
  };
  const apis = ports.map((port, i) => apiProcess(`api-${i + 1}`, port, env, logDir));
  const logs = () =>
    fs
      .readdirSync(logDir)
      .map((file) => {
        const text = fs.readFileSync(path.join(logDir, file), 'utf8').trim().split('\n');
        return `--- ${file}\n${text.slice(-15).join('\n')}`;
      })
      .join('\n');

  let nginx: { url: string; child: ChildProcess } | null = null;
  let composer: Server | null = null;
  const htmlDir = path.join(prefix, 'html');
  const close = async () => {
    // nginx stops its workers itself on SIGTERM; a SIGKILL to the master would leave them
    // running (and listening) after the test. Killed outright only if it has not gone in 5 s.
    const nginxChild = nginx?.child;
    if (nginxChild && nginxChild.exitCode === null && nginxChild.signalCode === null) {
      const gone = new Promise((resolve) => nginxChild.once('exit', resolve));
      nginxChild.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    for (const child of [nginxChild, ...apis.map((a) => a.child)]) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    composer?.closeAllConnections();
    composer?.close();
    await redis.stop();
    await admin.end().catch(() => undefined);
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await cleanup.end();
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    if (options.startTogether) await Promise.all(apis.map((api) => api.start()));
    else for (const api of apis) await api.start();
    // The composer, as the host's container runs it: the API's documents and the signed-in
    // name asked through nginx (both replicas).
    fs.mkdirSync(htmlDir, { recursive: true });
    fs.writeFileSync(path.join(htmlDir, 'index.html'), '<!doctype html><title>HospoHire</title>');
    composer = await startComposer({
      root: htmlDir,
      port: 0,
      host: '127.0.0.1',
      spa: true,
      remoteMap: options.remoteMap ?? (() => ({})),
      apiUrl: publicUrl,
    });
    const composerPort = (composer.address() as net.AddressInfo).port;
    // nginx must listen where PUBLIC_URL says: render it on the port chosen above.
    nginx = await startNginxOn(prefix, nginxPort, ports, composerPort, logDir);
  } catch (error) {
    const message = `${(error as Error).message}\n${logs()}`;
    await close();
    throw new Error(message);
  }
  return { url: nginx.url, htmlDir, apis, redis, databaseUrl, admin, logDir, logs, close };
}

async function startNginxOn(
  prefix: string,
  port: number,
  apiPorts: number[],
  composerPort: number,
  logDir: string,
) {
  const conf = path.join(prefix, 'nginx.conf');
  // nginx's workers (not root) keep their cache and temporary files under the cluster's folder.
  fs.chmodSync(prefix, 0o755);
  fs.writeFileSync(conf, renderNginx(prefix, port, apiPorts, composerPort));
  const check = spawnSync('nginx', ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const { child } = startLogged('nginx', logDir, 'nginx', [
    '-p',
    prefix,
    '-c',
    conf,
    '-g',
    'daemon off;',
  ]);
  const url = `http://127.0.0.1:${port}`;
  await waitForStatus(`${url}/api/health`, 30_000);
  return { url, child };
}

// ---------- A client with a cookie jar ----------

export class Client {
  cookie = '';
  constructor(readonly base: string) {}

  async request(method: string, pathname: string, body?: unknown, base = this.base) {
    const res = await fetch(`${base}${pathname}`, {
      method,
      headers: {
        // As the browser client does: every write says JSON, with or without a body.
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const setCookie = res.headers.getSetCookie?.() ?? [];
    const session = setCookie.find((c) => c.startsWith('hh_session='));
    if (session) this.cookie = session.split(';')[0];
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  signIn(email: string, password: string) {
    return this.request('POST', '/api/auth/login', { email, password });
  }

  signUp(userType: 'candidate' | 'recruiter', label = 'cluster') {
    return this.request('POST', '/api/auth/signup', {
      email: `${label}-${randomUUID().slice(0, 10)}@test.hospohire.dev`,
      password: 'table-for-2-please',
      firstName: 'Clu',
      lastName: 'Ster',
      userType,
    });
  }
}

// ---------- Live sockets ----------

export type LiveSocket = {
  ws: WebSocket;
  /** Every message received, parsed. */
  messages: Record<string, unknown>[];
  /** Resolves with the close code. */
  closed: Promise<number>;
};

/** The signed-in user's live socket at `base` (nginx or one API process), as a page opens it. */
export async function openLiveSocket(base: string, client: Client, origin: string) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws/notifications`, {
    headers: { cookie: client.cookie },
    origin,
  });
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, messages, closed } satisfies LiveSocket;
}

/** Waits until `check` holds, or fails naming `what` after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await wait(100);
  }
}

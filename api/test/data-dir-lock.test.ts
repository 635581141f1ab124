import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  acquireDataDirLock,
  DATA_DIR_LOCK_FILE,
  DataDirInUseError,
  FOREIGN_LOCK_STALE_MS,
  type LockHolder,
} from '../src/db/data-dir-lock.js';
import { TestClient } from './support/test-app.js';

// The lock guards PGlite's data folder; PostgreSQL needs none (its pass skips these).
const skip = process.env.DATABASE_URL ? 'PGlite only' : false;
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REFUSAL_LIMIT_MS = 10_000;
const START_LIMIT_MS = 150_000;

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-data-dir-lock-'));
  tempDirs.push(dir);
  return dir;
}
after(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type ApiProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** `node --import tsx src/main.ts` on `dataDir`, PGlite (DATABASE_URL unset), its own port. */
async function spawnApi(dataDir: string): Promise<ApiProcess> {
  const port = await freePort();
  const { DATABASE_URL: _unused, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function healthy(api: ApiProcess): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (api.child.exitCode !== null) assert.fail(`the API exited: ${api.output()}`);
    const ok = await fetch(`${api.url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) assert.fail(`the API did not start: ${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const readHolder = (dataDir: string) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), 'utf8')) as LockHolder;

describe('one API process per PGlite data folder (real processes)', { skip }, () => {
  const dataDir = tempDir();
  let first: ApiProcess;
  let account: { email: string; password: string };
  const running: ApiProcess[] = [];
  after(() => {
    for (const api of running) if (api.child.exitCode === null) api.child.kill('SIGKILL');
  });

  it('a second process on the same folder exits non-zero within 10 s, naming the holder; the first keeps serving its data', async () => {
    first = await spawnApi(dataDir);
    running.push(first);
    await healthy(first);
    assert.equal(readHolder(dataDir).pid, first.child.pid);
    const signup = await new TestClient(first.url).signup();
    assert.equal(signup.response.status, 201, signup.response.text);
    account = { email: signup.email, password: signup.password };

    const startedAt = Date.now();
    const second = await spawnApi(dataDir);
    running.push(second);
    const timeout = setTimeout(() => second.child.kill('SIGKILL'), REFUSAL_LIMIT_MS);
    const { code } = await second.exited;
    clearTimeout(timeout);
    const elapsed = Date.now() - startedAt;
    assert.ok(elapsed < REFUSAL_LIMIT_MS, `refused after ${elapsed} ms`);
    assert.notEqual(code, 0, second.output());
    assert.notEqual(code, null, `killed after ${REFUSAL_LIMIT_MS} ms: ${second.output()}`);
    assert.match(second.output(), new RegExp(`in use by API process ${first.child.pid}\\b`));
    assert.ok(second.output().includes(dataDir), second.output());

    assert.equal((await fetch(`${first.url}/api/health`)).status, 200);
    const login = await new TestClient(first.url).post('/api/auth/login', account);
    assert.equal(login.status, 200, login.text);
    assert.equal(readHolder(dataDir).pid, first.child.pid, 'the refused process left the lock');
  });

  it('after the holder is killed (kill -9) a new process takes the folder over and finds the earlier data', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    assert.equal(readHolder(dataDir).pid, first.child.pid, 'a crash leaves the lock behind');

    const next = await spawnApi(dataDir);
    running.push(next);
    await healthy(next);
    assert.match(next.output(), /Replaced a stale lock .*no longer running/);
    assert.equal(readHolder(dataDir).pid, next.child.pid);
    const login = await new TestClient(next.url).post('/api/auth/login', account);
    assert.equal(login.status, 200, login.text);

    next.child.kill('SIGTERM');
    assert.deepEqual(await next.exited, { code: 0, signal: null }, next.output());
    assert.equal(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE)), false, 'released');
  });
});

describe('the data-folder lock', { skip }, () => {
  const writeLock = (dataDir: string, holder: Partial<LockHolder>) => {
    const lockPath = path.join(dataDir, DATA_DIR_LOCK_FILE);
    const full: LockHolder = {
      pid: process.pid,
      hostname: os.hostname(),
      startedAt: new Date().toISOString(),
      lockedAt: new Date().toISOString(),
      ...holder,
    };
    fs.writeFileSync(lockPath, JSON.stringify(full));
    return lockPath;
  };
  /** A process that runs until killed. */
  const sleeper = async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    await new Promise((resolve) => child.once('spawn', resolve));
    return child;
  };

  it('takes over a lock whose process is dead, and says so', async () => {
    const dataDir = tempDir();
    const dead = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => dead.once('exit', resolve));
    writeLock(dataDir, { pid: dead.pid });
    const notes: string[] = [];
    const lock = acquireDataDirLock(dataDir, { log: (note) => notes.push(note) });
    try {
      assert.equal(readHolder(dataDir).pid, process.pid);
      assert.equal(notes.length, 1);
      assert.match(notes[0], new RegExp(`process ${dead.pid} is no longer running`));
    } finally {
      lock.release();
    }
    assert.equal(fs.existsSync(lock.path), false);
  });

  it('refuses while the holder is alive, naming the folder and the process, and leaves its lock', async () => {
    const dataDir = tempDir();
    const holder = await sleeper();
    try {
      const lockPath = writeLock(dataDir, { pid: holder.pid });
      const before = fs.readFileSync(lockPath, 'utf8');
      assert.throws(
        () => acquireDataDirLock(dataDir),
        (error: unknown) =>
          error instanceof DataDirInUseError &&
          error.message.startsWith(
            `The data folder ${dataDir} is in use by API process ${holder.pid} (started `,
          ) &&
          error.message.includes('set DATABASE_URL to use PostgreSQL'),
      );
      assert.equal(fs.readFileSync(lockPath, 'utf8'), before);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('refuses a second open of the same folder in the same process', () => {
    const dataDir = tempDir();
    const lock = acquireDataDirLock(dataDir);
    try {
      assert.throws(() => acquireDataDirLock(dataDir), DataDirInUseError);
    } finally {
      lock.release();
    }
  });

  it(
    'takes over a lock whose process id now belongs to a program started after it (Linux)',
    {
      skip: process.platform !== 'linux' && 'reads /proc',
    },
    async () => {
      const dataDir = tempDir();
      const reused = await sleeper();
      try {
        writeLock(dataDir, {
          pid: reused.pid,
          lockedAt: new Date(Date.now() - 3600_000).toISOString(),
        });
        const notes: string[] = [];
        const lock = acquireDataDirLock(dataDir, { log: (note) => notes.push(note) });
        lock.release();
        assert.match(notes[0], /another program, started after the lock was taken/);
      } finally {
        reused.kill('SIGKILL');
      }
    },
  );

  it('a lock from another host is refused while renewed, taken over once its heartbeat stops', () => {
    const dataDir = tempDir();
    const lockPath = writeLock(dataDir, { pid: 1, hostname: 'another-host.example' });
    assert.throws(() => acquireDataDirLock(dataDir), /on host another-host\.example/);
    const old = new Date(Date.now() - FOREIGN_LOCK_STALE_MS - 5_000);
    fs.utimesSync(lockPath, old, old);
    const notes: string[] = [];
    acquireDataDirLock(dataDir, { log: (note) => notes.push(note) }).release();
    assert.match(notes[0], /host another-host\.example has not renewed it/);
  });

  it('release deletes the lock only while it is still ours', () => {
    const dataDir = tempDir();
    const lock = acquireDataDirLock(dataDir);
    writeLock(dataDir, { pid: 424242, hostname: 'someone-else' });
    lock.release();
    assert.equal(readHolder(dataDir).hostname, 'someone-else');
  });
});

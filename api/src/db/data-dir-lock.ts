import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One API process per PGlite data folder. PGlite is an embedded database: two processes opening
 * the same folder each keep their own copy in memory and overwrite each other's files, so the
 * writes of one are silently lost. A lock file in the folder names the process holding it; a
 * second process refuses to start, and a lock left by a process that died is taken over.
 */
export const DATA_DIR_LOCK_FILE = 'hospohire-api.lock';
/** How often the holder touches its lock file (only read for a lock from another host). */
export const LOCK_HEARTBEAT_MS = 10_000;
/** A lock from another host (a shared folder) with no heartbeat for this long is stale. */
export const FOREIGN_LOCK_STALE_MS = 60_000;
/** A live process that started this long after the lock was taken reuses a dead holder's id. */
const PID_REUSE_SLACK_MS = 5_000;
/** A takeover guard older than this was left by a process that died while taking over. */
const TAKEOVER_GUARD_STALE_MS = 2_000;
const RETRY_MS = 50;
const MAX_ATTEMPTS = 60;

export type LockHolder = {
  pid: number;
  hostname: string;
  /** When the holding process started (ISO). */
  startedAt: string;
  /** When it took the lock (ISO). */
  lockedAt: string;
};

export type DataDirLock = {
  path: string;
  holder: LockHolder;
  /** Deletes the lock file if it is still ours (idempotent; also runs when the process exits). */
  release: () => void;
};

export function dataDirInUseMessage(dataDir: string, holder: LockHolder, lockPath: string) {
  const foreign = holder.hostname !== os.hostname();
  return [
    `The data folder ${dataDir} is in use by API process ${holder.pid}`,
    `(started ${holder.startedAt}${foreign ? ` on host ${holder.hostname}` : ''}).`,
    'Stop it, or set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL for',
    'several processes.',
    ...(foreign ? [`If that host no longer runs the API, delete ${lockPath}.`] : []),
  ].join(' ');
}

export const staleLockReplacedMessage = (lockPath: string, reason: string) =>
  `Replaced a stale lock ${lockPath}: ${reason}.`;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    lockPath: string,
  ) {
    super(dataDirInUseMessage(dataDir, holder, lockPath));
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds: opening a folder twice in one process is refused too. */
const heldHere = new Map<string, LockHolder>();

/**
 * Takes the lock of `dataDir` (creating the folder), before PGlite opens it. Throws
 * `DataDirInUseError` when a live process holds it; replaces a stale lock, calling `log`.
 */
export function acquireDataDirLock(
  dataDir: string,
  options: { log?: (message: string) => void } = {},
): DataDirLock {
  const lockPath = path.join(path.resolve(dataDir), DATA_DIR_LOCK_FILE);
  const ours = heldHere.get(lockPath);
  if (ours) throw new DataDirInUseError(dataDir, ours, lockPath);
  fs.mkdirSync(dataDir, { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    lockedAt: new Date().toISOString(),
  };
  const text = `${JSON.stringify(holder)}\n`;

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) sleepSync(RETRY_MS);
    if (createExclusive(lockPath, text)) return held(lockPath, holder, text);
    const existing = readLock(lockPath);
    if (!existing) continue; // released meanwhile
    const reason = staleReason(existing);
    if (!reason) throw new DataDirInUseError(dataDir, existing.holder!, lockPath);
    if (replaceStale(lockPath, existing.text, text)) {
      options.log?.(staleLockReplacedMessage(lockPath, reason));
      return held(lockPath, holder, text);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes kept changing it`);
}

function held(lockPath: string, holder: LockHolder, text: string): DataDirLock {
  heldHere.set(lockPath, holder);
  const heartbeat = setInterval(() => {
    const now = new Date();
    fs.utimes(lockPath, now, now, () => undefined);
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    if (heldHere.get(lockPath) !== holder) return;
    heldHere.delete(lockPath);
    clearInterval(heartbeat);
    process.off('exit', release);
    if (readText(lockPath) === text) fs.rmSync(lockPath, { force: true });
  };
  // A fatal error or process.exit() without closing the database still releases it.
  process.on('exit', release);
  return { path: lockPath, holder, release };
}

/** Creates the lock file with its whole content at once (a hard link fails if it exists). */
function createExclusive(lockPath: string, text: string): boolean {
  const temporary = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, text, { flag: 'wx' });
  try {
    fs.linkSync(temporary, lockPath);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * Replaces the stale lock `staleText` by ours, under a short-lived guard file so that two
 * processes taking over at once cannot both win (nor delete the lock the other just took).
 */
function replaceStale(lockPath: string, staleText: string, text: string): boolean {
  const guard = `${lockPath}.takeover`;
  let fd: number;
  try {
    fd = fs.openSync(guard, 'wx');
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    const age = Date.now() - (statMtime(guard) ?? Date.now());
    if (age > TAKEOVER_GUARD_STALE_MS) fs.rmSync(guard, { force: true });
    return false;
  }
  try {
    const current = readText(lockPath);
    if (current !== undefined && current !== staleText) return false; // changed: look again
    if (current !== undefined) fs.rmSync(lockPath, { force: true });
    return createExclusive(lockPath, text);
  } finally {
    fs.closeSync(fd);
    fs.rmSync(guard, { force: true });
  }
}

type ExistingLock = { text: string; holder: LockHolder | undefined; mtimeMs: number };

function readLock(lockPath: string): ExistingLock | undefined {
  const text = readText(lockPath);
  if (text === undefined) return undefined;
  return { text, holder: parseHolder(text), mtimeMs: statMtime(lockPath) ?? Date.now() };
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    const valid =
      Number.isInteger(value.pid) &&
      (value.pid as number) > 0 &&
      typeof value.hostname === 'string' &&
      typeof value.startedAt === 'string' &&
      typeof value.lockedAt === 'string';
    return valid ? (value as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** Why the lock is stale, or undefined while its holder may be running. */
function staleReason({ holder, mtimeMs }: ExistingLock): string | undefined {
  if (!holder) return 'its content is unreadable';
  if (holder.hostname !== os.hostname()) {
    return Date.now() - mtimeMs > FOREIGN_LOCK_STALE_MS
      ? `host ${holder.hostname} has not renewed it for over ${FOREIGN_LOCK_STALE_MS / 1000} s`
      : undefined;
  }
  // This process holds no lock on the folder (checked first), so it is a previous life's.
  if (holder.pid === process.pid) return `process ${holder.pid} was an earlier run of this one`;
  if (!isAlive(holder.pid)) return `process ${holder.pid} is no longer running`;
  const started = processStartMs(holder.pid);
  if (started !== undefined && started > Date.parse(holder.lockedAt) + PID_REUSE_SLACK_MS) {
    return `process ${holder.pid} is another program, started after the lock was taken`;
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) !== 'ESRCH'; // EPERM: alive, someone else's
  }
}

/** Linux: when process `pid` started (ms since the epoch); undefined elsewhere or on doubt. */
function processStartMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (comm) ": state is field 3, starttime (clock ticks since boot) field 22.
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1]);
    const ms = bootSeconds * 1000 + ticks * 10; // /proc counts USER_HZ = 100 ticks a second
    return Number.isFinite(ms) ? ms : undefined;
  } catch {
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function statMtime(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

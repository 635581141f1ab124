import type { FastifyInstance } from 'fastify';
import { READ_CACHE_TTL_MS } from '../config.js';

// A short-lived, per-app cache for the expensive reads (recommendations, job search). Any write
// this process answers (a POST, PUT, PATCH or DELETE that succeeds) empties it, so a process never
// answers from before its own writes; writes made through another API process show here within
// READ_CACHE_TTL_MS (the config's `readCacheMs`). Concurrent misses of one key share one
// computation. The signed-in user of a session cookie is kept the same way, for at most
// SESSION_CACHE_MS; a sign-out, on any API process, removes it at once (the event bus).

// How long a computed answer is served, at most (by default): config.ts's, the config's default.
export { READ_CACHE_TTL_MS } from '../config.js';
/** How long the user of a session is kept, at most. */
export const SESSION_CACHE_MS = 5_000;
/** How many answers are kept; the oldest goes first. */
export const READ_CACHE_MAX_ENTRIES = 5_000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class ReadCache {
  private entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = READ_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The answer for `key` computed less than the TTL ago, or computes it now. */
  read<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = compute();
    const entry = { at: now, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // A failure is not kept: the next read tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > READ_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Expensive reads, emptied by every write (see read-cache.ts). */
    readCache: ReadCache;
    /** Session id hash → its user (or null), emptied by every write and by sign-outs. */
    sessionCache: ReadCache;
  }
}

/** `ttlMs` 0 turns both caches off. Needs `app.events` (the sign-outs of every process). */
export function registerReadCache(app: FastifyInstance, ttlMs: number): void {
  const reads = new ReadCache(ttlMs);
  const sessions = new ReadCache(Math.min(ttlMs, SESSION_CACHE_MS));
  app.decorate('readCache', reads);
  app.decorate('sessionCache', sessions);
  // onSend: emptied before the writer hears back, so its next read cannot see the old answer.
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) {
      reads.clear();
      sessions.clear();
    }
    return payload;
  });
  const stop = app.events.subscribeSessionEnded((event) => sessions.forget(event.sessionIdHash));
  app.addHook('onClose', async () => stop());
}

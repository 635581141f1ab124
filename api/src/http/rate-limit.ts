import { createHash } from 'node:crypto';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimits } from '../config.js';

// The limits are configuration (config.ts reads them, tests override them): defined there.
export { RATE_LIMITS, type RateLimits } from '../config.js';

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many attempts. Please wait a few minutes and try again.';

/** A live window: how many were counted in it, and when it ends (ms since the epoch). */
export type RateLimitHit = { count: number; resetAt: number };

/**
 * Fixed-window counters: `peek` reads a key's window without counting (null: nothing counted in a
 * live window); `hit` counts one and gives the window as it is after.
 */
export interface RateLimitStore {
  peek(key: string): Promise<RateLimitHit | null>;
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close?(): Promise<void>;
}

/** Counters in this process (the default; one API process only). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  peek(key: string): Promise<RateLimitHit | null> {
    const window = this.windows.get(key);
    return Promise.resolve(window && window.resetAt > this.now() ? { ...window } : null);
  }

  hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ ...window });
  }

  /** Drops ended windows (at most once a minute) so the map does not grow without bound. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}

export const REDIS_KEY_PREFIX = 'hh:rl:';

/**
 * ioredis options for counters that must answer fast or not at all: with Redis unreachable a
 * command fails at once (no offline queue) instead of waiting for a reconnection, a command that
 * gets no answer fails after `commandTimeout`, and the client keeps reconnecting in the background
 * (every 0.2 s, backing off to 5 s) so the store uses Redis again as soon as it answers.
 */
export const REDIS_RATE_LIMIT_OPTIONS = {
  enableOfflineQueue: false,
  connectTimeout: 1000,
  // Redis is an accelerator: no request waits on it for more than 100 ms (docs/deploy.md).
  commandTimeout: 100,
  maxRetriesPerRequest: 0,
  retryStrategy: (times: number) => Math.min(times * 200, 5000),
} as const;

/** Counters in Redis, shared by every API process: INCR + PEXPIRE NX + PTTL in one MULTI. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  /** `commandTimeout`: REDIS_RATE_LIMIT_OPTIONS' unless a test on a busy machine needs more. */
  constructor(
    url: string,
    { commandTimeout = REDIS_RATE_LIMIT_OPTIONS.commandTimeout as number } = {},
  ) {
    this.redis = new Redis(url, { ...REDIS_RATE_LIMIT_OPTIONS, commandTimeout });
    // Connection errors surface on the commands (FallbackRateLimitStore logs them); do not crash.
    this.redis.on('error', () => undefined);
  }

  /** Whether the connection is up: when it is not, a command would only fail. */
  get ready(): boolean {
    return this.redis.status === 'ready';
  }

  async peek(key: string): Promise<RateLimitHit | null> {
    const redisKey = REDIS_KEY_PREFIX + key;
    const results = await this.redis.multi().get(redisKey).pttl(redisKey).exec();
    if (!results) throw new Error('Redis MULTI was aborted');
    for (const [error] of results) if (error) throw error;
    const count = Number(results[0][1] ?? 0);
    const ttl = Number(results[1][1]);
    return count > 0 && ttl > 0 ? { count, resetAt: Date.now() + ttl } : null;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const redisKey = REDIS_KEY_PREFIX + key;
    const results = await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, windowMs, 'NX')
      .pttl(redisKey)
      .exec();
    if (!results) throw new Error('Redis MULTI was aborted');
    for (const [error] of results) if (error) throw error;
    const count = Number(results[0][1]);
    const ttl = Number(results[2][1]);
    return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    if (this.redis.status !== 'ready') {
      this.redis.disconnect(); // stops the reconnection attempts too
      return;
    }
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

type StoreLogger = Pick<FastifyBaseLogger, 'error' | 'info'>;

/** After a Redis command timed out, how long the counters skip Redis (memory answers). */
export const SHARED_STORE_SKIP_MS = 1000;

/** How often a failing shared store is reported: once a minute at most. */
export const STORE_ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * A shared store (Redis) that can fail, with in-process counters behind it, so the limits never
 * fail open and never wait on a dead Redis. Every hit is also counted in memory; while the shared
 * store fails (or is not connected) the memory counters answer alone, and as soon as it answers
 * again it is used again. A read gives the higher of the two counts: a Redis that restarted empty
 * does not forget this process's count. Failures are logged at most once a minute.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private lastErrorLog = Number.NEGATIVE_INFINITY;
  private failing = false;
  /** After a command timed out (Redis hangs), memory alone answers until then. */
  private skipUntil = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly shared: RateLimitStore & { readonly ready?: boolean },
    private readonly log: StoreLogger,
    private readonly memory: RateLimitStore = new MemoryRateLimitStore(),
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the shared store is connected (its counters are the ones every process sees). */
  get ready(): boolean {
    return this.shared.ready !== false;
  }

  async peek(key: string): Promise<RateLimitHit | null> {
    const local = await this.memory.peek(key);
    const shared = await this.tryShared(() => this.shared.peek(key));
    return higher(local, shared === undefined ? null : shared);
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const local = await this.memory.hit(key, windowMs);
    const shared = await this.tryShared(() => this.shared.hit(key, windowMs));
    return higher(local, shared ?? null) ?? local;
  }

  async close(): Promise<void> {
    await this.shared.close?.();
    await this.memory.close?.();
  }

  /** The shared store's answer, or undefined when it is down or fails (logged). */
  private async tryShared<T>(call: () => Promise<T>): Promise<T | undefined> {
    if (this.shared.ready === false) {
      this.reportFailure(new Error('Redis is not connected'));
      return undefined;
    }
    // A Redis that hangs costs one request its timeout, not every request (peek then hit).
    if (this.now() < this.skipUntil) return undefined;
    try {
      const result = await call();
      if (this.failing) {
        this.failing = false;
        this.log.info('rate limit store: Redis answers again; counters shared again');
      }
      return result;
    } catch (error) {
      if (error instanceof Error && /timed out/i.test(error.message)) {
        this.skipUntil = this.now() + SHARED_STORE_SKIP_MS;
      }
      this.reportFailure(error);
      return undefined;
    }
  }

  private reportFailure(error: unknown): void {
    this.failing = true;
    const now = this.now();
    if (now - this.lastErrorLog < STORE_ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLog = now;
    this.log.error(
      { err: error },
      'rate limit store: Redis failed; counting in this process until it answers again',
    );
  }
}

function higher(a: RateLimitHit | null, b: RateLimitHit | null): RateLimitHit | null {
  if (!a) return b;
  if (!b) return a;
  return b.count > a.count ? b : a;
}

/** Redis (with the in-process fallback) when a URL is configured, else memory. */
export function createRateLimitStore(
  redisUrl: string | undefined,
  log: StoreLogger = console,
): RateLimitStore {
  return redisUrl
    ? new FallbackRateLimitStore(new RedisRateLimitStore(redisUrl), log)
    : new MemoryRateLimitStore();
}

export type RateLimiter = { store: RateLimitStore; limits: RateLimits };

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in and password attempt counters (see `limitFailures`, `limitRequests`). */
    rateLimiter: RateLimiter;
  }
}

/** Accounts (e-mails, codes, user ids) reach the store hashed, never as they are. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 32);
}

function tooMany(reply: FastifyReply, resetAt: number): FastifyReply {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({ message: TOO_MANY_ATTEMPTS_MESSAGE });
}

/** Route hooks: spread into the route options (`{ ...limitSignIn, schema }`). */
export type AttemptLimitHooks = {
  preHandler: preHandlerAsyncHookHandler;
  onSend?: onSendHookHandler;
};

type LimitedKey = { key: string; max: number };
type Admitted = { keys: LimitedKey[]; inFlight: Map<string, number> };

const admitted = new WeakMap<FastifyRequest, Admitted>();
/** Attempts under way, per store and key: counted against the limit until they are answered. */
const inFlightByStore = new WeakMap<RateLimitStore, Map<string, number>>();

function inFlightOf(store: RateLimitStore): Map<string, number> {
  let inFlight = inFlightByStore.get(store);
  if (!inFlight) {
    inFlight = new Map();
    inFlightByStore.set(store, inFlight);
  }
  return inFlight;
}

/** The keys of one request: per address, and per (account, address) pair when there is one. */
function keysOf(
  action: string,
  request: FastifyRequest,
  account: string | undefined,
  maxPerPair: number,
  maxPerAddress: number,
): LimitedKey[] {
  const keys = [{ key: `${action}:address:${request.ip}`, max: maxPerAddress }];
  if (account !== undefined) {
    keys.push({ key: `${action}:pair:${digest(`${account}\n${request.ip}`)}`, max: maxPerPair });
  }
  return keys;
}

/** The latest end among the windows over their limit (0: none is). */
function blockedUntil(keys: LimitedKey[], windows: (RateLimitHit | null)[], extra: number[]) {
  let until = 0;
  keys.forEach(({ max }, i) => {
    const count = (windows[i]?.count ?? 0) + extra[i];
    if (count >= max) until = Math.max(until, windows[i]?.resetAt ?? Date.now() + 1000);
  });
  return until;
}

/** The `field` of a 400 answer's JSON body, if it names one. */
function fieldOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || payload.length > 2000) return undefined;
  try {
    const body = JSON.parse(payload) as { field?: unknown };
    return typeof body.field === 'string' ? body.field : undefined;
  } catch {
    return undefined;
  }
}

export type FailureLimitOptions<Request> = {
  /**
   * The account the attempt is for (an e-mail, a reset code, a user id): failures also count per
   * (account, address) pair. Without it, per address only.
   */
  accountOf?: (request: Request) => string;
  /**
   * The field whose 400 means a wrong guess (`code`, `token`, `currentPassword`). Another 400 (a
   * new password the rule refuses, once the secret was right) is not a guess and does not count.
   * Without it, every 400 from the handler counts. A 401 always counts.
   */
  guessField?: string;
};

/**
 * Limits the FAILED attempts of `action` (sign-in, sign-in link, reset, change password). Before
 * the handler (after validation: bad input is never counted) the counters are only read: over a
 * limit, the answer is 429 with `Retry-After`, which counts for nothing. After a failed answer
 * (401, or a 400 naming `guessField`) the failure counts once per address and once per (account,
 * address) pair, before the client sees the answer. A correct attempt counts for nothing.
 *
 * Attempts still under way count against the limits too, in this process, so that a burst of
 * parallel guesses cannot all pass one read of the counters.
 */
export function limitFailures<Request extends FastifyRequest = FastifyRequest>(
  action: string,
  { accountOf, guessField }: FailureLimitOptions<Request> = {},
): AttemptLimitHooks {
  const preHandler: preHandlerAsyncHookHandler = async function failureLimit(
    this: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const { store, limits } = request.server.rateLimiter;
    const keys = keysOf(
      action,
      request,
      accountOf?.(request as Request),
      limits.failuresPerPair,
      limits.failuresPerAddress,
    );
    const inFlight = inFlightOf(store);
    const windows = await Promise.all(keys.map(({ key }) => store.peek(key)));
    const until = blockedUntil(
      keys,
      windows,
      keys.map(({ key }) => inFlight.get(key) ?? 0),
    );
    if (until > 0) {
      request.log.warn({ action, ip: request.ip }, 'too many failed attempts');
      return tooMany(reply, until);
    }
    for (const { key } of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    admitted.set(request, { keys, inFlight });
  };

  const onSend: onSendHookHandler = async function countFailure(request, reply, payload) {
    const attempt = admitted.get(request);
    if (!attempt) return payload; // refused before the handler (bad input, 401, 429)
    admitted.delete(request);
    for (const { key } of attempt.keys) {
      const left = (attempt.inFlight.get(key) ?? 1) - 1;
      if (left > 0) attempt.inFlight.set(key, left);
      else attempt.inFlight.delete(key);
    }
    const status = reply.statusCode;
    const failed =
      status === 401 ||
      (status === 400 && (guessField === undefined || fieldOf(payload) === guessField));
    if (failed) {
      const { store, limits } = request.server.rateLimiter;
      await Promise.all(attempt.keys.map(({ key }) => store.hit(key, limits.windowMs)));
    }
    return payload;
  };

  return { preHandler, onSend };
}

/**
 * Limits every request of `action` (forgot-password: each one sends an e-mail), per address and
 * per (account, address) pair. Over a limit the answer is 429 with `Retry-After`, not counted.
 */
export function limitRequests<Request extends FastifyRequest = FastifyRequest>(
  action: string,
  accountOf: (request: Request) => string,
): AttemptLimitHooks {
  const preHandler: preHandlerAsyncHookHandler = async function requestLimit(
    this: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const { store, limits } = request.server.rateLimiter;
    const keys = keysOf(
      action,
      request,
      accountOf(request as Request),
      limits.emailsPerPair,
      limits.emailsPerAddress,
    );
    const windows = await Promise.all(keys.map(({ key }) => store.peek(key)));
    const until = blockedUntil(
      keys,
      windows,
      keys.map(() => 0),
    );
    if (until > 0) {
      request.log.warn({ action, ip: request.ip }, 'too many requests');
      return tooMany(reply, until);
    }
    await Promise.all(keys.map(({ key }) => store.hit(key, limits.windowMs)));
  };
  return { preHandler };
}

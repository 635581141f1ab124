import { createHash } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { Redis } from 'ioredis';

/** Attempt limits for sign-in and password reset, per fixed window. */
export type RateLimits = {
  windowMs: number;
  /** Attempts per account (normalised e-mail, or reset code) per window. */
  perAccount: number;
  /** Attempts per client address (`request.ip`) per window. */
  perAddress: number;
};

/** The defaults: 10 attempts per account and 30 per address every 15 minutes, per action. */
export const RATE_LIMITS: Readonly<RateLimits> = Object.freeze({
  windowMs: 15 * 60 * 1000,
  perAccount: 10,
  perAddress: 30,
});

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many attempts. Please wait a few minutes and try again.';

export type RateLimitHit = { count: number; resetAt: number };

/**
 * Fixed-window counters: `hit` counts one attempt and says how many the window holds so far;
 * `undo` takes one back (an attempt that succeeded), never below zero nor into a new window.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  undo(key: string): Promise<void>;
  close?(): Promise<void>;
}

/** Counters in this process (the default; one API process only). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

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

  undo(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
    return Promise.resolve();
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

const UNDO_SCRIPT = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

/** Counters in Redis, shared by every API process: INCR + PEXPIRE NX + PTTL in one MULTI. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
    // Connection errors surface on the commands (and are logged there); do not crash.
    this.redis.on('error', () => undefined);
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

  async undo(key: string): Promise<void> {
    // DECR only a live window (a plain DECR would recreate an expired key without a TTL).
    await this.redis.eval(UNDO_SCRIPT, 1, REDIS_KEY_PREFIX + key);
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Redis when a URL is configured (several API processes share the counters), else memory. */
export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  return redisUrl ? new RedisRateLimitStore(redisUrl) : new MemoryRateLimitStore();
}

export type RateLimiter = { store: RateLimitStore; limits: RateLimits };

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in and password-reset attempt counters (see `limitAttempts`). */
    rateLimiter: RateLimiter;
  }
}

/** Accounts (e-mails, reset codes) reach the store hashed, never as they are. */
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

const countedKeys = new WeakMap<FastifyRequest, string[]>();

/**
 * Counts one attempt of `action` for the account `accountOf(request)` and for the client address
 * before the handler runs (after validation: bad input is not counted); over either limit it
 * answers 429 with `Retry-After`. With `refundSuccess`, an attempt that succeeds (status < 400)
 * is taken back, so the counters hold failed attempts: people signing in from one office or
 * several times a day are never locked out, guessing is. A store failure (Redis down) is logged
 * and lets the attempt through.
 */
export function limitAttempts<Request extends FastifyRequest = FastifyRequest>(
  action: string,
  accountOf: (request: Request) => string,
  { refundSuccess = false }: { refundSuccess?: boolean } = {},
): AttemptLimitHooks {
  const preHandler: preHandlerAsyncHookHandler = async function attemptLimit(
    this: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const { store, limits } = request.server.rateLimiter;
    const keys = [
      `${action}:account:${digest(accountOf(request as Request))}`,
      `${action}:address:${request.ip}`,
    ];
    let hits: RateLimitHit[];
    try {
      hits = await Promise.all(keys.map((key) => store.hit(key, limits.windowMs)));
    } catch (error) {
      request.log.error({ err: error }, 'rate limit store failed; attempt allowed');
      return;
    }
    const [byAccount, byAddress] = hits;
    const resetAt = Math.max(
      byAccount.count > limits.perAccount ? byAccount.resetAt : 0,
      byAddress.count > limits.perAddress ? byAddress.resetAt : 0,
    );
    if (resetAt > 0) {
      request.log.warn({ action, ip: request.ip }, 'too many attempts');
      return tooMany(reply, resetAt);
    }
    countedKeys.set(request, keys);
  };
  if (!refundSuccess) return { preHandler };

  // onSend (not onResponse): the refund is done before the client sees the answer.
  const onSend: onSendHookHandler = function refund(request, reply, payload, done) {
    const keys = countedKeys.get(request);
    if (!keys || reply.statusCode >= 400) return done(null, payload);
    const { store } = request.server.rateLimiter;
    Promise.all(keys.map((key) => store.undo(key)))
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'rate limit store failed to take back an attempt');
      })
      .finally(() => done(null, payload));
  };
  return { preHandler, onSend };
}

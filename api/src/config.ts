import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RATE_LIMITS, type RateLimits } from './http/rate-limit.js';
import { READ_CACHE_TTL_MS } from './http/read-cache.js';

/** Where the repository root is: `api/src/config.ts` → two folders up. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type CookieSecure = 'auto' | 'always' | 'never';

export type Config = {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for an in-memory database. */
  dataDir: string;
  allowedOrigins: string[];
  /** Base address of the web app, used in e-mail links (no trailing slash). */
  publicUrl: string;
  logLevel: string;
  cookieSecure: CookieSecure;
  /** Whether `GET /api/dev/mailbox` is served. */
  devMailbox: boolean;
  /** Redis connection string: rate-limit counters shared by every API process. Unset: in memory. */
  redisUrl: string | undefined;
  /**
   * How many proxy hops in front of the API to trust for `X-Forwarded-For` (`request.ip`);
   * false: none (the socket address is the client). `TRUST_PROXY=1`: the host's nginx.
   */
  trustProxy: number | false;
  /** Sign-in and password-reset attempt limits (src/http/rate-limit.ts). */
  rateLimits: RateLimits;
  /** How long expensive reads are cached (src/http/read-cache.ts); 0 turns the cache off. */
  readCacheMs: number;
};

type Env = Record<string, string | undefined>;

function list(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`API_PORT must be a port number, got "${value}"`);
  }
  return parsed;
}

function cookieSecure(value: string | undefined): CookieSecure {
  const normalized = (value ?? 'auto').trim().toLowerCase();
  if (['1', 'true', 'yes', 'always'].includes(normalized)) return 'always';
  if (['0', 'false', 'no', 'never'].includes(normalized)) return 'never';
  return 'auto';
}

function trustProxy(value: string | undefined): number | false {
  const normalized = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(normalized)) return false;
  if (['true', 'yes'].includes(normalized)) return 1;
  const hops = Number(normalized);
  if (!Number.isInteger(hops) || hops < 1) {
    throw new Error(`TRUST_PROXY must be 0, 1 or a number of proxy hops, got "${value}"`);
  }
  return hops;
}

/** Reads the configuration from the environment (once, at start). */
export function loadConfig(env: Env = process.env): Config {
  return {
    port: port(env.API_PORT, 4000),
    host: env.API_HOST?.trim() || '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data', 'pglite'),
    allowedOrigins: list(env.ALLOWED_ORIGINS, ['http://localhost:3000', 'http://127.0.0.1:3000']),
    publicUrl: (env.PUBLIC_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    cookieSecure: cookieSecure(env.COOKIE_SECURE),
    devMailbox: env.NODE_ENV !== 'production' || env.DEV_MAILBOX === '1',
    redisUrl: env.REDIS_URL?.trim() || undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimits: { ...RATE_LIMITS },
    readCacheMs: readCacheMs(env.READ_CACHE_MS),
  };
}

function readCacheMs(value: string | undefined): number {
  if (!value?.trim()) return READ_CACHE_TTL_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`READ_CACHE_MS must be a whole number of ms, got "${value}"`);
  return ms;
}

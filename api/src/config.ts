import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the repository root is: `api/src/config.ts` → two folders up. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Attempt limits of the sign-in and password routes, per fixed window. */
export type RateLimits = {
  windowMs: number;
  /** Failed attempts per (account, client address) pair per window. */
  failuresPerPair: number;
  /** Failed attempts per client address (`request.ip`), whatever the accounts, per window. */
  failuresPerAddress: number;
  /** Reset e-mails asked for per (account, client address) pair per window. */
  emailsPerPair: number;
  /** Reset e-mails asked for per client address per window. */
  emailsPerAddress: number;
};

/**
 * The limits, every 15 minutes, per action (sign-in, sign-in link, reset, change password).
 *
 * Only FAILURES count (a wrong password, an unknown link or code): a correct password is never
 * counted, nor is an answer of 429. There is deliberately no per-account key: it let anyone who
 * knows an e-mail lock its owner out by failing on purpose. So failures count per (account,
 * address) pair and per address, and the owner, from an address that has not been failing, signs
 * in while someone else hammers the account.
 * - 10 failures per pair: plenty for someone who mistypes or tries their three usual passwords,
 *   and it stops one address from working through a list against one account.
 * - 50 per address: an office or a shared Wi-Fi behind one address has several people who can each
 *   mistype; a password spray (one guess against many accounts) is still cut to 50 guesses per
 *   address every 15 minutes, 4,800 a day.
 * Guesses spread over many addresses are bounded by 10 per pair and 50 per address each, and the
 * password rule (shared-kernel/src/rules/password.ts) refuses the passwords such lists hold.
 *
 * Forgot-password counts EVERY request, not failures (each one sends an e-mail, and its answer is
 * the same whether the account exists): 5 per pair stops one address from flooding one mailbox;
 * 20 per address stops one address from mailing many people. No per-account key either: it would
 * let anyone stop the owner from resetting their password by asking for resets first.
 */
export const RATE_LIMITS: Readonly<RateLimits> = Object.freeze({
  windowMs: 15 * 60 * 1000,
  failuresPerPair: 10,
  failuresPerAddress: 50,
  emailsPerPair: 5,
  emailsPerAddress: 20,
});

/** How long the read cache (src/http/read-cache.ts) serves a computed answer, at most (by default). */
export const READ_CACHE_TTL_MS = 15_000;

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
  /**
   * Whether `GET /api/dev/mailbox/mine` (the /email-demo screen: the signed-in user's own e-mails)
   * is served. No route shows anyone else's mail, whatever this says.
   */
  devMailbox: boolean;
  /**
   * SMTP server the e-mails are delivered through (`smtp://user:pass@host:587`, `smtps://…:465`);
   * unset: nothing is delivered, the e-mails stay in `outgoing_emails` (the dev mailbox).
   */
  smtpUrl: string | undefined;
  /**
   * How long a process's claim of one outgoing e-mail lasts (`MAIL_LEASE_SECONDS`, default
   * MAIL_LEASE_SECONDS of modules/mail/dispatcher.ts): the cluster tests shorten it to prove that a
   * slow relay never gets a message twice.
   */
  mailLeaseSeconds?: number;
  /** Redis connection string: rate-limit counters shared by every API process. Unset: in memory. */
  redisUrl: string | undefined;
  /**
   * The proxies whose `X-Forwarded-For` is trusted for `request.ip` (per-address rate limits):
   * addresses, CIDRs or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). Only a
   * request whose socket comes from one of them has its forwarded address read, so a client that
   * reaches the API port directly cannot choose its address. `TRUST_PROXY` (comma-separated);
   * unset: `loopback` (the host's server of `pnpm start`); `none`/`false`/`0`: trust none.
   */
  trustProxy: string[] | false;
  /** Sign-in and password-reset attempt limits (src/http/rate-limit.ts). */
  rateLimits: RateLimits;
  /** How long expensive reads are cached (src/http/read-cache.ts); 0 turns the cache off. */
  readCacheMs: number;
  /**
   * The payment provider of billing checkouts (`BILLING_PROVIDER`). `test`: TEST MODE, a checkout
   * completes with no payment (the demo run, `pnpm start`/`pnpm dev`, sets it). Unset: none, and
   * checkout answers 503 so no plan changes without a payment (the production topology).
   */
  billingProvider: BillingProviderName | null;
  /**
   * The AES-256-GCM key of the new-starter bank details (modules/new-starters/crypto.ts), 32 bytes
   * from `NEW_STARTER_DATA_KEY` (base64). Production refuses to start without it; elsewhere the
   * fixed DEV_NEW_STARTER_DATA_KEY is used (docs/deploy.md), so dev data is not really secret.
   */
  newStarterDataKey: Buffer;
};

/** The payment providers the API knows; only the test one exists so far. */
export const BILLING_PROVIDERS = ['test'] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

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

/** proxy-addr's names for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
export const DEFAULT_TRUSTED_PROXIES = ['loopback'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

function trustProxy(value: string | undefined): string[] | false {
  const normalized = (value ?? '').trim().toLowerCase();
  if (normalized === '') return [...DEFAULT_TRUSTED_PROXIES];
  if (['0', 'false', 'no', 'none'].includes(normalized)) return false;
  const entries = normalized
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined || entries.length === 0) {
    // A hop count (`1`) or `true` would trust whoever sends the header: refused.
    throw new Error(
      `TRUST_PROXY must list proxy addresses or CIDRs (e.g. "127.0.0.1,10.0.0.0/8", "loopback") or be "none", got "${value}"`,
    );
  }
  return entries;
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
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailLeaseSeconds: mailLeaseSeconds(env.MAIL_LEASE_SECONDS),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimits: { ...RATE_LIMITS },
    readCacheMs: readCacheMs(env.READ_CACHE_MS),
    billingProvider: billingProvider(env.BILLING_PROVIDER),
    newStarterDataKey: newStarterDataKey(env.NEW_STARTER_DATA_KEY, env.NODE_ENV),
  };
}

/**
 * The key used outside production when NEW_STARTER_DATA_KEY is unset: public (it is here), so that
 * `pnpm dev` and the tests run without a setting. Never used in production.
 */
export const DEV_NEW_STARTER_DATA_KEY = 'aG9zcG9oaXJlLWRldi1uZXctc3RhcnRlci1rZXktMzI=';

function newStarterDataKey(value: string | undefined, nodeEnv: string | undefined): Buffer {
  const text = value?.trim() ?? '';
  if (text === '') {
    // Bank details encrypted with a key everyone can read are not encrypted: refuse to start.
    if (nodeEnv === 'production') {
      throw new Error(
        'NEW_STARTER_DATA_KEY must be set in production: 32 random bytes, base64 (openssl rand -base64 32)',
      );
    }
    return Buffer.from(DEV_NEW_STARTER_DATA_KEY, 'base64');
  }
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32 || key.toString('base64') !== text) {
    throw new Error('NEW_STARTER_DATA_KEY must be 32 bytes, base64 (openssl rand -base64 32)');
  }
  return key;
}

function billingProvider(value: string | undefined): BillingProviderName | null {
  const name = value?.trim().toLowerCase() ?? '';
  if (name === '') return null;
  // A misspelt provider must stop the start, not quietly leave billing off (or on).
  const known = BILLING_PROVIDERS.find((provider) => provider === name);
  if (!known)
    throw new Error(
      `BILLING_PROVIDER must be one of ${BILLING_PROVIDERS.join(', ')} or unset, got "${value}"`,
    );
  return known;
}

function mailLeaseSeconds(value: string | undefined): number | undefined {
  if (!value?.trim()) return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`MAIL_LEASE_SECONDS must be a whole number of seconds, got "${value}"`);
  return seconds;
}

function readCacheMs(value: string | undefined): number {
  if (!value?.trim()) return READ_CACHE_TTL_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`READ_CACHE_MS must be a whole number of ms, got "${value}"`);
  return ms;
}

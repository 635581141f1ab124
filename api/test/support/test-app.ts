import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { RateLimitStore } from '../../src/http/rate-limit.js';
import { MEMORY_DATA_DIR, openDb, type Db } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { mailFrom, startMailDispatcher } from '../../src/modules/mail/dispatcher.js';
import { listEmails, type StoredEmail } from '../../src/modules/mail/outbox.js';
import { openMigratedPglite } from './pglite-template.js';

export const ALLOWED_ORIGIN = 'http://localhost:3000';

export type TestAppOptions = {
  /** Runs before `listen`: add test-only routes here. */
  setup?: (app: FastifyInstance) => void;
  /** The sign-in counters' store, when the test builds its own (buildApp's option). */
  rateLimitStore?: RateLimitStore;
  config?: Partial<Config>;
};

export type TestApp = {
  url: string;
  db: Db;
  app: FastifyInstance;
  config: Config;
  /** A new client with its own cookie jar. */
  client: () => TestClient;
  close: () => Promise<void>;
};

/**
 * The API over real HTTP on a random port: a fresh in-memory PGlite, or, when DATABASE_URL is
 * set, that PostgreSQL database (migrated; shared between test files, so use `uniqueEmail`).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({
      DATABASE_URL: process.env.DATABASE_URL,
      DATA_DIR: MEMORY_DATA_DIR,
      NODE_ENV: 'test',
      // Billing's TEST MODE, as the demo runs it; `config: { billingProvider: null }` for none.
      BILLING_PROVIDER: 'test',
    }),
    // Tests write fixtures straight into the database, past the read cache: off unless asked for.
    readCacheMs: 0,
    ...options.config,
  };
  // PostgreSQL: the shared test database, migrated (a no-op once done). PGlite: a fresh one.
  const db = config.databaseUrl ? await openDb(config) : await openMigratedPglite();
  await migrate(db);
  const app = buildApp({ db, config, logger: false, rateLimitStore: options.rateLimitStore });
  options.setup?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  // As api/src/main.ts does: with SMTP_URL, the outbox is delivered.
  const mail = config.smtpUrl
    ? startMailDispatcher({
        db,
        smtpUrl: config.smtpUrl,
        from: mailFrom(config.publicUrl),
        databaseUrl: config.databaseUrl,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      })
    : null;
  return {
    url,
    db,
    app,
    config,
    client: () => new TestClient(url, db),
    close: async () => {
      await app.close();
      await mail?.stop();
      await db.close();
    },
  };
}

/** The path of an e-mailed verification link (`${PUBLIC_URL}/verify-email?token=…`). */
export const VERIFY_LINK_PATH = '/verify-email?token=';

/** An e-mail address no other test (or earlier run on the same database) uses. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 12)}@test.hospohire.dev`;
}

export type TestResponse = {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (an empty object when the body is empty or not JSON). */
  body: Record<string, unknown>;
  setCookies: string[];
};

export type RequestOptions = {
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** A raw body (no content type is added). */
  body?: string;
  headers?: Record<string, string>;
};

/** A tiny HTTP client over global fetch that keeps cookies, like a browser tab. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  /** `db`: the test app's database, where `mailbox` reads the e-mails. */
  constructor(
    readonly baseUrl: string,
    private readonly db?: Db,
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie && headers.cookie === undefined) headers.cookie = cookie;
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.store(line);
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      const value: unknown = text ? JSON.parse(text) : {};
      if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
    } catch {
      /* not JSON */
    }
    return { status: response.status, headers: response.headers, text, body: parsed, setCookies };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }

  post(path: string, json?: unknown, options: RequestOptions = {}) {
    const withJson = json === undefined ? options : { ...options, json };
    return this.request('POST', path, {
      ...withJson,
      headers: { 'content-type': 'application/json', ...options.headers },
    });
  }

  /**
   * Signs up (this client is then signed in) and, by default, verifies the address the way a
   * person does: follows the verification link of the welcome e-mail (POST
   * /api/auth/verify-email). `{ verify: false }` leaves the account unverified (as does a client
   * made without the test app's db). The returned
   * `response` is the sign-up's (its user shows `emailVerified: false`).
   */
  async signup(
    fields: Partial<
      Record<'email' | 'password' | 'firstName' | 'lastName' | 'userType', string>
    > = {},
    { verify = true }: { verify?: boolean } = {},
  ) {
    const body = {
      email: uniqueEmail(),
      password: 'correct-horse-1',
      firstName: 'Sam',
      lastName: 'Carter',
      userType: 'candidate',
      ...fields,
    };
    const response = await this.post('/api/auth/signup', body);
    // A client of a real API process (no test-app db) cannot read the mail: left unverified.
    if (response.status === 201 && verify && this.db) await this.verifyEmail(body.email);
    return { response, email: body.email, password: body.password };
  }

  /** The token of the newest verification link e-mailed to `to`. */
  async verificationToken(to: string): Promise<string> {
    const withLink = (await this.mailbox(to)).find((mail) => mail.text.includes(VERIFY_LINK_PATH));
    if (!withLink) throw new Error(`no verification e-mail to ${to}`);
    const word = withLink.text.split(/\s+/).find((w) => w.includes(VERIFY_LINK_PATH));
    const token = word && new URL(word).searchParams.get('token');
    if (!token) throw new Error(`no verification link in: ${withLink.text}`);
    return token;
  }

  /** Follows the newest verification link e-mailed to `to`; throws unless it answers 204. */
  async verifyEmail(to: string): Promise<void> {
    const token = await this.verificationToken(to);
    const verified = await this.post('/api/auth/verify-email', { token });
    if (verified.status !== 204) {
      throw new Error(`verify-email failed: ${verified.status} ${verified.text}`);
    }
  }

  /**
   * The e-mails sent to `to`, newest first, read from the test app's `outgoing_emails` table
   * (no HTTP route shows anyone's mail but one's own).
   */
  async mailbox(to: string): Promise<StoredEmail[]> {
    if (!this.db) throw new Error('mailbox: this client was made without the test app’s db');
    return listEmails(this.db, to);
  }

  private store(setCookie: string): void {
    const [pair, ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key, raw = ''] = attribute.split('=');
      const k = key.trim().toLowerCase();
      if (k === 'max-age') return Number(raw) <= 0;
      if (k === 'expires') return new Date(raw).getTime() <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** The attributes of a Set-Cookie line, keys lowercased (`httponly` → true). */
export function cookieAttributes(setCookie: string): Record<string, string | true> {
  const [, ...attributes] = setCookie.split(';');
  const result: Record<string, string | true> = {};
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.split('=');
    result[key.trim().toLowerCase()] = rest.length ? rest.join('=').trim() : true;
  }
  return result;
}

/** The first link in an e-mail that starts with `prefix`. */
export function linkIn(email: StoredEmail, prefix: string): URL {
  const match = email.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!match) throw new Error(`no ${prefix} link in: ${email.text}`);
  return new URL(match);
}

import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  FallbackRateLimitStore,
  RATE_LIMITS,
  RedisRateLimitStore,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../src/http/rate-limit.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { MEMORY_DATA_DIR, openDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { createInProcessBus } from '../src/events/bus.js';
import { openMigratedPglite } from './support/pglite-template.js';
import { startTestApp, TestClient, uniqueEmail, type TestApp } from './support/test-app.js';

const REDIS_URL = process.env.REDIS_URL;
const skip = REDIS_URL
  ? false
  : 'REDIS_URL is not set: run with REDIS_URL=redis://127.0.0.1:6379 to test the Redis store';
const WRONG = 'not-the-password-1';
const randomAddress = () => `2001:db8::${randomInt(1, 0xffff).toString(16)}:1`;

describe('rate limits shared through Redis', { skip }, () => {
  let a: TestApp;
  let b: TestApp;
  const stores: FallbackRateLimitStore[] = [];

  before(async () => {
    // Sharing is what is tested here, not the 100 ms timeout (tested with Redis unreachable
    // below): on a busy test machine a command may take longer, and the store would then count
    // in memory for a while, so these stores wait up to 2 s.
    const quiet = { error: () => undefined, info: () => undefined };
    const store = () => {
      const made = new FallbackRateLimitStore(
        new RedisRateLimitStore(REDIS_URL ?? '', { commandTimeout: 2000 }),
        quiet,
      );
      stores.push(made);
      return made;
    };
    a = await startTestApp({ config: { redisUrl: REDIS_URL }, rateLimitStore: store() });
    b = await startTestApp({ config: { redisUrl: REDIS_URL }, rateLimitStore: store() });
    // Until an app's Redis connection is up it counts in memory alone: wait for both.
    const shared = (t: TestApp) => (t.app.rateLimiter.store as FallbackRateLimitStore).ready;
    await waitUntil(() => shared(a) && shared(b));
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await Promise.all(stores.map((store) => store.close()));
  });

  it('two API instances share the failure counters of one (account, address) pair', async () => {
    const email = uniqueEmail('redis');
    const ip = randomAddress();
    const attempt = (t: TestApp) =>
      t
        .client()
        .post(
          '/api/auth/login',
          { email, password: WRONG },
          { headers: { 'x-forwarded-for': ip } },
        );
    for (let i = 1; i <= RATE_LIMITS.failuresPerPair; i++) {
      const res = await attempt(i % 2 ? a : b);
      assert.equal(res.status, 401, `attempt ${i}`);
    }
    for (const t of [a, b]) {
      const res = await attempt(t);
      assert.equal(res.status, 429);
      assert.deepEqual(res.body, { message: TOO_MANY_ATTEMPTS_MESSAGE });
      assert.ok(Number(res.headers.get('retry-after')) >= 1);
    }
  });

  it('the store counts within a window that Redis expires, and reads without counting', async () => {
    const store = new RedisRateLimitStore(REDIS_URL ?? '');
    try {
      await waitUntil(() => store.ready);
      const key = `test:${uniqueEmail()}`;
      assert.equal(await store.peek(key), null);
      const first = await store.hit(key, 200);
      const second = await store.hit(key, 200);
      assert.equal(first.count, 1);
      assert.equal(second.count, 2);
      assert.ok(second.resetAt <= first.resetAt + 5, 'the window does not slide');
      assert.equal((await store.peek(key))?.count, 2);
      assert.equal((await store.peek(key))?.count, 2, 'a read counts nothing');
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(await store.peek(key), null);
      assert.equal((await store.hit(key, 200)).count, 1);
    } finally {
      await store.close();
    }
  });
});

async function waitUntil(ready: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) throw new Error('Redis did not connect');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('with Redis unreachable', () => {
  // REDIS_URL points at port 1, where nothing listens. The app is built here rather than by
  // startTestApp so that only the rate-limit store uses that URL (the event bus stays in process).
  let app: FastifyInstance;
  let db: Db;
  let url: string;
  const client = () => new TestClient(url);

  before(async () => {
    const config = {
      ...loadConfig({
        DATA_DIR: MEMORY_DATA_DIR,
        NODE_ENV: 'test',
        REDIS_URL: 'redis://127.0.0.1:1',
      }),
      databaseUrl: process.env.DATABASE_URL || undefined,
      readCacheMs: 0,
    };
    assert.equal(config.redisUrl, 'redis://127.0.0.1:1');
    db = config.databaseUrl ? await openDb(config) : await openMigratedPglite();
    await migrate(db);
    app = buildApp({ db, config, logger: false, events: createInProcessBus() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    url = `http://127.0.0.1:${address.port}`;
  });
  after(async () => {
    await app?.close();
    await db?.close();
  });

  it('a sign-in still answers in under 1 second', async () => {
    const { email, password } = await client().signup();
    for (const body of [
      { email, password },
      { email, password: WRONG },
    ]) {
      const started = performance.now();
      const res = await client().post('/api/auth/login', body);
      const ms = performance.now() - started;
      assert.ok([200, 401].includes(res.status), res.text);
      assert.ok(ms < 1000, `answered in ${Math.round(ms)} ms`);
    }
  });

  it('the limits fall back to this process: repeated failures still get 429 (never fail open)', async () => {
    const { email } = await client().signup();
    const ip = randomAddress();
    const attempt = () =>
      client().post(
        '/api/auth/login',
        { email, password: WRONG },
        { headers: { 'x-forwarded-for': ip } },
      );
    for (let i = 1; i <= RATE_LIMITS.failuresPerPair; i++) {
      assert.equal((await attempt()).status, 401, `attempt ${i}`);
    }
    const blocked = await attempt();
    assert.equal(blocked.status, 429);
    assert.deepEqual(blocked.body, { message: TOO_MANY_ATTEMPTS_MESSAGE });
  });
});

import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  RATE_LIMITS,
  RedisRateLimitStore,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../src/http/rate-limit.js';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

const REDIS_URL = process.env.REDIS_URL;
const skip = REDIS_URL
  ? false
  : 'REDIS_URL is not set: run with REDIS_URL=redis://127.0.0.1:6379 to test the Redis store';

describe('rate limits shared through Redis', { skip }, () => {
  let a: TestApp;
  let b: TestApp;

  before(async () => {
    const config = { redisUrl: REDIS_URL, trustProxy: 1 };
    a = await startTestApp({ config });
    b = await startTestApp({ config });
  });
  after(async () => {
    await a?.close();
    await b?.close();
  });

  it('two API instances share the counters of one account', async () => {
    const email = uniqueEmail('redis');
    const attempt = (t: TestApp) =>
      t
        .client()
        .post(
          '/api/auth/login',
          { email, password: 'not-the-password-1' },
          { headers: { 'x-forwarded-for': `2001:db8::${randomInt(1, 0xffff).toString(16)}:1` } },
        );
    for (let i = 1; i <= RATE_LIMITS.perAccount; i++) {
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

  it('the store counts within a window that Redis expires', async () => {
    const store = new RedisRateLimitStore(REDIS_URL ?? '');
    try {
      const key = `test:${uniqueEmail()}`;
      const first = await store.hit(key, 200);
      const second = await store.hit(key, 200);
      assert.equal(first.count, 1);
      assert.equal(second.count, 2);
      assert.ok(second.resetAt <= first.resetAt + 5, 'the window does not slide');
      await store.undo(key);
      assert.equal((await store.hit(key, 200)).count, 2, 'undo takes one attempt back');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await store.undo(key); // an ended window stays ended (no key without a TTL)
      assert.equal((await store.hit(key, 200)).count, 1);
    } finally {
      await store.close();
    }
  });
});

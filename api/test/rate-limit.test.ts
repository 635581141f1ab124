import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  MemoryRateLimitStore,
  RATE_LIMITS,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../src/http/rate-limit.js';
import { startTestApp, uniqueEmail, type TestApp, type TestResponse } from './support/test-app.js';

const WRONG = 'not-the-password-1';

function assertTooMany(res: TestResponse) {
  assert.equal(res.status, 429);
  assert.deepEqual(res.body, { message: TOO_MANY_ATTEMPTS_MESSAGE });
  const retryAfter = Number(res.headers.get('retry-after'));
  assert.ok(Number.isInteger(retryAfter), `Retry-After: ${res.headers.get('retry-after')}`);
  assert.ok(retryAfter >= 1 && retryAfter <= RATE_LIMITS.windowMs / 1000, String(retryAfter));
}

describe('rate limits on sign-in and password reset (in memory)', () => {
  let t: TestApp;
  let address = 0;
  /** A fresh client address (the test app trusts one proxy hop, like behind the host's nginx). */
  const newAddress = () => `198.51.100.${++address}`;
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  before(async () => {
    t = await startTestApp({ config: { trustProxy: 1 } });
  });
  after(() => t.close());

  it('the limits are 10 per account and 30 per address every 15 minutes', () => {
    assert.deepEqual({ ...RATE_LIMITS }, { windowMs: 900_000, perAccount: 10, perAddress: 30 });
    assert.deepEqual(t.config.rateLimits, { ...RATE_LIMITS });
  });

  it('the 11th sign-in for one account answers 429; another account elsewhere still signs in', async () => {
    const { email, password } = await t.client().signup();
    const other = await t.client().signup();
    const ip = newAddress();
    for (let i = 1; i <= RATE_LIMITS.perAccount; i++) {
      const res = await t.client().post('/api/auth/login', { email, password: WRONG }, from(ip));
      assert.equal(res.status, 401, `attempt ${i}`);
    }
    // Even the right password, even with other letter case: the account is locked for the window.
    const eleventh = await t
      .client()
      .post('/api/auth/login', { email: email.toUpperCase(), password }, from(ip));
    assertTooMany(eleventh);
    assert.deepEqual(eleventh.setCookies, []);
    // From another address too: the limit is per account.
    assertTooMany(
      await t.client().post('/api/auth/login', { email, password }, from(newAddress())),
    );

    const elsewhere = await t
      .client()
      .post(
        '/api/auth/login',
        { email: other.email, password: other.password },
        from(newAddress()),
      );
    assert.equal(elsewhere.status, 200);
  });

  it('successful sign-ins are not counted: only failed attempts are', async () => {
    const { email, password } = await t.client().signup();
    const ip = newAddress();
    for (let i = 1; i <= RATE_LIMITS.perAccount + 5; i++) {
      const res = await t.client().post('/api/auth/login', { email, password }, from(ip));
      assert.equal(res.status, 200, `sign-in ${i}`);
    }
    for (let i = 1; i <= RATE_LIMITS.perAccount; i++) {
      const res = await t.client().post('/api/auth/login', { email, password: WRONG }, from(ip));
      assert.equal(res.status, 401, `attempt ${i}`);
    }
    assertTooMany(await t.client().post('/api/auth/login', { email, password }, from(ip)));
  });

  it('one address is limited to 30 sign-in attempts, whatever the accounts', async () => {
    const ip = newAddress();
    for (let i = 1; i <= RATE_LIMITS.perAddress; i++) {
      const res = await t
        .client()
        .post('/api/auth/login', { email: uniqueEmail('spray'), password: WRONG }, from(ip));
      assert.equal(res.status, 401, `attempt ${i}`);
    }
    const { email, password } = await t.client().signup();
    assertTooMany(await t.client().post('/api/auth/login', { email, password }, from(ip)));
    // The same account from another address is fine.
    const res = await t.client().post('/api/auth/login', { email, password }, from(newAddress()));
    assert.equal(res.status, 200);
  });

  it('forgot-password is limited per account', async () => {
    const { email } = await t.client().signup();
    for (let i = 1; i <= RATE_LIMITS.perAccount; i++) {
      const res = await t
        .client()
        .post('/api/auth/forgot-password', { email }, from(i % 2 ? newAddress() : '203.0.113.9'));
      assert.equal(res.status, 202, `attempt ${i}`);
    }
    assertTooMany(
      await t.client().post('/api/auth/forgot-password', { email }, from(newAddress())),
    );
    // Sign-in keeps its own counter.
    const other = await t.client().post('/api/auth/forgot-password', {
      email: uniqueEmail(),
    });
    assert.equal(other.status, 202);
  });

  it('reset-password is limited per code and per address', async () => {
    const code = 'a-guessed-code-0123456789';
    for (let i = 1; i <= RATE_LIMITS.perAccount; i++) {
      const res = await t
        .client()
        .post(
          '/api/auth/reset-password',
          { code, password: 'new-password-12' },
          from(newAddress()),
        );
      assert.equal(res.status, 400, `attempt ${i}`);
    }
    assertTooMany(
      await t
        .client()
        .post(
          '/api/auth/reset-password',
          { code, password: 'new-password-12' },
          from(newAddress()),
        ),
    );

    const ip = newAddress();
    for (let i = 1; i <= RATE_LIMITS.perAddress; i++) {
      const res = await t
        .client()
        .post(
          '/api/auth/reset-password',
          { code: `guess-${i}-${ip}`, password: 'new-password-12' },
          from(ip),
        );
      assert.equal(res.status, 400, `attempt ${i}`);
    }
    assertTooMany(
      await t
        .client()
        .post(
          '/api/auth/reset-password',
          { code: 'one-more', password: 'new-password-12' },
          from(ip),
        ),
    );
  });

  it('bad input is refused before it is counted', async () => {
    const ip = newAddress();
    for (let i = 0; i < RATE_LIMITS.perAddress + 5; i++) {
      const res = await t.client().post('/api/auth/login', { email: 'nope' }, from(ip));
      assert.equal(res.status, 400);
    }
  });
});

describe('MemoryRateLimitStore', () => {
  it('counts per key within a window and starts again after it', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    assert.deepEqual(await store.hit('a', 100), { count: 1, resetAt: 1_100 });
    assert.deepEqual(await store.hit('a', 100), { count: 2, resetAt: 1_100 });
    assert.deepEqual(await store.hit('b', 100), { count: 1, resetAt: 1_100 });
    now = 1_100;
    assert.deepEqual(await store.hit('a', 100), { count: 1, resetAt: 1_200 });
  });
});

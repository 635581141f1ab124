import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config.js';
import {
  FallbackRateLimitStore,
  MemoryRateLimitStore,
  RATE_LIMITS,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type RateLimitHit,
  type RateLimitStore,
} from '../src/http/rate-limit.js';
import { sha256Hex } from '../src/secrets.js';
import { startTestApp, uniqueEmail, type TestApp, type TestResponse } from './support/test-app.js';

const WRONG = 'not-the-password-1';
const { failuresPerPair, failuresPerAddress, emailsPerPair, emailsPerAddress } = RATE_LIMITS;

function assertTooMany(res: TestResponse) {
  assert.equal(res.status, 429, res.text);
  assert.deepEqual(res.body, { message: TOO_MANY_ATTEMPTS_MESSAGE });
  const retryAfter = Number(res.headers.get('retry-after'));
  assert.ok(Number.isInteger(retryAfter), `Retry-After: ${res.headers.get('retry-after')}`);
  assert.ok(retryAfter >= 1 && retryAfter <= RATE_LIMITS.windowMs / 1000, String(retryAfter));
}

let address = 0;
/** A fresh client address, sent as X-Forwarded-For (the tests connect over loopback). */
const newAddress = () => `198.51.100.${(++address % 250) + 1}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('rate limits on sign-in and the password routes (in memory)', () => {
  let t: TestApp;

  before(async () => {
    // The default TRUST_PROXY (loopback): the tests' loopback socket is a trusted proxy, so
    // X-Forwarded-For gives each request the client address the test chooses.
    t = await startTestApp();
  });
  after(() => t.close());

  const login = (body: Record<string, string>, ip: string) =>
    t.client().post('/api/auth/login', body, from(ip));

  it('the limits: 10 failures per (account, address) and 50 per address; 5 and 20 reset e-mails', () => {
    assert.deepEqual(
      { ...RATE_LIMITS },
      {
        windowMs: 900_000,
        failuresPerPair: 10,
        failuresPerAddress: 50,
        emailsPerPair: 5,
        emailsPerAddress: 20,
      },
    );
    assert.deepEqual(t.config.rateLimits, { ...RATE_LIMITS });
    assert.deepEqual(t.config.trustProxy, ['loopback']);
  });

  it('the 11th attempt from an address that failed 10 times answers 429, even with the right password', async () => {
    const { email, password } = await t.client().signup();
    const ip = newAddress();
    for (let i = 1; i <= failuresPerPair; i++) {
      assert.equal((await login({ email, password: WRONG }, ip)).status, 401, `attempt ${i}`);
    }
    // Other letter case, same account: still the same pair.
    const blocked = await login({ email: email.toUpperCase(), password }, ip);
    assertTooMany(blocked);
    assert.deepEqual(blocked.setCookies, []);
  });

  it('the owner signs in from a clean address while another address hammers the account', async () => {
    const { email, password } = await t.client().signup();
    const attacker = newAddress();
    for (let i = 1; i <= failuresPerPair + 5; i++) {
      const res = await login({ email, password: WRONG }, attacker);
      assert.equal(res.status, i <= failuresPerPair ? 401 : 429, `attempt ${i}`);
    }
    const owner = await login({ email, password }, newAddress());
    assert.equal(owner.status, 200);
    assert.equal(owner.setCookies.length, 2); // the session and its signed-in hint
  });

  it('429 answers are not counted: the window does not grow while the attacker keeps trying', async () => {
    const { email } = await t.client().signup();
    const ip = newAddress();
    for (let i = 1; i <= failuresPerPair; i++) await login({ email, password: WRONG }, ip);
    for (let i = 0; i < 5; i++) assertTooMany(await login({ email, password: WRONG }, ip));
    assert.equal((await t.app.rateLimiter.store.peek(`login:address:${ip}`))?.count, 10);
    // The address still has exactly 40 failures left: the five 429s took none of them.
    for (let i = 1; i <= failuresPerAddress - failuresPerPair; i++) {
      const res = await login({ email: uniqueEmail('other'), password: WRONG }, ip);
      assert.equal(res.status, 401, `other account ${i}`);
    }
    assertTooMany(await login({ email: uniqueEmail('other'), password: WRONG }, ip));
  });

  it('correct passwords are never counted: only failures are', async () => {
    const { email, password } = await t.client().signup();
    const ip = newAddress();
    for (let i = 1; i <= failuresPerPair + 5; i++) {
      assert.equal((await login({ email, password }, ip)).status, 200, `sign-in ${i}`);
    }
    for (let i = 1; i <= failuresPerPair; i++) {
      assert.equal((await login({ email, password: WRONG }, ip)).status, 401, `attempt ${i}`);
    }
    assertTooMany(await login({ email, password }, ip));
  });

  it('one address is limited to 50 failures, whatever the accounts', async () => {
    const ip = newAddress();
    for (let i = 1; i <= failuresPerAddress; i++) {
      const res = await login({ email: uniqueEmail('spray'), password: WRONG }, ip);
      assert.equal(res.status, 401, `attempt ${i}`);
    }
    const { email, password } = await t.client().signup();
    assertTooMany(await login({ email, password }, ip));
    // The same account from another address is fine.
    assert.equal((await login({ email, password }, newAddress())).status, 200);
  });

  it('a burst of parallel guesses cannot all pass one read of the counters', async () => {
    const { email } = await t.client().signup();
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: failuresPerPair + 10 }, () => login({ email, password: WRONG }, ip)),
    );
    const statuses = answers.map((res) => res.status);
    assert.equal(statuses.filter((s) => s === 401).length, failuresPerPair, String(statuses));
    assert.equal(statuses.filter((s) => s === 429).length, 10, String(statuses));
  });

  it('forgot-password counts every request, per (account, address) and per address', async () => {
    const { email } = await t.client().signup();
    const ip = newAddress();
    for (let i = 1; i <= emailsPerPair; i++) {
      const res = await t.client().post('/api/auth/forgot-password', { email }, from(ip));
      assert.equal(res.status, 202, `request ${i}`);
    }
    assertTooMany(await t.client().post('/api/auth/forgot-password', { email }, from(ip)));
    // The owner, elsewhere, can still ask for a reset: no per-account key to block them with.
    const owner = await t.client().post('/api/auth/forgot-password', { email }, from(newAddress()));
    assert.equal(owner.status, 202);

    const sprayer = newAddress();
    for (let i = 1; i <= emailsPerAddress; i++) {
      const res = await t
        .client()
        .post('/api/auth/forgot-password', { email: uniqueEmail() }, from(sprayer));
      assert.equal(res.status, 202, `request ${i}`);
    }
    assertTooMany(
      await t.client().post('/api/auth/forgot-password', { email: uniqueEmail() }, from(sprayer)),
    );
  });

  it('reset-password counts wrong codes per (code, address) and per address', async () => {
    const code = 'a-guessed-code-0123456789';
    const ip = newAddress();
    const reset = (body: Record<string, string>, at: string) =>
      t.client().post('/api/auth/reset-password', body, from(at));
    for (let i = 1; i <= failuresPerPair; i++) {
      const res = await reset({ code, password: 'new-password-12' }, ip);
      assert.equal(res.status, 400, `attempt ${i}`);
    }
    assertTooMany(await reset({ code, password: 'new-password-12' }, ip));
    // The same code from another address is a new pair.
    assert.equal((await reset({ code, password: 'new-password-12' }, newAddress())).status, 400);

    const sprayer = newAddress();
    for (let i = 1; i <= failuresPerAddress; i++) {
      const res = await reset({ code: `guess-${i}`, password: 'new-password-12' }, sprayer);
      assert.equal(res.status, 400, `attempt ${i}`);
    }
    assertTooMany(await reset({ code: 'one-more', password: 'new-password-12' }, sprayer));
  });

  it('a refused new password with a right reset code is not a failed guess', async () => {
    const { response } = await t.client().signup();
    const ip = newAddress();
    const code = `right-code-${randomUUID()}`;
    await t.db.query(
      `INSERT INTO password_reset_codes (code_hash, user_id, expires_at)
       VALUES ($1, $2, now() + interval '1 hour')`,
      [sha256Hex(code), response.body.id],
    );
    for (let i = 1; i <= failuresPerPair + 2; i++) {
      const res = await t
        .client()
        .post('/api/auth/reset-password', { code, password: 'password1' }, from(ip));
      assert.equal(res.status, 400, `attempt ${i}`);
      assert.equal(res.body.field, 'password');
    }
    const done = await t
      .client()
      .post('/api/auth/reset-password', { code, password: 'table-for-2-please' }, from(ip));
    assert.equal(done.status, 204);
  });

  it('sign-in links count failures per address', async () => {
    const ip = newAddress();
    for (let i = 1; i <= failuresPerAddress; i++) {
      const res = await t
        .client()
        .post('/api/auth/token', { token: `guessed-token-${i}` }, from(ip));
      assert.equal(res.status, 400, `attempt ${i}`);
    }
    assertTooMany(await t.client().post('/api/auth/token', { token: 'one-more' }, from(ip)));
    const elsewhere = await t.client().post('/api/auth/token', { token: 'x' }, from(newAddress()));
    assert.equal(elsewhere.status, 400);
  });

  it('bad input is refused before it is counted', async () => {
    const ip = newAddress();
    for (let i = 0; i < failuresPerAddress + 5; i++) {
      const res = await t.client().post('/api/auth/login', { email: 'nope' }, from(ip));
      assert.equal(res.status, 400);
    }
    assert.equal(await t.app.rateLimiter.store.peek(`login:address:${ip}`), null);
  });
});

describe('X-Forwarded-For is read only from the configured proxies', () => {
  for (const [label, env] of [
    ['trusting none', 'none'],
    ['trusting another network', '10.0.0.0/8,192.168.0.0/16'],
  ] as const) {
    it(`${label} (TRUST_PROXY=${env}), rotating X-Forwarded-For does not dodge the limit`, async () => {
      const t = await startTestApp({
        config: { trustProxy: loadConfig({ TRUST_PROXY: env }).trustProxy },
      });
      try {
        const { email } = await t.client().signup();
        for (let i = 1; i <= failuresPerPair; i++) {
          const res = await t
            .client()
            .post('/api/auth/login', { email, password: WRONG }, from(newAddress()));
          assert.equal(res.status, 401, `attempt ${i}`);
        }
        // Every attempt came from the socket's own address, 127.0.0.1.
        assertTooMany(
          await t.client().post('/api/auth/login', { email, password: WRONG }, from(newAddress())),
        );
        assert.equal((await t.app.rateLimiter.store.peek('login:address:127.0.0.1'))?.count, 10);
      } finally {
        await t.close();
      }
    });
  }

  it('TRUST_PROXY lists addresses and CIDRs; a hop count or "true" is refused', () => {
    assert.deepEqual(loadConfig({}).trustProxy, ['loopback']);
    assert.deepEqual(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,172.18.0.2' }).trustProxy, [
      '10.0.0.0/8',
      '::1',
      '172.18.0.2',
    ]);
    for (const off of ['none', 'false', '0']) {
      assert.equal(loadConfig({ TRUST_PROXY: off }).trustProxy, false);
    }
    for (const wrong of ['1', 'true', '10.0.0.0/33', 'nginx']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: wrong }), /TRUST_PROXY must list/);
    }
  });
});

describe('MemoryRateLimitStore', () => {
  it('counts per key within a window, reads without counting, and starts again after it', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    assert.equal(await store.peek('a'), null);
    assert.deepEqual(await store.hit('a', 100), { count: 1, resetAt: 1_100 });
    assert.deepEqual(await store.hit('a', 100), { count: 2, resetAt: 1_100 });
    assert.deepEqual(await store.peek('a'), { count: 2, resetAt: 1_100 });
    assert.deepEqual(await store.peek('a'), { count: 2, resetAt: 1_100 });
    assert.deepEqual(await store.hit('b', 100), { count: 1, resetAt: 1_100 });
    now = 1_100;
    assert.equal(await store.peek('a'), null);
    assert.deepEqual(await store.hit('a', 100), { count: 1, resetAt: 1_200 });
  });
});

/** A shared store that fails while `down` is true and counts in its own memory otherwise. */
class FlakyStore implements RateLimitStore {
  down = false;
  readonly inner = new MemoryRateLimitStore();
  peek(key: string): Promise<RateLimitHit | null> {
    return this.down ? Promise.reject(new Error('ECONNREFUSED')) : this.inner.peek(key);
  }
  hit(key: string, windowMs: number): Promise<RateLimitHit> {
    return this.down ? Promise.reject(new Error('ECONNREFUSED')) : this.inner.hit(key, windowMs);
  }
}

describe('FallbackRateLimitStore', () => {
  it('counts in memory while the shared store fails, never failing open, and logs once a minute', async () => {
    let now = 0;
    const logged: string[] = [];
    const log = {
      error: (_obj: unknown, msg?: string) => logged.push(`error: ${msg}`),
      info: (msg: unknown) => logged.push(`info: ${String(msg)}`),
    };
    const shared = new FlakyStore();
    const store = new FallbackRateLimitStore(
      shared,
      log as never,
      new MemoryRateLimitStore(() => now),
      () => now,
    );
    assert.equal((await store.hit('k', 1000)).count, 1);
    shared.down = true;
    assert.equal((await store.hit('k', 1000)).count, 2, 'memory keeps counting');
    assert.equal((await store.hit('k', 1000)).count, 3);
    assert.equal((await store.peek('k'))?.count, 3);
    assert.equal(logged.filter((l) => l.startsWith('error')).length, 1, 'logged once');
    now = 30_000;
    await store.peek('k');
    assert.equal(
      logged.filter((l) => l.startsWith('error')).length,
      1,
      'not again within a minute',
    );
    now = 61_000;
    await store.peek('other');
    assert.equal(logged.filter((l) => l.startsWith('error')).length, 2, 'again after a minute');

    shared.down = false;
    now = 62_000;
    assert.equal((await store.hit('fresh', 1000)).count, 1);
    assert.equal((await shared.inner.peek('fresh'))?.count, 1, 'the shared store is used again');
    assert.ok(
      logged.some((l) => l.startsWith('info')),
      'the recovery is logged',
    );
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RATE_LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from '../src/http/rate-limit.js';
import { sha256Hex } from '../src/secrets.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from './support/test-app.js';

const CHANGE = '/api/auth/change-password';
const NEW_PASSWORD = 'table-for-2-please';

describe('POST /api/auth/change-password', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  /** A new user signed in on two browsers: `a` (the one that changes it) and `b`. */
  async function twoSessions(fields: Record<string, string> = {}) {
    const a = t.client();
    const { response, email, password } = await a.signup(fields);
    assert.equal(response.status, 201, response.text);
    const b = t.client();
    assert.equal((await b.post('/api/auth/login', { email, password })).status, 200);
    return { a, b, email, password, userId: String(response.body.id) };
  }

  const change = (client: TestClient, body: Record<string, string>, ip?: string) =>
    client.post(CHANGE, body, ip ? { headers: { 'x-forwarded-for': ip } } : {});

  it('204: the new password works, the old one not; other sessions end, this one stays', async () => {
    const { a, b, email, password } = await twoSessions();
    const res = await change(a, { currentPassword: password, newPassword: NEW_PASSWORD });
    assert.equal(res.status, 204, res.text);
    assert.equal(res.text, '');

    assert.equal((await a.get('/api/auth/user')).status, 200, 'this session keeps working');
    assert.equal((await b.get('/api/auth/user')).status, 401, 'the other session has ended');

    const old = await t.client().post('/api/auth/login', { email, password });
    assert.equal(old.status, 401);
    const fresh = await t.client().post('/api/auth/login', { email, password: NEW_PASSWORD });
    assert.equal(fresh.status, 200);
  });

  it('a wrong current password is 400 naming currentPassword, and changes nothing', async () => {
    const { a, b, email, password } = await twoSessions();
    const res = await change(a, {
      currentPassword: 'not-my-password-9',
      newPassword: NEW_PASSWORD,
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, {
      message: 'Current password is incorrect',
      field: 'currentPassword',
    });
    assert.equal((await b.get('/api/auth/user')).status, 200, 'no session ended');
    assert.equal((await t.client().post('/api/auth/login', { email, password })).status, 200);
  });

  it('a weak new password is 400 naming newPassword and saying why', async () => {
    const { a, password } = await twoSessions({ firstName: 'Maya', lastName: 'Okafor' });
    const cases: [string, string][] = [
      ['password1', 'New password is too common: choose one that is harder to guess'],
      ['qwerty123', 'New password is too common: choose one that is harder to guess'],
      ['maya.okafor', 'New password must not contain your name or e-mail'],
      ['short', 'New password must be at least 8 characters'],
      [password, 'New password must be different from your current password'],
    ];
    for (const [newPassword, message] of cases) {
      const res = await change(a, { currentPassword: password, newPassword });
      assert.equal(res.status, 400, newPassword);
      assert.deepEqual(res.body, { message, field: 'newPassword' }, newPassword);
    }
    const email = uniqueEmail('maya');
    const own = t.client();
    await own.signup({ email, password });
    const res = await change(own, { currentPassword: password, newPassword: email });
    assert.deepEqual(res.body, {
      message: 'New password must not contain your name or e-mail',
      field: 'newPassword',
    });
  });

  it('needs a session: 401 when signed out', async () => {
    const res = await t
      .client()
      .post(CHANGE, { currentPassword: 'whatever-it-is', newPassword: NEW_PASSWORD });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { message: 'Not signed in' });
  });

  it('ends the unused reset links of the user', async () => {
    const { a, password, userId } = await twoSessions();
    const code = `pending-code-${userId}`;
    await t.db.query(
      `INSERT INTO password_reset_codes (code_hash, user_id, expires_at)
       VALUES ($1, $2, now() + interval '1 hour')`,
      [sha256Hex(code), userId],
    );
    assert.equal(
      (await change(a, { currentPassword: password, newPassword: NEW_PASSWORD })).status,
      204,
    );
    const reset = await t
      .client()
      .post('/api/auth/reset-password', { code, password: 'kitchen-pass-7' });
    assert.equal(reset.status, 400);
    assert.equal(reset.body.field, 'code');
  });

  it('wrong current passwords are limited per (user, address): 429 after 10', async () => {
    const { a, b, password } = await twoSessions();
    const ip = '203.0.113.77';
    // A refused new password is not a guess (the current one was right): it never counts.
    for (let i = 1; i <= RATE_LIMITS.failuresPerPair + 2; i++) {
      const res = await change(a, { currentPassword: password, newPassword: 'password1' }, ip);
      assert.equal(res.body.field, 'newPassword', `attempt ${i}`);
    }
    for (let i = 1; i <= RATE_LIMITS.failuresPerPair; i++) {
      const res = await change(
        a,
        { currentPassword: `guess-number-${i}`, newPassword: NEW_PASSWORD },
        ip,
      );
      assert.equal(res.status, 400, `attempt ${i}`);
    }
    const blocked = await change(a, { currentPassword: password, newPassword: NEW_PASSWORD }, ip);
    assert.equal(blocked.status, 429);
    assert.deepEqual(blocked.body, { message: TOO_MANY_ATTEMPTS_MESSAGE });
    assert.ok(Number(blocked.headers.get('retry-after')) >= 1);
    // Another address is another pair.
    const elsewhere = await change(
      b,
      { currentPassword: password, newPassword: NEW_PASSWORD },
      '203.0.113.78',
    );
    assert.equal(elsewhere.status, 204);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SIGNED_IN_HINT_COOKIE } from 'shared-kernel/contract';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '../src/modules/auth/sessions.js';
import { cookieAttributes, startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

// The page asks GET /api/auth/user only while the readable hint cookie is there (issue 16: no
// 401 in a signed-out visitor's console), so the hint must follow the session cookie exactly.
describe('the signed-in hint cookie', () => {
  let t: TestApp;
  let email: string;
  const password = 'bar-back-42';

  before(async () => {
    t = await startTestApp();
    email = uniqueEmail('hint');
    assert.equal((await t.client().signup({ email, password })).response.status, 201);
  });
  after(() => t.close());

  it('is set beside the session on sign-in: readable by scripts, same lifetime, no secret', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/login', { email, password });
    assert.equal(res.status, 200);
    const hint = res.setCookies.find((line) => line.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
    assert.ok(hint, 'the hint is set');
    assert.equal(client.cookies.get(SIGNED_IN_HINT_COOKIE), '1');
    const attributes = cookieAttributes(hint);
    assert.equal(attributes.httponly, undefined, 'scripts may read it');
    assert.equal(attributes['max-age'], String(SESSION_MAX_AGE_SECONDS));
    assert.equal(attributes.path, '/');
    assert.equal(String(attributes.samesite).toLowerCase(), 'lax');
    assert.notEqual(client.cookies.get(SIGNED_IN_HINT_COOKIE), client.cookies.get(SESSION_COOKIE));
  });

  it('is set on sign-up too', async () => {
    const client = t.client();
    const { response } = await client.signup({ email: uniqueEmail('hint-new'), password });
    assert.equal(response.status, 201);
    assert.equal(client.cookies.get(SIGNED_IN_HINT_COOKIE), '1');
  });

  it('is cleared with the session on sign-out', async () => {
    const client = t.client();
    await client.post('/api/auth/login', { email, password });
    assert.equal((await client.get('/api/logout')).status, 302);
    assert.equal(client.cookies.has(SESSION_COOKIE), false);
    assert.equal(client.cookies.has(SIGNED_IN_HINT_COOKIE), false);
  });

  it('is cleared when the session it goes with is dead (the 401 that follows a stale hint)', async () => {
    const client = t.client();
    client.cookies.set(SESSION_COOKIE, 'made-up-session-id');
    client.cookies.set(SIGNED_IN_HINT_COOKIE, '1');
    assert.equal((await client.get('/api/auth/user')).status, 401);
    assert.equal(client.cookies.has(SIGNED_IN_HINT_COOKIE), false);
  });

  it('is added on the first signed-in call of a session that lacks it (made before it existed)', async () => {
    const client = t.client();
    await client.post('/api/auth/login', { email, password });
    client.cookies.delete(SIGNED_IN_HINT_COOKIE);
    assert.equal((await client.get('/api/auth/user')).status, 200);
    assert.equal(client.cookies.get(SIGNED_IN_HINT_COOKIE), '1');
  });

  it('is never trusted: the hint alone is not a session', async () => {
    const client = t.client();
    client.cookies.set(SIGNED_IN_HINT_COOKIE, '1');
    assert.equal((await client.get('/api/auth/user')).status, 401);
  });
});

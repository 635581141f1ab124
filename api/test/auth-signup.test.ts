import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SESSION_COOKIE } from '../src/modules/auth/sessions.js';
import {
  cookieAttributes,
  linkIn,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from './support/test-app.js';

describe('POST /api/auth/signup', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('creates the account: 201, the user JSON and a session cookie', async () => {
    const client = t.client();
    const email = uniqueEmail('Maya');
    const res = await client.post('/api/auth/signup', {
      email: `  ${email.toUpperCase()} `.trim(),
      password: 'kitchen-pass-7',
      firstName: '  Maya ',
      lastName: 'Okafor',
      userType: 'recruiter',
    });
    assert.equal(res.status, 201);
    const user = res.body;
    assert.equal(user.email, email.toLowerCase());
    assert.equal(user.firstName, 'Maya');
    assert.equal(user.lastName, 'Okafor');
    assert.equal(user.name, 'Maya Okafor');
    assert.equal(user.userType, 'recruiter');
    assert.equal(user.role, 'recruiter');
    assert.equal(user.type, 'recruiter');
    assert.equal(user.profileImageUrl, null);
    assert.match(String(user.id), /^[0-9a-f-]{36}$/);
    assert.ok(!Number.isNaN(Date.parse(String(user.createdAt))));
    assert.equal(user.passwordHash, undefined);
    assert.equal(user.password_hash, undefined);

    const cookie = res.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    assert.ok(cookie, 'a session cookie is set');
    const attributes = cookieAttributes(cookie);
    assert.equal(attributes.httponly, true);
    assert.equal(String(attributes.samesite).toLowerCase(), 'lax');
    assert.equal(attributes.path, '/');
    assert.equal(attributes['max-age'], String(30 * 24 * 60 * 60));
    assert.equal(attributes.secure, undefined, 'not Secure over plain http');

    const me = await client.get('/api/auth/user');
    assert.equal(me.status, 200);
    assert.deepEqual(me.body, user);
  });

  it('stores the password as argon2id, never in plain text', async () => {
    const { response, email, password } = await t.client().signup();
    assert.equal(response.status, 201);
    const { rows } = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    );
    assert.match(rows[0].password_hash, /^\$argon2id\$/);
    assert.ok(!rows[0].password_hash.includes(password));
  });

  it('stores the session id hashed, not as sent in the cookie', async () => {
    const client = t.client();
    const { response } = await client.signup();
    const sessionId = client.cookies.get(SESSION_COOKIE);
    assert.ok(sessionId);
    const { rows } = await t.db.query<{ id_hash: string }>(
      'SELECT id_hash FROM sessions WHERE user_id = $1',
      [response.body.id],
    );
    assert.equal(rows.length, 1);
    assert.match(rows[0].id_hash, /^[0-9a-f]{64}$/);
    assert.notEqual(rows[0].id_hash, sessionId);
  });

  it('sends a welcome e-mail with a one-time sign-in link', async () => {
    const client = t.client();
    const { email } = await client.signup({ firstName: 'Jo' });
    const emails = await client.mailbox(email);
    assert.equal(emails.length, 1);
    assert.equal(emails[0].to, email);
    assert.match(emails[0].subject, /Welcome/);
    assert.match(emails[0].text, /^Hi Jo,/);
    const link = linkIn(emails[0], `${t.config.publicUrl}/?token=`);
    assert.equal(link.pathname, '/');
    assert.ok((link.searchParams.get('token') ?? '').length >= 40);
  });

  it('refuses an e-mail already taken (any case): 409 naming email', async () => {
    const { email } = await t.client().signup();
    const { response } = await t.client().signup({ email: email.toUpperCase() });
    assert.equal(response.status, 409);
    assert.deepEqual(response.body, {
      message: 'An account with this email already exists',
      field: 'email',
    });
    assert.equal(response.setCookies.length, 0);
  });

  it('refuses a short, common or personal password: 400 naming password and saying why', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ password: 'k9#vQ2x' }, 'Password must be at least 8 characters'],
      [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
      [{ password: 'password1' }, 'Password is too common: choose one that is harder to guess'],
      [{ password: 'qwerty123' }, 'Password is too common: choose one that is harder to guess'],
      [{ password: 'letmein1' }, 'Password is too common: choose one that is harder to guess'],
      [{ password: 'Password123!' }, 'Password is too common: choose one that is harder to guess'],
      [
        { firstName: 'Maya', lastName: 'Okafor', password: 'maya.okafor' },
        'Password must not contain your name or e-mail',
      ],
      [
        { firstName: 'Maya', lastName: 'Okafor', password: 'MayaOkafor1' },
        'Password must not contain your name or e-mail',
      ],
    ];
    for (const [fields, message] of cases) {
      const { response, email } = await t.client().signup(fields);
      assert.equal(response.status, 400, fields.password);
      assert.deepEqual(response.body, { message, field: 'password' }, fields.password);
      const { rows } = await t.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
      assert.equal(rows.length, 0, 'no account is made');
    }
    // The e-mail itself is refused too.
    const email = uniqueEmail('maya');
    const { response } = await t.client().signup({ email, password: email });
    assert.deepEqual(response.body, {
      message: 'Password must not contain your name or e-mail',
      field: 'password',
    });
  });

  it('accepts ordinary passphrases, with no composition rules', async () => {
    for (const password of [
      'table-for-2-please',
      'correct horse battery',
      'velvet lantern orbit',
    ]) {
      const { response } = await t.client().signup({ password });
      assert.equal(response.status, 201, `${password}: ${response.text}`);
    }
  });

  it('refuses missing or invalid fields: 400 naming the field in plain words', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'Email must be a valid e-mail address'],
      [{ email: undefined }, 'email', 'Email is required'],
      [{ password: undefined }, 'password', 'Password is required'],
      [{ firstName: undefined }, 'firstName', 'First name is required'],
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ firstName: '   ' }, 'firstName', 'First name is required'],
      [{ lastName: 'x'.repeat(81) }, 'lastName', 'Last name must be at most 80 characters'],
      [{ userType: 'admin' }, 'userType', 'User type must be one of: candidate, recruiter'],
      [{ userType: undefined }, 'userType', 'User type is required'],
      [{ password: 12345678 }, 'password', 'Password must be text'],
    ];
    for (const [fields, field, message] of cases) {
      const body = {
        email: uniqueEmail(),
        password: 'correct-horse-1',
        firstName: 'Sam',
        lastName: 'Carter',
        userType: 'candidate',
        ...fields,
      };
      const res = await t.client().post('/api/auth/signup', JSON.parse(JSON.stringify(body)));
      assert.equal(res.status, 400, JSON.stringify(fields));
      assert.deepEqual(res.body, { message, field });
    }
  });

  it('refuses an unknown field: 400 naming it', async () => {
    const res = await t.client().post('/api/auth/signup', {
      email: uniqueEmail(),
      password: 'correct-horse-1',
      firstName: 'Sam',
      lastName: 'Carter',
      userType: 'candidate',
      isAdmin: true,
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { message: 'Unknown field: isAdmin', field: 'isAdmin' });
  });
});

// Issue 28, items 1, 2 and 7 (docs/security.md): e-mail ownership is proven before an account
// may accept a team invitation or get mail; every session-starting secret dies with the
// password; a cross-site link to /api/logout signs nobody out.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openMigratedPglite } from './support/pglite-template.js';
import { signedIn } from './support/fixtures.js';
import { emailCount, invitationTokenFor } from './support/team.js';
import {
  linkIn,
  startTestApp,
  uniqueEmail,
  type TestApp,
  type TestClient,
} from './support/test-app.js';
import { VERIFY_EMAIL_FIRST_MESSAGE } from '../src/modules/companies/invitation-service.js';
import { sendEmail } from '../src/modules/mail/outbox.js';
import {
  ALREADY_VERIFIED_MESSAGE,
  BAD_VERIFICATION_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from '../src/modules/auth/verification.js';
import { DEMO_CANDIDATE, DEMO_RECRUITER, seedDemoAccounts } from '../src/seed/demo-accounts.js';
import { seedDemoData } from '../src/seed/demo-data.js';

const BAD_VERIFICATION = { message: BAD_VERIFICATION_MESSAGE, field: 'token' };
const BAD_SIGN_IN_LINK = {
  message: 'This sign-in link has expired or was already used',
  field: 'token',
};

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

/** A recruiter (verified) who created a company through the API, so they are its owner. */
async function owner() {
  const person = await signedIn(t, 'recruiter', 'Olive');
  const created = await person.client.post('/api/companies', { name: "Olive's Group" });
  assert.equal(created.status, 201, created.text);
  return person;
}

const me = async (client: TestClient) => (await client.get('/api/auth/user')).body;
const verify = (client: TestClient, token: string) =>
  client.post('/api/auth/verify-email', { token });

/** The token of the newest sign-in link (`${PUBLIC_URL}/?token=…`) e-mailed to `to`. */
async function signInLinkToken(to: string): Promise<string> {
  const mail = (await t.client().mailbox(to)).find((m) => m.subject.startsWith('Welcome'));
  assert.ok(mail, `no welcome e-mail to ${to}`);
  return linkIn(mail, `${t.config.publicUrl}/?token=`).searchParams.get('token') ?? '';
}

/** The code of the newest reset link e-mailed to `to`, after asking for one. */
async function resetCode(to: string): Promise<string> {
  assert.equal((await t.client().post('/api/auth/forgot-password', { email: to })).status, 202);
  const [latest] = await t.client().mailbox(to);
  return linkIn(latest, `${t.config.publicUrl}/reset-password?code=`).searchParams.get('code')!;
}

describe('issue 28 item 1: a pending team invitation cannot be taken over', () => {
  it('someone who signs up with the invited address neither reads nor accepts the invitation until the address is proven', async () => {
    const company = await owner();
    const invited = uniqueEmail('new');
    const sent = await company.client.post('/api/companies/mine/invitations', {
      email: invited,
      role: 'admin',
    });
    assert.equal(sent.status, 202, sent.text);
    const token = await invitationTokenFor(t, invited); // what the real owner of `invited` got

    // Someone else signs up as `invited` (no proof that they own it); sign-up still signs in.
    const intruder = t.client();
    const signup = await intruder.signup(
      { email: invited, userType: 'recruiter' },
      { verify: false },
    );
    assert.equal(signup.response.status, 201, signup.response.text);
    assert.equal(signup.response.body.emailVerified, false);
    assert.equal((await me(intruder)).emailVerified, false);

    // /email-demo shows nothing queued before the account existed: not the invitation.
    const mailbox = await intruder.get('/api/dev/mailbox/mine');
    assert.equal(mailbox.status, 200);
    const subjects = (mailbox.body.emails as { subject: string; text: string }[]).map(
      (m) => m.subject,
    );
    assert.deepEqual(subjects, ['Welcome to HospoHire: confirm your email address']);
    assert.ok(!mailbox.text.includes('/invitations/'), 'no invitation link in the mailbox');

    // Even holding the link (say it leaked), an unverified account cannot accept it.
    const accepted = await intruder.post(`/api/invitations/${token}/accept`);
    assert.equal(accepted.status, 403);
    assert.deepEqual(accepted.body, { message: VERIFY_EMAIL_FIRST_MESSAGE });
    assert.equal((await intruder.get('/api/companies/mine')).status, 404, 'not a member');
    const members = await company.client.get('/api/companies/mine/members');
    assert.ok(!members.text.includes(invited), 'the company did not gain a member');

    // Whoever proves the address (follows the e-mailed link) can accept: the invitation was
    // still open.
    await intruder.verifyEmail(invited);
    assert.equal((await me(intruder)).emailVerified, true);
    const now = await intruder.post(`/api/invitations/${token}/accept`);
    assert.equal(now.status, 200, now.text);
    assert.equal(now.body.role, 'admin');
  });

  it('an unverified account is sent no e-mail but verification and reset; an address without an account still is', async () => {
    const { email, userId } = await signedIn(t, 'recruiter', 'Una', { verify: false });
    assert.equal(await emailCount(t.db, email), 1, 'the welcome (verification) e-mail');

    // A team invitation to an existing unverified account is not written...
    const company = await owner();
    const sent = await company.client.post('/api/companies/mine/invitations', {
      email,
      role: 'recruiter',
    });
    assert.equal(sent.status, 202);
    assert.equal(await emailCount(t.db, email), 1, 'no invitation e-mail');
    // ...nor any other mail (a notification e-mail with a preference kind, or none).
    assert.equal(
      await sendEmail(t.db, { to: email, subject: 'News', text: 'x', kind: 'messages', userId }),
      false,
    );
    assert.equal(
      await sendEmail(t.db, { to: email.toUpperCase(), subject: 'Hi', text: 'x' }),
      false,
    );
    assert.equal(await emailCount(t.db, email), 1);

    // Verification and reset e-mails go.
    await resetCode(email);
    assert.equal(await emailCount(t.db, email), 2, 'the reset e-mail');
    const resent = await t.client();
    assert.equal(
      (await resent.post('/api/auth/login', { email, password: 'correct-horse-1' })).status,
      200,
    );
    assert.equal((await resent.post('/api/auth/resend-verification', {})).status, 202);
    assert.equal(await emailCount(t.db, email), 3, 'the new verification e-mail');

    // An address without an account: its real owner must get the invitation.
    const stranger = uniqueEmail('stranger');
    await company.client.post('/api/companies/mine/invitations', {
      email: stranger,
      role: 'admin',
    });
    assert.equal(await emailCount(t.db, stranger), 1);

    // Once verified, the account gets its mail again.
    await t.client().verifyEmail(email);
    assert.equal(await sendEmail(t.db, { to: email, subject: 'Hi', text: 'x' }), true);
  });

  it('POST /api/auth/verify-email: 204 once, then 200 already verified; unknown and expired are 400', async () => {
    const client = t.client();
    const { email, response } = await client.signup({}, { verify: false });
    assert.equal(response.body.emailVerified, false);
    const [welcome] = await client.mailbox(email);
    assert.match(welcome.subject, /^Welcome to HospoHire/);
    // The verification link comes first, the one-time sign-in link after it.
    const verifyAt = welcome.text.indexOf(`${t.config.publicUrl}/verify-email?token=`);
    const signInAt = welcome.text.indexOf(`${t.config.publicUrl}/?token=`);
    assert.ok(verifyAt >= 0 && signInAt > verifyAt, welcome.text);
    const token = await client.verificationToken(email);

    // Works signed out (the link may be opened in another browser).
    const ok = await verify(t.client(), token);
    assert.equal(ok.status, 204);
    assert.equal(ok.text, '');
    assert.equal((await me(client)).emailVerified, true);
    const login = await t.client().post('/api/auth/login', { email, password: 'correct-horse-1' });
    assert.equal(login.body.emailVerified, true);

    // Opened again once confirmed: not an error, it says so (signed in or out).
    const again = await verify(client, token);
    assert.equal(again.status, 200, again.text);
    assert.deepEqual(again.body, { alreadyVerified: true });
    assert.deepEqual((await verify(t.client(), token)).body, { alreadyVerified: true });
    assert.deepEqual((await verify(client, 'no-such-token')).body, BAD_VERIFICATION);
    assert.deepEqual((await client.post('/api/auth/verify-email', {})).body, {
      message: 'Token is required',
      field: 'token',
    });

    const other = t.client();
    const second = await other.signup({}, { verify: false });
    const stale = await other.verificationToken(second.email);
    await t.db.query(
      `UPDATE email_verification_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = $1`,
      [second.response.body.id],
    );
    assert.deepEqual((await verify(other, stale)).body, BAD_VERIFICATION);
    assert.equal((await me(other)).emailVerified, false);

    const { rows } = await t.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days
       FROM email_verification_tokens WHERE user_id = $1`,
      [response.body.id],
    );
    assert.deepEqual(rows, [{ days: 7 }], 'one token, 7 days, stored hashed');
    const stored = await t.db.query(
      'SELECT 1 FROM email_verification_tokens WHERE token_hash = $1',
      [token],
    );
    assert.equal(stored.rows.length, 0, 'the token is stored hashed');
  });

  it('POST /api/auth/resend-verification: a fresh link (older ones void), nothing once verified, rate-limited, signed in only', async () => {
    const client = t.client();
    const { email } = await client.signup({}, { verify: false });
    const first = await client.verificationToken(email);

    const resent = await client.post('/api/auth/resend-verification', {});
    assert.equal(resent.status, 202);
    assert.deepEqual(resent.body, { message: VERIFICATION_SENT_MESSAGE });
    const [latest] = await client.mailbox(email);
    assert.equal(latest.subject, 'Confirm your email address');
    const second = await client.verificationToken(email);
    assert.notEqual(second, first);
    assert.deepEqual((await verify(client, first)).body, BAD_VERIFICATION, 'older link void');
    assert.equal((await verify(client, second)).status, 204);
    // Once confirmed, the older link says so too (it is the same account's).
    assert.deepEqual((await verify(client, first)).body, { alreadyVerified: true });

    const count = await emailCount(t.db, email);
    const done = await client.post('/api/auth/resend-verification', {});
    assert.equal(done.status, 202);
    assert.deepEqual(done.body, { message: ALREADY_VERIFIED_MESSAGE });
    assert.equal(await emailCount(t.db, email), count, 'nothing sent once verified');

    assert.equal((await t.client().post('/api/auth/resend-verification', {})).status, 401);

    const flooder = t.client();
    await flooder.signup({}, { verify: false });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await flooder.post('/api/auth/resend-verification', {})).status);
    }
    assert.deepEqual(statuses, [202, 202, 202, 202, 202, 429]);
  });

  it('the demo accounts and the demo people are verified', async () => {
    const db = await openMigratedPglite();
    try {
      assert.equal(await seedDemoAccounts(db), true);
      await seedDemoData(db);
      const { rows } = await db.query<{ email: string; verified: boolean }>(
        'SELECT email, email_verified_at IS NOT NULL AS verified FROM users',
      );
      assert.ok(rows.length > 2);
      assert.deepEqual(
        rows.filter((row) => !row.verified),
        [],
      );
      assert.ok(rows.some((row) => row.email === DEMO_CANDIDATE.email));
      assert.ok(rows.some((row) => row.email === DEMO_RECRUITER.email));
    } finally {
      await db.close();
    }
  });
});

describe('issue 28 item 2: every session-starting secret dies with the password', () => {
  it('the welcome e-mail’s sign-in link no longer works after a password reset', async () => {
    const { email } = await t.client().signup({}, { verify: false });
    const signInToken = await signInLinkToken(email);
    const verification = await t.client().verificationToken(email);
    const otherCode = await resetCode(email);
    const code = await resetCode(email);
    assert.notEqual(code, otherCode);

    const reset = await t
      .client()
      .post('/api/auth/reset-password', { code, password: 'brand-new-lantern-7' });
    assert.equal(reset.status, 204);

    const exchanged = await t.client().post('/api/auth/token', { token: signInToken });
    assert.equal(exchanged.status, 400);
    assert.deepEqual(exchanged.body, BAD_SIGN_IN_LINK);
    // The verification link is void too: it confirms nothing (the reset did, so it says so).
    const stale = await verify(t.client(), verification);
    assert.equal(stale.status, 200, stale.text);
    assert.deepEqual(stale.body, { alreadyVerified: true });
    const reused = await t
      .client()
      .post('/api/auth/reset-password', { code: otherCode, password: 'other-new-lantern-8' });
    assert.equal(reused.status, 400);

    // The reset code was e-mailed to the address: using it proved the address.
    const login = await t.client().post('/api/auth/login', {
      email,
      password: 'brand-new-lantern-7',
    });
    assert.equal(login.body.emailVerified, true);
  });

  it('a password change voids the sign-in link, reset codes and verification links', async () => {
    const client = t.client();
    const { email, password } = await client.signup({}, { verify: false });
    const signInToken = await signInLinkToken(email);
    const verification = await client.verificationToken(email);
    const code = await resetCode(email);

    const changed = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'brand-new-lantern-7',
    });
    assert.equal(changed.status, 204, changed.text);

    assert.deepEqual(
      (await t.client().post('/api/auth/token', { token: signInToken })).body,
      BAD_SIGN_IN_LINK,
    );
    assert.deepEqual((await verify(t.client(), verification)).body, BAD_VERIFICATION);
    const reset = await t
      .client()
      .post('/api/auth/reset-password', { code, password: 'other-new-lantern-8' });
    assert.equal(reset.status, 400);
  });

  it('an account deletion voids every link of the user', async () => {
    const client = t.client();
    const { email, password, response } = await client.signup({}, { verify: false });
    const signInToken = await signInLinkToken(email);
    const verification = await client.verificationToken(email);

    const deleted = await client.request('DELETE', '/api/me', { json: { password } });
    assert.equal(deleted.status, 204, deleted.text);

    assert.equal((await t.client().post('/api/auth/token', { token: signInToken })).status, 400);
    assert.deepEqual((await verify(t.client(), verification)).body, BAD_VERIFICATION);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM sign_in_tokens WHERE user_id = $1 AND used_at IS NULL)
            + (SELECT count(*) FROM password_reset_codes WHERE user_id = $1 AND used_at IS NULL)
            + (SELECT count(*) FROM email_verification_tokens WHERE user_id = $1 AND used_at IS NULL)
              AS n`,
      [response.body.id],
    );
    assert.equal(Number(rows[0].n), 0);
  });
});

describe('issue 28 item 7: a cross-site link to /api/logout signs nobody out', () => {
  it('Sec-Fetch-Site: cross-site gets a "Sign out?" page and the session stays', async () => {
    const { client } = await signedIn(t, 'candidate');
    const page = await client.get('/api/logout', {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(page.headers.get('cache-control'), 'no-store');
    assert.match(page.text, /<title>Sign out\?/);
    assert.ok(
      page.text.includes(
        '<form method="get" action="/api/logout"><button type="submit">Sign out</button></form>',
      ),
    );
    assert.ok(page.text.includes('<a href="/">'));
    assert.ok(!/<script/i.test(page.text), 'no script');
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, /form-action 'self'/);
    assert.match(csp, /default-src 'none'/);
    assert.equal(page.setCookies.length, 0, 'no cookie cleared');
    assert.equal((await client.get('/api/auth/user')).status, 200, 'still signed in');
  });

  it('same-origin (the page’s button), same-site, none and no header sign out as the spec says', async () => {
    for (const site of ['same-origin', 'same-site', 'none', undefined]) {
      const { client } = await signedIn(t, 'candidate');
      const headers: Record<string, string> = site ? { 'sec-fetch-site': site } : {};
      const out = await client.get('/api/logout', { headers });
      assert.equal(out.status, 302, `${site}`);
      assert.equal(out.headers.get('location'), '/');
      assert.equal((await client.get('/api/auth/user')).status, 401, `${site}: signed out`);
    }
  });
});

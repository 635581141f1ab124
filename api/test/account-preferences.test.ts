import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EMAIL_PREFERENCE_DEFAULTS, UNSUBSCRIBE_INVALID_MESSAGE } from 'shared-kernel/contract';
import { sendEmail } from '../src/modules/mail/outbox.js';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { emailCount } from './support/team.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PREFS = '/api/me/email-preferences';

/** The stored e-mails to one address, newest first, with their headers and HTML part. */
async function mails(t: TestApp, to: string) {
  const { rows } = await t.db.query<{
    subject: string;
    text: string;
    html: string | null;
    headers: Record<string, string>;
  }>(
    `SELECT subject, body_text AS text, body_html AS html, headers FROM outgoing_emails
     WHERE to_address = $1 ORDER BY id DESC`,
    [to],
  );
  return rows;
}

/** The token of the unsubscribe page link in an e-mail's text. */
function pageToken(t: TestApp, text: string): string {
  const match = text.match(/\/unsubscribe\?token=([^\s]+)/);
  assert.ok(match, `no unsubscribe link in: ${text}`);
  assert.ok(text.includes(`${t.config.publicUrl}/unsubscribe?token=`));
  return decodeURIComponent(match[1]);
}

describe('account: settings and e-mail preferences', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('GET /api/me/account: a candidate (talent pool off) and a recruiter (company role)', async () => {
    const cand = await signedIn(t, 'candidate', 'Cara');
    const res = await cand.client.get('/api/me/account');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.email, cand.email);
    assert.equal(res.body.firstName, 'Cara');
    assert.equal(res.body.visibleInTalentPool, false);
    assert.equal(res.body.company, null);

    const rec = await signedIn(t, 'recruiter', 'Rob');
    const company = await insertCompany(t.db, rec.userId, { name: 'Rob Rooms' });
    const recRes = await rec.client.get('/api/me/account');
    assert.equal(recRes.status, 200, recRes.text);
    assert.equal(recRes.body.visibleInTalentPool, null);
    assert.deepEqual(recRes.body.company, { id: company.id, name: 'Rob Rooms', role: 'owner' });
    assert.equal((await t.client().get('/api/me/account')).status, 401);
  });

  it('PATCH /api/me/account: name, and a candidate joins the talent pool', async () => {
    const cand = await signedIn(t, 'candidate');
    const res = await cand.client.request('PATCH', '/api/me/account', {
      json: { firstName: ' Nia ', lastName: 'Okafor', visibleInTalentPool: true },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.firstName, 'Nia');
    assert.equal(res.body.lastName, 'Okafor');
    assert.equal(res.body.visibleInTalentPool, true);
    const user = await cand.client.get('/api/auth/user');
    assert.equal(user.body.name, 'Nia Okafor');

    const rec = await signedIn(t, 'recruiter');
    const refused = await rec.client.request('PATCH', '/api/me/account', {
      json: { visibleInTalentPool: true },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.field, 'visibleInTalentPool');
    const blank = await cand.client.request('PATCH', '/api/me/account', {
      json: { firstName: '   ' },
    });
    assert.equal(blank.status, 400);
  });

  it('defaults: every kind on but product news; PUT changes only the kinds sent', async () => {
    const { client } = await signedIn(t, 'candidate');
    const res = await client.get(PREFS);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { ...EMAIL_PREFERENCE_DEFAULTS });
    assert.equal(res.body.product_news, false);

    const put = await client.request('PUT', PREFS, {
      json: { messages: false, product_news: true },
    });
    assert.equal(put.status, 200, put.text);
    assert.deepEqual(put.body, {
      ...EMAIL_PREFERENCE_DEFAULTS,
      messages: false,
      product_news: true,
    });
    assert.deepEqual((await client.get(PREFS)).body, put.body);

    const bad = await client.request('PUT', PREFS, { json: { spam: true } });
    assert.equal(bad.status, 400);
    assert.equal((await t.client().get(PREFS)).status, 401);
  });

  it('an e-mail of a kind carries the link and List-Unsubscribe headers; sign-in mails do not', async () => {
    const cand = await signedIn(t, 'candidate');
    const sent = await t.db.transaction((tx) =>
      sendEmail(tx, {
        to: cand.email,
        subject: 'Your application',
        text: 'It moved.',
        html: '<p>It moved.</p>',
        kind: 'applications',
        userId: cand.userId,
      }),
    );
    assert.equal(sent, true);
    const [mail] = await mails(t, cand.email);
    const token = pageToken(t, mail.text);
    assert.ok(mail.html?.includes(`/unsubscribe?token=${encodeURIComponent(token)}`));
    assert.equal(
      mail.headers['List-Unsubscribe'],
      `<${t.config.publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}>`,
    );
    assert.equal(mail.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    // Only the hash is stored.
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM email_unsubscribe_tokens WHERE token_hash = $1',
      [token],
    );
    assert.equal(rows[0].n, 0);

    // The welcome (sign-in link) e-mail of the sign-up has no unsubscribe link.
    const welcome = (await mails(t, cand.email)).at(-1)!;
    assert.equal(welcome.headers['List-Unsubscribe'], undefined);
    assert.ok(!welcome.text.includes('/unsubscribe'));
  });

  it('the unsubscribe link turns its kind off without signing in; that kind is then not sent', async () => {
    const cand = await signedIn(t, 'candidate');
    await sendEmail(t.db, {
      to: cand.email,
      subject: 'Offer',
      text: 'An offer.',
      kind: 'offers',
      userId: cand.userId,
    });
    const token = pageToken(t, (await mails(t, cand.email))[0].text);

    const res = await t.client().post('/api/email/unsubscribe', { token });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { kind: 'offers', enabled: false });
    assert.equal((await cand.client.get(PREFS)).body.offers, false);
    // Again: still fine (the link in an old e-mail keeps working).
    assert.equal((await t.client().post('/api/email/unsubscribe', { token })).status, 200);

    const before = await emailCount(t.db, cand.email);
    const sent = await sendEmail(t.db, {
      to: cand.email,
      subject: 'Another offer',
      text: 'x',
      kind: 'offers',
      userId: cand.userId,
    });
    assert.equal(sent, false);
    assert.equal(await emailCount(t.db, cand.email), before, 'a turned-off kind is not written');
    // Other kinds still go.
    assert.equal(
      await sendEmail(t.db, {
        to: cand.email,
        subject: 'Interview',
        text: 'x',
        kind: 'interviews',
        userId: cand.userId,
      }),
      true,
    );

    // Password resets are always sent, whatever the switches.
    await cand.client.request('PUT', PREFS, {
      json: { applications: false, interviews: false, messages: false, job_alerts: false },
    });
    const count = await emailCount(t.db, cand.email);
    const forgot = await t.client().post('/api/auth/forgot-password', { email: cand.email });
    assert.ok(forgot.status < 300, forgot.text);
    assert.equal(await emailCount(t.db, cand.email), count + 1);

    const unknown = await t.client().post('/api/email/unsubscribe', { token: 'x'.repeat(43) });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, UNSUBSCRIBE_INVALID_MESSAGE);
  });

  it('RFC 8058 one-click: a form post with the token in the URL; other form posts stay 415', async () => {
    const cand = await signedIn(t, 'candidate');
    await sendEmail(t.db, {
      to: cand.email,
      subject: 'Message',
      text: 'A message.',
      kind: 'messages',
      userId: cand.userId,
    });
    const header = (await mails(t, cand.email))[0].headers['List-Unsubscribe'];
    const url = new URL(header.slice(1, -1));
    const res = await t.client().request('POST', `${url.pathname}${url.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { kind: 'messages', enabled: false });
    assert.equal((await cand.client.get(PREFS)).body.messages, false);

    // The exception is that one route: another write sent as a form is still refused.
    const other = await cand.client.request('PUT', PREFS, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'messages=true',
    });
    assert.equal(other.status, 415);
  });

  it('job alerts are e-mailed (kind job_alerts) with the job link, unless turned off', async () => {
    const city = `Mailtown${Date.now()}`;
    const owner = await signedIn(t, 'recruiter');
    const company = await insertCompany(t.db, owner.userId);
    const venue = await insertVenue(t.db, company.id, { city });
    const wants = await signedIn(t, 'candidate', 'Wendy');
    const declines = await signedIn(t, 'candidate', 'Dan');
    for (const c of [wants, declines]) {
      const alert = await c.client.post('/api/job-alerts', { name: 'Bars', criteria: { city } });
      assert.equal(alert.status, 201, alert.text);
    }
    await declines.client.request('PUT', PREFS, { json: { job_alerts: false } });
    const declinedBefore = await emailCount(t.db, declines.email);

    const job = await insertJob(t.db, company.id, venue.id, { status: 'draft', title: 'Barback' });
    const published = await owner.client.post(`/api/jobs/${job.id}/publish`);
    assert.equal(published.status, 200, published.text);

    const [mail] = await mails(t, wants.email);
    assert.match(mail.subject, /Barback/);
    assert.ok(mail.text.includes(`${t.config.publicUrl}/view-job/${job.id}`), mail.text);
    pageToken(t, mail.text);
    assert.ok(mail.headers['List-Unsubscribe']);
    assert.equal(await emailCount(t.db, declines.email), declinedBefore);
  });
});

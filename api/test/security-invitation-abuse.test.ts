import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  INVITATION_LIMITS,
  VERIFY_TO_INVITE_MESSAGE,
} from '../src/modules/companies/invitation-service.js';
import { VERIFY_TO_PUBLISH_MESSAGE } from '../src/modules/jobs/manage-service.js';
import { insertVenue, signedIn } from './support/fixtures.js';
import { emailCount, latestEmailTo } from './support/team.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from './support/test-app.js';

// Issue 41, item 8: team invitation e-mails are no spam cannon. Inviting and publishing need a
// proven address; invitations are capped per company and per invited address over 24 hours
// (revoked ones count); a link-like company name never reaches a mail as a link.

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const patch = (client: TestClient, path: string, json: unknown) =>
  client.request('PATCH', path, { json });

/** A recruiter (verified unless told) who created a company named `name` through the API. */
async function owner(name = 'Olive Group', verify = true) {
  const person = await signedIn(t, 'recruiter', 'Olive', { verify });
  const created = await person.client.post('/api/companies', { name });
  assert.equal(created.status, 201, created.text);
  return { ...person, companyId: String(created.body.id) };
}

const invite = (client: TestClient, email: string) =>
  client.post('/api/companies/mine/invitations', { email, role: 'recruiter' });

describe('an unverified recruiter', () => {
  test('cannot invite their team: 403 with the message, no e-mail sent', async () => {
    const boss = await owner('Fresh Bar', false);
    const to = uniqueEmail('invitee');
    const refused = await invite(boss.client, to);
    assert.equal(refused.status, 403, refused.text);
    assert.deepEqual(refused.body, { message: VERIFY_TO_INVITE_MESSAGE });
    assert.equal(await emailCount(t.db, to), 0);
  });

  test('cannot publish a job (created open, published, or edited open): 403; a draft is fine', async () => {
    const boss = await owner('Fresh Kitchen', false);
    const venue = await insertVenue(t.db, boss.companyId);
    const job = {
      title: 'Line Cook',
      venueId: venue.id,
      description: 'Cook well.',
      employmentType: 'full_time',
      salaryType: 'hourly',
      salaryMin: 12.5,
      salaryMax: 14,
    };
    const open = await boss.client.post('/api/jobs', { ...job, status: 'open' });
    assert.equal(open.status, 403, open.text);
    assert.deepEqual(open.body, { message: VERIFY_TO_PUBLISH_MESSAGE });
    const draft = await boss.client.post('/api/jobs', { ...job, status: 'draft' });
    assert.equal(draft.status, 201, draft.text);
    const id = String(draft.body.id);
    const published = await boss.client.post(`/api/jobs/${id}/publish`);
    assert.equal(published.status, 403, published.text);
    assert.equal(published.body.message, VERIFY_TO_PUBLISH_MESSAGE);
    const edited = await patch(boss.client, `/api/jobs/${id}`, { status: 'open' });
    assert.equal(edited.status, 403, edited.text);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [
      id,
    ]);
    assert.equal(rows[0].status, 'draft');

    // Once the address is proven, the same draft publishes.
    await boss.client.verifyEmail(boss.email);
    const after = await boss.client.post(`/api/jobs/${id}/publish`);
    assert.equal(after.status, 200, after.text);
  });
});

describe('invitations are rate-limited', () => {
  test(`${INVITATION_LIMITS.perAddress} a day to one address, revoked ones counted: 429 naming when to try again`, async () => {
    const boss = await owner('Cannon Bar');
    const to = uniqueEmail('target');
    for (let i = 0; i < INVITATION_LIMITS.perAddress; i += 1) {
      // Each one revokes the one before, so the pending cap never bites.
      assert.equal((await invite(boss.client, to)).status, 202);
    }
    const refused = await invite(boss.client, to);
    assert.equal(refused.status, 429, refused.text);
    assert.match(String(refused.body.message), /This address has been sent 3 invitations/);
    assert.match(
      String(refused.body.message),
      /Try again after \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d/,
    );
    assert.equal(await emailCount(t.db, to), INVITATION_LIMITS.perAddress);
    // Another company cannot take the address's turn either.
    const other = await owner('Other Bar');
    assert.equal((await invite(other.client, to)).status, 429);
  });

  test(`${INVITATION_LIMITS.perCompany} a day per company; older ones do not count`, async () => {
    const boss = await owner('Busy Bar');
    const insert = (count: number, age: string) =>
      t.db.query(
        `INSERT INTO company_invitations (company_id, email, role, token_hash, created_at, revoked_at)
         SELECT $1, 'sent-' || md5(random()::text) || '@test.hospohire.dev', 'recruiter',
                md5(random()::text) || md5(n::text), now() - $3::interval, now()
         FROM generate_series(1, $2::int) AS n`,
        [boss.companyId, count, age],
      );
    await insert(5, '25 hours');
    await insert(INVITATION_LIMITS.perCompany - 1, '1 hour');
    assert.equal((await invite(boss.client, uniqueEmail('last'))).status, 202);
    const to = uniqueEmail('over');
    const refused = await invite(boss.client, to);
    assert.equal(refused.status, 429, refused.text);
    assert.match(String(refused.body.message), /Your company has sent 20 invitations/);
    assert.match(String(refused.body.message), /Try again after/);
    assert.equal(await emailCount(t.db, to), 0);
  });
});

describe('a link-like company name', () => {
  test('stays out of the subject and is defanged in the body', async () => {
    const boss = await owner(
      'URGENT: verify your bank at http://evil.example/x www.bank.test evil.com',
    );
    const to = uniqueEmail('victim');
    assert.equal((await invite(boss.client, to)).status, 202);
    const mail = await latestEmailTo(t.db, to);
    assert.ok(mail);
    assert.doesNotMatch(mail.subject, /URGENT|http|www\.|evil/);
    assert.doesNotMatch(mail.text, /https?:\/\/evil|www\.bank|evil\.com|evil\.example/);
    assert.match(
      mail.text,
      /hxxp\[:\/\/\]evil\[\.\]example\/x www\[\.\]bank\[\.\]test evil\[\.\]com/,
    );
    // The invitation link itself is still a link.
    assert.match(mail.text, new RegExp(`${t.config.publicUrl}/invitations/`));
  });
});

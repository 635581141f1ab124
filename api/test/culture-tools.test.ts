import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  insertApplication,
  insertCompany,
  insertJob,
  insertVenue,
  recruiterWithJob,
  signedIn,
} from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const del = (client: TestClient, path: string) =>
  client.request('DELETE', path, { headers: { 'content-type': 'application/json' } });
const put = (client: TestClient, path: string, json: unknown) =>
  client.request('PUT', path, { json });

describe('strategy canvas', () => {
  it('401 without a session, 403 for a candidate, 404 without a company', async () => {
    assert.equal((await t.client().get('/api/strategy-canvas')).status, 401);
    const candidate = await signedIn(t, 'candidate');
    assert.equal((await candidate.client.get('/api/strategy-canvas')).status, 403);
    const lonely = await signedIn(t, 'recruiter');
    assert.equal((await lonely.client.get('/api/strategy-canvas')).status, 404);
  });

  it('starts empty, saves values and standards, and feeds the culture profile when asked', async () => {
    const { recruiter } = await recruiterWithJob(t);
    const empty = await recruiter.client.get('/api/strategy-canvas');
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body.coreValues, []);
    assert.equal(empty.body.updatedAt, null);

    const saved = await put(recruiter.client, '/api/strategy-canvas', {
      coreValues: [
        {
          title: ' Look after each other ',
          description: 'No one closes alone',
          primaryValue: 'teamwork',
        },
        { title: 'Seasonal menus', description: '', primaryValue: 'sustainability' },
        { title: 'Warmth', description: 'Greet within 30 seconds' },
      ],
      standards: [{ title: 'Table check in two minutes', description: 'After the main arrives' }],
      applyToCultureProfile: true,
    });
    assert.equal(saved.status, 200, saved.text);
    assert.equal((saved.body.coreValues as { title: string }[])[0].title, 'Look after each other');
    assert.deepEqual(saved.body.primaryValues, ['teamwork', 'sustainability']);
    assert.equal(typeof saved.body.updatedAt, 'string');

    const culture = await recruiter.client.get('/api/cultural-assessment?assessmentType=company');
    assert.equal(culture.status, 200);
    assert.deepEqual((culture.body.responses as { primaryValues: string[] }).primaryValues, [
      'teamwork',
      'sustainability',
    ]);

    // Without applyToCultureProfile the profile stays as it was.
    const again = await put(recruiter.client, '/api/strategy-canvas', {
      coreValues: [{ title: 'Craft', description: '', primaryValue: 'quality' }],
      standards: [],
    });
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.primaryValues, ['teamwork', 'sustainability']);
    const read = await recruiter.client.get('/api/strategy-canvas');
    assert.equal((read.body.coreValues as unknown[]).length, 1);
  });

  it('refuses bad input, naming the field', async () => {
    const { recruiter } = await recruiterWithJob(t);
    const blank = await put(recruiter.client, '/api/strategy-canvas', {
      coreValues: [{ title: '   ', description: '' }],
      standards: [],
    });
    assert.equal(blank.status, 400);
    assert.equal(typeof blank.body.message, 'string');
    const badValue = await put(recruiter.client, '/api/strategy-canvas', {
      coreValues: [{ title: 'x', description: '', primaryValue: 'greed' }],
      standards: [],
    });
    assert.equal(badValue.status, 400);
    const extra = await put(recruiter.client, '/api/strategy-canvas', {
      coreValues: [],
      standards: [],
      secret: 1,
    });
    assert.equal(extra.status, 400);
    assert.equal(extra.body.field, 'secret');
  });
});

describe('magical moments', () => {
  it('logs, lists (newest first, filtered by team member) and deletes moments', async () => {
    const { recruiter, venue } = await recruiterWithJob(t);
    const first = await recruiter.client.post('/api/magical-moments', {
      teamMemberName: 'Priya Shah',
      title: 'The birthday rescue',
      description: 'Baked a cake in 20 minutes for a forgotten birthday.',
      occurredOn: '2025-05-01',
      venueId: venue.id,
    });
    assert.equal(first.status, 201, first.text);
    assert.equal(first.body.venueName, 'The Test Kitchen');
    assert.equal(first.body.occurredOn, '2025-05-01');
    const second = await recruiter.client.post('/api/magical-moments', {
      teamMemberName: 'Leo Marsh',
      description: 'Walked a guest to the station in the rain with our umbrella.',
    });
    assert.equal(second.status, 201);
    assert.equal(second.body.occurredOn, new Date().toISOString().slice(0, 10));

    const list = await recruiter.client.get('/api/magical-moments');
    assert.equal(list.status, 200);
    assert.equal(list.body.total, 2);
    assert.deepEqual(
      (list.body.items as { teamMemberName: string }[]).map((m) => m.teamMemberName),
      ['Leo Marsh', 'Priya Shah'],
    );
    const filtered = await recruiter.client.get('/api/magical-moments?teamMember=priya');
    assert.equal(filtered.body.total, 1);

    const gone = await del(recruiter.client, `/api/magical-moments/${String(first.body.id)}`);
    assert.equal(gone.status, 204);
    assert.equal((await recruiter.client.get('/api/magical-moments')).body.total, 1);
  });

  it('refuses bad input and another company sees 404', async () => {
    const { recruiter } = await recruiterWithJob(t);
    const missing = await recruiter.client.post('/api/magical-moments', { teamMemberName: 'A' });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.field, 'description');
    const future = await recruiter.client.post('/api/magical-moments', {
      teamMemberName: 'A',
      description: 'B',
      occurredOn: '2999-01-01',
    });
    assert.equal(future.status, 400);
    assert.equal(future.body.field, 'occurredOn');
    const badDay = await recruiter.client.post('/api/magical-moments', {
      teamMemberName: 'A',
      description: 'B',
      occurredOn: '2025-02-30',
    });
    assert.equal(badDay.status, 400);
    assert.equal(badDay.body.field, 'occurredOn');

    const other = await recruiterWithJob(t);
    const foreignVenue = await recruiter.client.post('/api/magical-moments', {
      teamMemberName: 'A',
      description: 'B',
      venueId: other.venue.id,
    });
    assert.equal(foreignVenue.status, 404);
    const theirs = await other.recruiter.client.post('/api/magical-moments', {
      teamMemberName: 'C',
      description: 'D',
    });
    const steal = await del(recruiter.client, `/api/magical-moments/${String(theirs.body.id)}`);
    assert.equal(steal.status, 404);
    assert.equal((await recruiter.client.get('/api/magical-moments')).body.total, 0);
    assert.equal((await t.client().get('/api/magical-moments')).status, 401);
    const unknown = await del(recruiter.client, `/api/magical-moments/${randomUUID()}`);
    assert.equal(unknown.status, 404);
  });
});

describe('past people: hires and past applicants to invite back', () => {
  it('derives hires and ended applicants from the company applications, with moments for hires', async () => {
    const { recruiter, company, venue, job } = await recruiterWithJob(t);
    const hire = await signedIn(t, 'candidate', 'Priya');
    const rejected = await signedIn(t, 'candidate', 'Olu');
    const stillOpen = await signedIn(t, 'candidate', 'Kim');
    await insertApplication(t.db, job.id, hire.userId, 'accepted');
    await insertApplication(t.db, job.id, rejected.userId, 'rejected');
    await insertApplication(t.db, job.id, stillOpen.userId, 'reviewed');
    await recruiter.client.post('/api/magical-moments', {
      teamMemberName: 'priya carter',
      description: 'Remembered a regular’s allergy without asking.',
      venueId: venue.id,
    });

    const hires = await recruiter.client.get('/api/companies/mine/past-people?kind=hires');
    assert.equal(hires.status, 200, hires.text);
    assert.equal(hires.body.total, 1);
    const person = (hires.body.items as Record<string, unknown>[])[0];
    assert.equal(person.candidateId, hire.userId);
    assert.equal(person.name, 'Priya Carter');
    assert.equal(person.lastJobTitle, 'Bartender');
    assert.equal(person.lastStatus, 'accepted');
    assert.equal((person.moments as unknown[]).length, 1);

    const applicants = await recruiter.client.get(
      '/api/companies/mine/past-people?kind=applicants',
    );
    assert.equal(applicants.body.total, 1);
    assert.equal(
      (applicants.body.items as { candidateId: string }[])[0].candidateId,
      rejected.userId,
    );

    // Inviting back goes through the conversations API, which accepts a past applicant.
    const invite = await recruiter.client.post('/api/conversations', {
      candidateId: rejected.userId,
      body: 'We have a new role you might like.',
    });
    assert.equal(invite.status, 201, invite.text);
    const after = await recruiter.client.get('/api/companies/mine/past-people?kind=applicants');
    assert.equal(
      typeof (after.body.items as { conversationId: string }[])[0].conversationId,
      'string',
    );

    // Another company sees none of them.
    const other = await signedIn(t, 'recruiter');
    const otherCompany = await insertCompany(t.db, other.userId);
    await insertJob(t.db, otherCompany.id, (await insertVenue(t.db, otherCompany.id)).id);
    const theirs = await other.client.get('/api/companies/mine/past-people?kind=hires');
    assert.equal(theirs.body.total, 0);
    assert.ok(company.id);
  });

  it('needs a kind, a session and a company', async () => {
    const { recruiter } = await recruiterWithJob(t);
    const none = await recruiter.client.get('/api/companies/mine/past-people');
    assert.equal(none.status, 400);
    assert.equal(none.body.field, 'kind');
    const bad = await recruiter.client.get('/api/companies/mine/past-people?kind=everyone');
    assert.equal(bad.status, 400);
    assert.equal((await t.client().get('/api/companies/mine/past-people?kind=hires')).status, 401);
    const lonely = await signedIn(t, 'recruiter');
    assert.equal(
      (await lonely.client.get('/api/companies/mine/past-people?kind=hires')).status,
      404,
    );
  });
});

describe('dev mailbox: my own e-mails', () => {
  it('shows only the signed-in user’s e-mails; 401 without a session', async () => {
    const me = await signedIn(t, 'recruiter');
    const someoneElse = await signedIn(t, 'recruiter');
    const mine = await me.client.get('/api/dev/mailbox/mine');
    assert.equal(mine.status, 200);
    assert.equal(mine.body.address, me.email.toLowerCase());
    const emails = mine.body.emails as { to: string }[];
    assert.ok(emails.length >= 1, 'the welcome e-mail');
    assert.ok(emails.every((email) => email.to === me.email.toLowerCase()));
    assert.ok(!emails.some((email) => email.to === someoneElse.email.toLowerCase()));
    assert.equal((await t.client().get('/api/dev/mailbox/mine')).status, 401);
    assert.equal((await me.client.get('/api/dev/mailbox/mine?to=x@y.z')).status, 400);
  });

  it('no route lists anyone else’s mail: /api/dev/mailbox?to= is gone, signed in or not', async () => {
    const me = await signedIn(t, 'recruiter');
    const victim = await signedIn(t, 'candidate');
    const to = encodeURIComponent(victim.email);
    for (const client of [t.client(), me.client]) {
      for (const path of [
        `/api/dev/mailbox?to=${to}`,
        '/api/dev/mailbox',
        `/api/dev/mailbox/${to}`,
      ]) {
        const response = await client.get(path);
        assert.equal(response.status, 404, path);
        assert.ok(!response.text.includes(victim.email.toLowerCase()), path);
      }
    }
  });
});

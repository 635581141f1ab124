// Issue 28, items 3, 5 and 7: no plan without a payment, well-formed calendar files, a plain
// member deletes only their own magical moments, and a job past its closing date is closed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addCalendarDays, londonDay } from 'shared-kernel/rules';
import { loadConfig } from '../src/config.js';
import { calendarFile } from '../src/modules/applications/ics.js';
import {
  insertApplication,
  insertCompany,
  insertVenue,
  recruiterWithJob,
  signedIn,
} from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const PAYMENTS_OFF = 'Payments are not set up on this server, so the plan cannot change.';

describe('item 3: no plan without payment', () => {
  let app: TestApp;
  before(async () => {
    // The production topology: BILLING_PROVIDER unset.
    app = await startTestApp({ config: { billingProvider: null } });
  });
  after(() => app.close());

  test('BILLING_PROVIDER: unset is none, test is TEST MODE, anything else stops the start', () => {
    assert.equal(loadConfig({}).billingProvider, null);
    assert.equal(loadConfig({ BILLING_PROVIDER: ' ' }).billingProvider, null);
    assert.equal(loadConfig({ BILLING_PROVIDER: 'test' }).billingProvider, 'test');
    assert.throws(() => loadConfig({ BILLING_PROVIDER: 'stripe' }), /BILLING_PROVIDER must be/);
  });

  test('without a payment provider, checkout and complete answer 503 and the plan stays', async () => {
    const owner = await signedIn(app, 'recruiter', 'Olive');
    const company = await insertCompany(app.db, owner.userId);
    const c = owner.client;

    const before = await c.get('/api/billing/subscription');
    assert.equal(before.status, 200, before.text);
    assert.equal(before.body.plan, 'free');

    const checkout = await c.post('/api/billing/checkout', { plan: 'growth' });
    assert.equal(checkout.status, 503, checkout.text);
    assert.deepEqual(checkout.body, { message: PAYMENTS_OFF });

    // A checkout left from a run with the test provider cannot be completed either.
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO checkout_sessions (company_id, plan, amount_pence, currency, provider, created_by)
       VALUES ($1, 'scale', 14900, 'GBP', 'test', $2) RETURNING id`,
      [company.id, owner.userId],
    );
    const complete = await c.post(`/api/billing/checkout/${rows[0].id}/complete`);
    assert.equal(complete.status, 503, complete.text);
    assert.deepEqual(complete.body, { message: PAYMENTS_OFF });

    const { rows: subscriptions } = await app.db.query(
      'SELECT plan FROM subscriptions WHERE company_id = $1',
      [company.id],
    );
    assert.deepEqual(subscriptions, []);
    const { rows: sessions } = await app.db.query<{ status: string }>(
      'SELECT status FROM checkout_sessions WHERE company_id = $1',
      [company.id],
    );
    assert.deepEqual(sessions, [{ status: 'open' }]);
    const after = await c.get('/api/billing/subscription');
    assert.equal(after.body.plan, 'free');
    assert.equal(after.body.openJobsLimit, 3);
    // The screens read it: a note, and their checkout buttons disabled.
    assert.equal(after.body.checkoutMode, 'off');
  });

  test('with the test provider configured the subscription says test mode', async () => {
    const demo = await startTestApp({ config: { billingProvider: 'test' } });
    try {
      const owner = await signedIn(demo, 'recruiter', 'Tess');
      await insertCompany(demo.db, owner.userId);
      const sub = await owner.client.get('/api/billing/subscription');
      assert.equal(sub.body.checkoutMode, 'test');
      const checkout = await owner.client.post('/api/billing/checkout', { plan: 'growth' });
      assert.equal(checkout.status, 201, checkout.text);
      assert.equal(checkout.body.testMode, true);
    } finally {
      await demo.close();
    }
  });
});

/** The content lines of an .ics: unfolded (RFC 5545 3.1), split at ANY line break a lenient reader honours. */
const unfoldedLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n|\r|\n/)
    .filter(Boolean);

/** Every line break is CRLF and every physical line is at most 75 octets. */
function assertWellFormed(ics: string) {
  assert.ok(!/\r(?!\n)/.test(ics), 'no bare CR');
  assert.ok(!/(?<!\r)\n/.test(ics), 'no bare LF');
  assert.ok(ics.endsWith('\r\n'));
  for (const line of ics.split('\r\n'))
    assert.ok(Buffer.byteLength(line) <= 75, `over 75 octets: ${JSON.stringify(line)}`);
}

describe('item 5: calendar files are well-formed', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  const HOSTILE = 'Bar\rATTENDEE:mailto:evil@x.test\r\nURL:https://evil.test\nX-Y:1; a, b \\ c';
  const ESCAPED =
    'LOCATION:Bar\\nATTENDEE:mailto:evil@x.test\\nURL:https://evil.test\\nX-Y:1\\; a\\, b \\\\ c';

  test('a hostile location stays one LOCATION property (calendarFile)', () => {
    const ics = calendarFile({
      uid: 'interview-1@hospohire',
      start: new Date('2030-05-04T09:30:00Z'),
      durationMinutes: 45,
      summary: `Interview: ${'Head bartender, cocktails; late shifts \\ weekends '.repeat(3)}`,
      location: HOSTILE,
      description: 'Candidate: Ivy\nInterviewer: Rita\rVideo link: none',
      cancelled: false,
      sequence: 3,
    });
    assertWellFormed(ics);
    const lines = unfoldedLines(ics);
    assert.deepEqual(
      lines.filter((line) => /^(ATTENDEE|URL|X-Y)[:;]/.test(line)),
      [],
      'no injected property',
    );
    assert.deepEqual(
      lines.filter((line) => line.startsWith('LOCATION')),
      [ESCAPED],
    );
    assert.ok(lines.includes('DESCRIPTION:Candidate: Ivy\\nInterviewer: Rita\\nVideo link: none'));
    for (const kept of [
      'METHOD:PUBLISH',
      'UID:interview-1@hospohire',
      'SEQUENCE:3',
      'DTSTART:20300504T093000Z',
      'DTEND:20300504T101500Z',
      'STATUS:CONFIRMED',
    ])
      assert.ok(lines.includes(kept), kept);
    // The long summary was folded, and unfolds to the escaped text.
    assert.ok(ics.includes('\r\n '), 'folded');
    assert.ok(
      lines.includes(
        `SUMMARY:Interview: ${'Head bartender\\, cocktails\\; late shifts \\\\ weekends '.repeat(3)}`,
      ),
    );
  });

  test('GET /api/interviews/:id/calendar.ics with a hostile location', async () => {
    const base = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate', 'Ivy');
    const application = await insertApplication(app.db, base.job.id, candidate.userId);
    const created = await base.recruiter.client.post(
      `/api/applications/${application.id}/interviews`,
      {
        // Ten days ahead, on the hour (interviews are at most a year ahead).
        startsAt: new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 240 * 3_600_000),
        durationMinutes: 45,
        mode: 'in_person',
        location: HOSTILE,
        interviewerName: 'Rita Manager',
      },
    );
    assert.equal(created.status, 201, created.text);
    const response = await candidate.client.get(
      `/api/interviews/${String(created.body.id)}/calendar.ics`,
    );
    assert.equal(response.status, 200, response.text);
    assertWellFormed(response.text);
    const lines = unfoldedLines(response.text);
    assert.deepEqual(
      lines.filter((line) => /^(ATTENDEE|URL|X-Y)[:;]/.test(line)),
      [],
    );
    assert.deepEqual(
      lines.filter((line) => line.startsWith('LOCATION')),
      [ESCAPED],
    );
  });
});

describe('item 7: a plain member deletes only their own magical moments', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  const del = (client: TestClient, id: string) =>
    client.request('DELETE', `/api/magical-moments/${id}`, {
      headers: { 'content-type': 'application/json' },
    });
  const log = async (client: TestClient, teamMemberName: string) => {
    const created = await client.post('/api/magical-moments', {
      teamMemberName,
      description: 'Found a guest’s lost ring in the garden.',
    });
    assert.equal(created.status, 201, created.text);
    return String(created.body.id);
  };

  test("403 for a plain member on someone else's moment; owner and admins delete any", async () => {
    const owner = await signedIn(app, 'recruiter', 'Olive');
    const company = await insertCompany(app.db, owner.userId);
    const member = await signedIn(app, 'recruiter', 'Max');
    const admin = await signedIn(app, 'recruiter', 'Ada');
    for (const [person, role] of [
      [member, 'recruiter'],
      [admin, 'admin'],
    ] as const)
      await app.db.query(
        'INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, $3)',
        [company.id, person.userId, role],
      );

    const ownersMoment = await log(owner.client, 'Priya');
    const membersMoment = await log(member.client, 'Tom');
    const othersOfMember = await log(member.client, 'Lee');

    const refused = await del(member.client, ownersMoment);
    assert.equal(refused.status, 403, refused.text);
    assert.deepEqual(refused.body, {
      message:
        "Only the person who logged this moment, or the company's owner or admins, can delete it",
    });
    const { rows } = await app.db.query('SELECT 1 FROM magical_moments WHERE id = $1', [
      ownersMoment,
    ]);
    assert.equal(rows.length, 1, 'still there');

    // What each sees they may delete.
    const seen = async (client: TestClient) => {
      const page = await client.get('/api/magical-moments');
      assert.equal(page.status, 200, page.text);
      const items = page.body.items as { id: string; canDelete: boolean }[];
      return Object.fromEntries(items.map((item) => [item.id, item.canDelete]));
    };
    assert.deepEqual(await seen(member.client), {
      [ownersMoment]: false,
      [membersMoment]: true,
      [othersOfMember]: true,
    });
    assert.deepEqual(Object.values(await seen(admin.client)), [true, true, true]);

    assert.equal((await del(member.client, membersMoment)).status, 204);
    assert.equal((await del(admin.client, othersOfMember)).status, 204);
    assert.equal((await del(owner.client, ownersMoment)).status, 204);
    assert.equal((await owner.client.get('/api/magical-moments')).body.total, 0);
  });
});

describe('item 7: a job past its closing date is closed', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  const CLOSED = { message: 'This job has closed' };

  async function jobClosingOn(day: string) {
    const recruiter = await signedIn(app, 'recruiter', 'Rita');
    const company = await insertCompany(app.db, recruiter.userId);
    const venue = await insertVenue(app.db, company.id);
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO jobs (company_id, venue_id, title, employment_type, status, published_at,
         closes_on)
       VALUES ($1, $2, 'Sous chef', 'full_time', 'open', now() - interval '30 days', $3::date)
       RETURNING id`,
      [company.id, venue.id, day],
    );
    return rows[0].id;
  }

  test('applying, saving and liking answer 409; the job page shows it closed', async () => {
    const yesterday = addCalendarDays(londonDay(), -1);
    const jobId = await jobClosingOn(yesterday);
    const candidate = await signedIn(app, 'candidate', 'Cara');
    const c = candidate.client;

    const applied = await c.post('/api/applications', { jobId });
    assert.equal(applied.status, 409, applied.text);
    assert.deepEqual(applied.body, CLOSED);
    const { rows } = await app.db.query('SELECT 1 FROM applications WHERE job_id = $1', [jobId]);
    assert.equal(rows.length, 0);

    const saved = await c.post('/api/saved-jobs', { jobId });
    assert.equal(saved.status, 409, saved.text);
    assert.deepEqual(saved.body, CLOSED);
    const liked = await c.post('/api/job-preferences', { jobId, action: 'like' });
    assert.equal(liked.status, 409, liked.text);

    for (const viewer of [c, app.client()]) {
      const page = await viewer.get(`/api/jobs/${jobId}`);
      assert.equal(page.status, 200, page.text);
      assert.equal(page.body.status, 'closed');
      assert.equal(page.body.closesOn, yesterday);
    }
  });

  test('a job closing today (London) still takes applications', async () => {
    const jobId = await jobClosingOn(londonDay());
    const candidate = await signedIn(app, 'candidate', 'Dev');
    const page = await candidate.client.get(`/api/jobs/${jobId}`);
    assert.equal(page.body.status, 'open');
    assert.equal((await candidate.client.post('/api/saved-jobs', { jobId })).status, 201);
    const applied = await candidate.client.post('/api/applications', { jobId });
    assert.equal(applied.status, 201, applied.text);
  });

  test('a saved job past its closing date is listed as closed', async () => {
    const jobId = await jobClosingOn(londonDay());
    const candidate = await signedIn(app, 'candidate', 'Eve');
    assert.equal((await candidate.client.post('/api/saved-jobs', { jobId })).status, 201);
    await app.db.query(`UPDATE jobs SET closes_on = $2::date WHERE id = $1`, [
      jobId,
      addCalendarDays(londonDay(), -1),
    ]);
    const list = await candidate.client.get('/api/saved-jobs');
    const items = list.body.items as { id: string; status: string }[];
    assert.deepEqual(
      items.map((item) => [item.id, item.status]),
      [[jobId, 'closed']],
    );
  });
});

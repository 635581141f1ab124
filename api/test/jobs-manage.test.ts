import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  insertApplication,
  insertCompany,
  insertJob,
  insertVenue,
  recruiterWithJob,
  signedIn,
} from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { selectJobs } from '../src/modules/jobs/job-select.js';
import { JOB_COLUMNS, JOB_FROM } from '../src/modules/jobs/serialize.js';

describe('recruiter job management', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  const future = () => new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);

  async function setup() {
    const { recruiter, company, venue, job } = await recruiterWithJob(t);
    const valid = {
      title: 'Head Bartender',
      venueId: venue.id,
      description: 'Run the bar.',
      skills: [' Cocktails ', 'cocktails', 'Cash Handling'],
      employmentType: 'full_time',
      salaryType: 'hourly',
      salaryMin: 12.5,
      salaryMax: 15,
      pace: 'fast',
      teamSize: 'small',
      urgent: true,
      closesOn: future(),
      status: 'open',
    };
    return { recruiter, company, venue, job, valid };
  }

  test('creates an open job with normalised skills and pay in pounds', async () => {
    const { recruiter, company, venue, valid } = await setup();
    const res = await recruiter.client.post('/api/jobs', valid);
    assert.equal(res.status, 201, res.text);
    const job = res.body;
    assert.equal(job.title, 'Head Bartender');
    assert.deepEqual(job.skills, ['cocktails', 'cash handling']);
    assert.equal(job.salaryMin, 12.5);
    assert.equal(job.salaryMax, 15);
    assert.equal(job.pay, '£12.50–£15.00/hour');
    assert.equal(job.status, 'open');
    assert.ok(job.publishedAt);
    assert.equal(job.closesOn, valid.closesOn);
    assert.deepEqual(job.company, {
      id: company.id,
      name: (job.company as { name: string }).name,
      slug: company.slug,
      logoUrl: null,
    });
    assert.equal((job.venue as { id: string }).id, venue.id);
    assert.equal(job.location, 'London');
    assert.equal(job.venueType, 'restaurant');
  });

  test('a draft has no publishedAt; publish then close it', async () => {
    const { recruiter, valid } = await setup();
    const created = await recruiter.client.post('/api/jobs', { ...valid, status: 'draft' });
    assert.equal(created.status, 201);
    assert.equal(created.body.publishedAt, null);
    const id = String(created.body.id);
    const published = await recruiter.client.post(`/api/jobs/${id}/publish`);
    assert.equal(published.status, 200, published.text);
    assert.equal(published.body.status, 'open');
    assert.ok(published.body.publishedAt);
    const closed = await recruiter.client.post(`/api/jobs/${id}/close`);
    assert.equal(closed.status, 200);
    assert.equal(closed.body.status, 'closed');
  });

  test('bad input names the field', async () => {
    const { recruiter, valid } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, title: undefined }, 'title'],
      [{ ...valid, employmentType: 'zero_hours' }, 'employmentType'],
      [{ ...valid, salaryMin: 20, salaryMax: 10 }, 'salaryMin'],
      [{ ...valid, salaryMin: undefined, salaryMax: undefined, salaryAmount: 12 }, undefined!],
      [{ ...valid, salaryType: undefined }, 'salaryType'],
      [{ ...valid, salaryAmount: 12 }, 'salaryAmount'],
      [{ ...valid, closesOn: '2001-01-01' }, 'closesOn'],
      [{ ...valid, venueId: 'nope' }, 'venueId'],
      [{ ...valid, title: '   ' }, 'title'],
      [{ ...valid, colour: 'red' }, 'colour'],
    ];
    for (const [body, field] of cases) {
      const res = await recruiter.client.post('/api/jobs', JSON.parse(JSON.stringify(body)));
      if (field === undefined) {
        assert.equal(res.status, 201, res.text);
        assert.equal(res.body.pay, '£12.00/hour');
        continue;
      }
      assert.equal(res.status, 400, `${field}: ${res.text}`);
      assert.equal(res.body.field, field, res.text);
      assert.ok(res.body.message);
    }
  });

  test('the day parts the job needs are stored in week order and read back', async () => {
    const { recruiter, valid } = await setup();
    const created = await recruiter.client.post('/api/jobs', {
      ...valid,
      dayParts: ['sat_late', 'fri_evening', 'sat_late'],
    });
    assert.equal(created.status, 201, created.text);
    assert.deepEqual(created.body.dayParts, ['fri_evening', 'sat_late']);
    const id = String(created.body.id);
    const manage = await recruiter.client.get(`/api/jobs/${id}/manage`);
    assert.deepEqual(manage.body.dayParts, ['fri_evening', 'sat_late']);
    const detail = await recruiter.client.get(`/api/jobs/${id}`);
    assert.deepEqual(detail.body.dayParts, ['fri_evening', 'sat_late']);
    const list = await recruiter.client.get('/api/companies/mine/jobs');
    const listed = (list.body.items as { id: string; dayParts: string[] }[]).find(
      (j) => j.id === id,
    );
    assert.deepEqual(listed?.dayParts, ['fri_evening', 'sat_late']);
    const found = await recruiter.client.get(`/api/jobs?q=${encodeURIComponent(valid.title)}`);
    const searched = (found.body.items as { id: string; dayParts: string[] }[]).find(
      (j) => j.id === id,
    );
    assert.deepEqual(searched?.dayParts, ['fri_evening', 'sat_late'], 'in search results too');

    // PATCH without dayParts keeps them; with them replaces them; [] clears them.
    const kept = await recruiter.client.request('PATCH', `/api/jobs/${id}`, {
      json: { urgent: false },
    });
    assert.deepEqual(kept.body.dayParts, ['fri_evening', 'sat_late']);
    const changed = await recruiter.client.request('PATCH', `/api/jobs/${id}`, {
      json: { dayParts: ['sun_morning', 'mon_morning'] },
    });
    assert.equal(changed.status, 200, changed.text);
    assert.deepEqual(changed.body.dayParts, ['mon_morning', 'sun_morning']);
    const cleared = await recruiter.client.request('PATCH', `/api/jobs/${id}`, {
      json: { dayParts: [] },
    });
    assert.deepEqual(cleared.body.dayParts, []);
    const { rows } = await t.db.query<{ day_parts: string[] }>(
      'SELECT day_parts FROM jobs WHERE id = $1',
      [id],
    );
    assert.deepEqual(rows[0]?.day_parts, []);

    // A job created without them needs none.
    const plain = await recruiter.client.post('/api/jobs', valid);
    assert.deepEqual(plain.body.dayParts, []);
  });

  test('a day part outside the vocabulary is a 400 naming dayParts', async () => {
    const { recruiter, valid, job } = await setup();
    for (const dayParts of [['friday_evening'], 'fri_evening', ['fri_brunch']]) {
      const res = await recruiter.client.post('/api/jobs', { ...valid, dayParts });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.field, 'dayParts', res.text);
      assert.match(String(res.body.message), /^Day parts /);
    }
    const patch = await recruiter.client.request('PATCH', `/api/jobs/${job.id}`, {
      json: { dayParts: ['mon_morning', 'sun_midnight'] },
    });
    assert.equal(patch.status, 400, patch.text);
    assert.equal(patch.body.field, 'dayParts');
  });

  test("a job read through Kysely is the row serialize.ts's JOB_COLUMNS reads", async () => {
    const { company, venue, valid, recruiter } = await setup();
    await t.db.query(
      "UPDATE venues SET lat = 51.5, lng = -0.12, geo_status = 'found' WHERE id = $1",
      [venue.id],
    );
    const created = await recruiter.client.post('/api/jobs', {
      ...valid,
      dayParts: ['fri_evening'],
    });
    const id = String(created.body.id);
    const { rows } = await t.db.query(
      `SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} WHERE j.id = $1 AND j.company_id = $2`,
      [id, company.id],
    );
    const typed = await selectJobs(t.db).where('j.id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual(typed, rows[0]);
    assert.deepEqual(Object.keys(typed), Object.keys(rows[0] as object));
  });

  test("another company's or an archived venue is refused", async () => {
    const { recruiter, company, valid } = await setup();
    const other = await insertCompany(t.db, null);
    const otherVenue = await insertVenue(t.db, other.id);
    let res = await recruiter.client.post('/api/jobs', { ...valid, venueId: otherVenue.id });
    assert.equal(res.status, 400);
    assert.equal(res.body.field, 'venueId');
    const archived = await insertVenue(t.db, company.id);
    await t.db.query('UPDATE venues SET archived_at = now() WHERE id = $1', [archived.id]);
    res = await recruiter.client.post('/api/jobs', { ...valid, venueId: archived.id });
    assert.equal(res.status, 400);
    assert.equal(res.body.field, 'venueId');
  });

  test('PATCH changes only the given fields; an amount replaces a range', async () => {
    const { recruiter, valid } = await setup();
    const created = await recruiter.client.post('/api/jobs', valid);
    const id = String(created.body.id);
    const res = await recruiter.client.request('PATCH', `/api/jobs/${id}`, {
      json: { title: 'Bar Manager', salaryAmount: 32000, salaryType: 'yearly' },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.title, 'Bar Manager');
    assert.equal(res.body.salaryAmount, 32000);
    assert.equal(res.body.salaryMin, null);
    assert.equal(res.body.pay, '£32,000/year');
    assert.equal(res.body.pace, 'fast');
    const bad = await recruiter.client.request('PATCH', `/api/jobs/${id}`, {
      json: { salaryMin: 40000 },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'salaryMax');
    const empty = await recruiter.client.request('PATCH', `/api/jobs/${id}`, { json: {} });
    assert.equal(empty.status, 400);
  });

  test('the company list has application counts; manage shows one job', async () => {
    const { recruiter, job } = await setup();
    const a = await signedIn(t, 'candidate');
    const b = await signedIn(t, 'candidate');
    await insertApplication(t.db, job.id, a.userId);
    await insertApplication(t.db, job.id, b.userId, 'reviewed');
    const res = await recruiter.client.get('/api/companies/mine/jobs?status=open');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.total, 1);
    const [item] = res.body.items as Record<string, unknown>[];
    assert.equal(item.id, job.id);
    assert.equal(item.newApplications, 1);
    assert.equal((item.applicationCounts as Record<string, number>).reviewed, 1);
    assert.equal((item.applicationCounts as Record<string, number>).offered, 0);
    const drafts = await recruiter.client.get('/api/companies/mine/jobs?status=draft');
    assert.equal(drafts.body.total, 0);
    const bad = await recruiter.client.get('/api/companies/mine/jobs?status=paused');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'status');
    const manage = await recruiter.client.get(`/api/jobs/${job.id}/manage`);
    assert.equal(manage.status, 200);
    assert.equal(manage.body.newApplications, 1);
  });

  test('no session is 401, a candidate is 403', async () => {
    const { job, valid } = await setup();
    const anon = t.client();
    assert.equal((await anon.post('/api/jobs', valid)).status, 401);
    assert.equal((await anon.post(`/api/jobs/${job.id}/publish`)).status, 401);
    assert.equal((await anon.get('/api/companies/mine/jobs')).status, 401);
    const candidate = await signedIn(t, 'candidate');
    assert.equal((await candidate.client.post('/api/jobs', valid)).status, 403);
    assert.equal((await candidate.client.post(`/api/jobs/${job.id}/close`)).status, 403);
    assert.equal((await candidate.client.get(`/api/jobs/${job.id}/manage`)).status, 403);
    assert.equal((await candidate.client.get('/api/companies/mine/jobs')).status, 403);
  });

  test("another company's job is 404 everywhere; a recruiter with no company gets 404", async () => {
    const { recruiter } = await setup();
    const other = await insertCompany(t.db, null);
    const otherVenue = await insertVenue(t.db, other.id);
    const otherJob = await insertJob(t.db, other.id, otherVenue.id);
    const c = recruiter.client;
    assert.equal(
      (await c.request('PATCH', `/api/jobs/${otherJob.id}`, { json: { urgent: true } })).status,
      404,
    );
    assert.equal((await c.post(`/api/jobs/${otherJob.id}/publish`)).status, 404);
    assert.equal((await c.post(`/api/jobs/${otherJob.id}/close`)).status, 404);
    assert.equal((await c.get(`/api/jobs/${otherJob.id}/manage`)).status, 404);
    const mine = await c.get('/api/companies/mine/jobs');
    assert.ok(!(mine.body.items as { id: string }[]).some((j) => j.id === otherJob.id));
    const loner = await signedIn(t, 'recruiter');
    assert.equal((await loner.client.get('/api/companies/mine/jobs')).status, 404);
  });
});

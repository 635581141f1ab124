import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  insertApplication,
  insertCompany,
  insertJob,
  insertVenue,
  signedIn,
} from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };

type Item = Record<string, unknown> & { id: string };

describe('job search, detail and saved jobs', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  /** A company in a city of its own (so totals hold on a shared database). */
  async function market() {
    const city = `Town${randomUUID().slice(0, 8)}`;
    const company = await insertCompany(t.db, null);
    const bar = await insertVenue(t.db, company.id, { city, venueType: 'bar' });
    const cafe = await insertVenue(t.db, company.id, { city, venueType: 'cafe' });
    const bartender = await insertJob(t.db, company.id, bar.id, {
      title: 'Cocktail Bartender',
      salaryAmountPence: 1400,
    });
    const barista = await insertJob(t.db, company.id, cafe.id, {
      title: 'Barista',
      skills: ['coffee', 'latte art'],
      salaryType: 'yearly',
      salaryAmountPence: 2_400_000,
      pace: 'relaxed',
    });
    const draft = await insertJob(t.db, company.id, bar.id, { title: 'Secret', status: 'draft' });
    const closed = await insertJob(t.db, company.id, bar.id, { title: 'Old', status: 'closed' });
    return { city, company, bartender, barista, draft, closed };
  }

  test('open jobs only, filtered by city, venue type, pay, pace and text', async () => {
    const m = await market();
    const anon = t.client();
    const all = await anon.get(`/api/jobs?location=${m.city.toLowerCase()}`);
    assert.equal(all.status, 200, all.text);
    assert.equal(all.body.total, 2);
    assert.equal(all.body.page, 1);
    assert.equal(all.body.pageSize, 20);
    const ids = (all.body.items as Item[]).map((j) => j.id).sort();
    assert.deepEqual(ids, [m.bartender.id, m.barista.id].sort());
    assert.equal((all.body.items as Item[])[0].saved, undefined);

    const q = (query: string) => anon.get(`/api/jobs?location=${m.city}&${query}`);
    const ofQuery = async (query: string) =>
      ((await q(query)).body.items as Item[]).map((j) => j.id);
    assert.deepEqual(await ofQuery('venueType=cafe'), [m.barista.id]);
    assert.equal((await ofQuery('venueType=cafe,bar')).length, 2);
    assert.deepEqual(await ofQuery('q=cocktail'), [m.bartender.id]);
    assert.deepEqual(await ofQuery('pace=relaxed'), [m.barista.id]);
    // £14/hour = £27,300 a year: above £25,000, the barista's £24,000 is not.
    assert.deepEqual(await ofQuery('payMin=25000'), [m.bartender.id]);
    assert.deepEqual(await ofQuery('payMin=13&payType=hourly'), [m.bartender.id]);
    assert.deepEqual(await ofQuery('sort=pay'), [m.bartender.id, m.barista.id]);
    const paged = await q('pageSize=1&page=2');
    assert.equal((paged.body.items as Item[]).length, 1);
    assert.equal(paged.body.total, 2);
  });

  test('bad query names the field', async () => {
    const anon = t.client();
    for (const [query, field] of [
      ['venueType=pub', 'venueType'],
      ['pageSize=51', 'pageSize'],
      ['sort=random', 'sort'],
      ['payMin=lots', 'payMin'],
      ['colour=red', 'colour'],
    ]) {
      const res = await anon.get(`/api/jobs?${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.field, field, res.text);
    }
  });

  test('detail: drafts and closed jobs are 404 except for the company', async () => {
    const m = await market();
    const anon = t.client();
    const open = await anon.get(`/api/jobs/${m.bartender.id}`);
    assert.equal(open.status, 200);
    assert.equal(open.body.title, 'Cocktail Bartender');
    assert.equal(open.body.pay, '£14.00/hour');
    assert.equal((await anon.get(`/api/jobs/${m.draft.id}`)).status, 404);
    assert.equal((await anon.get(`/api/jobs/${m.closed.id}`)).status, 404);
    assert.equal((await anon.get(`/api/jobs/${randomUUID()}`)).status, 404);
    assert.equal((await anon.get('/api/jobs/not-an-id')).status, 400);
    const outsider = await signedIn(t, 'recruiter');
    assert.equal((await outsider.client.get(`/api/jobs/${m.draft.id}`)).status, 404);
    const member = await signedIn(t, 'recruiter');
    await t.db.query(
      `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'recruiter')`,
      [m.company.id, member.userId],
    );
    const draft = await member.client.get(`/api/jobs/${m.draft.id}`);
    assert.equal(draft.status, 200);
    assert.equal(draft.body.status, 'draft');
  });

  test('detail for a candidate: saved, applied, culture score and reasons', async () => {
    const m = await market();
    const c = await signedIn(t, 'candidate');
    await t.db.query(
      `INSERT INTO candidate_profiles (user_id, skills, city, experience)
       VALUES ($1, '{cocktails}', $2, '4 years as a bartender')`,
      [c.userId, m.city],
    );
    await t.db.query(
      `INSERT INTO assessments (kind, candidate_id, work_pace, guest_interaction, team_size)
       VALUES ('culture', $1, 'fast', 'high', 'medium')`,
      [c.userId],
    );
    const app = await insertApplication(t.db, m.bartender.id, c.userId);
    const res = await c.client.get(`/api/jobs/${m.bartender.id}`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.saved, false);
    assert.equal(res.body.applied, true);
    assert.equal(res.body.applicationId, app.id);
    // fast pace 25 + medium team 12; the venue states no guest interaction, so none is counted
    // (the venue's real culture, issue 15).
    assert.equal(res.body.cultureScore, 37);
    assert.ok((res.body.cultureReasons as string[]).length > 0);
    // Reasons are stored facts only (issue 15): the shared skill, never years parsed out of the
    // free-text experience.
    const reasons = res.body.matchingReasons as string[];
    assert.ok(reasons.includes('You know cocktails'), reasons.join(' | '));
    assert.ok(!reasons.some((reason) => /4 years/.test(reason)), reasons.join(' | '));
  });

  test('saved jobs: save (idempotent), list, search marks, unsave', async () => {
    const m = await market();
    const c = await signedIn(t, 'candidate');
    const first = await c.client.post('/api/saved-jobs', { jobId: m.barista.id });
    assert.equal(first.status, 201, first.text);
    assert.deepEqual(first.body, { jobId: m.barista.id, saved: true });
    assert.equal((await c.client.post('/api/saved-jobs', { jobId: m.barista.id })).status, 201);
    await c.client.post('/api/saved-jobs', { jobId: m.bartender.id });
    const list = await c.client.get('/api/saved-jobs');
    assert.equal(list.status, 200);
    assert.equal(list.body.total, 2);
    assert.deepEqual(
      (list.body.items as Item[]).map((j) => j.id),
      [m.bartender.id, m.barista.id],
    );
    const search = await c.client.get(`/api/jobs?location=${m.city}`);
    assert.ok((search.body.items as Item[]).every((j) => j.saved === true));
    const removed = await c.client.request(
      'DELETE',
      `/api/saved-jobs/${m.barista.id}`,
      JSON_HEADERS,
    );
    assert.equal(removed.status, 204);
    assert.equal((await c.client.get('/api/saved-jobs')).body.total, 1);
    const detail = await c.client.get(`/api/jobs/${m.barista.id}`);
    assert.equal(detail.body.saved, false);
  });

  test('saved jobs and likes: bad input, 401, 403, 404', async () => {
    const m = await market();
    const c = await signedIn(t, 'candidate');
    const bad = await c.client.post('/api/saved-jobs', { jobId: 'x' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'jobId');
    const extra = await c.client.post('/api/saved-jobs', { jobId: m.barista.id, note: 'hi' });
    assert.equal(extra.status, 400);
    assert.equal((await c.client.post('/api/saved-jobs', { jobId: m.draft.id })).status, 404);
    assert.equal((await c.client.post('/api/saved-jobs', { jobId: randomUUID() })).status, 404);
    const anon = t.client();
    assert.equal((await anon.post('/api/saved-jobs', { jobId: m.barista.id })).status, 401);
    assert.equal((await anon.get('/api/saved-jobs')).status, 401);
    assert.equal(
      (await anon.request('DELETE', `/api/saved-jobs/${m.barista.id}`, JSON_HEADERS)).status,
      401,
    );
    const r = await signedIn(t, 'recruiter');
    assert.equal((await r.client.post('/api/saved-jobs', { jobId: m.barista.id })).status, 403);
    assert.equal((await r.client.get('/api/saved-jobs')).status, 403);
    // Another candidate's saved jobs stay theirs.
    const other = await signedIn(t, 'candidate');
    await other.client.post('/api/saved-jobs', { jobId: m.barista.id });
    assert.equal((await c.client.get('/api/saved-jobs')).body.total, 0);

    const like = await c.client.post('/api/job-preferences', {
      jobId: m.barista.id,
      action: 'like',
    });
    assert.equal(like.status, 201, like.text);
    assert.deepEqual(like.body, { jobId: m.barista.id, action: 'like' });
    const again = await c.client.post('/api/job-preferences', {
      jobId: m.barista.id,
      action: 'like',
    });
    assert.equal(again.status, 201);
    const dislike = await c.client.post('/api/job-preferences', {
      jobId: m.barista.id,
      action: 'dislike',
    });
    assert.equal(dislike.status, 201);
    const { rows } = await t.db.query<{ action: string }>(
      'SELECT action FROM job_preferences WHERE candidate_id = $1',
      [c.userId],
    );
    assert.deepEqual(
      rows.map((row) => row.action),
      ['dislike'],
    );
    const badAction = await c.client.post('/api/job-preferences', {
      jobId: m.barista.id,
      action: 'love',
    });
    assert.equal(badAction.status, 400);
    assert.equal(badAction.body.field, 'action');
    assert.equal(
      (await anon.post('/api/job-preferences', { jobId: m.barista.id, action: 'like' })).status,
      401,
    );
    assert.equal(
      (await r.client.post('/api/job-preferences', { jobId: m.barista.id, action: 'like' })).status,
      403,
    );
    assert.equal(
      (await c.client.post('/api/job-preferences', { jobId: m.closed.id, action: 'like' })).status,
      404,
    );
  });
});

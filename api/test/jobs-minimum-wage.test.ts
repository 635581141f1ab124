import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_WORKFLOW } from 'shared-kernel/contract';
import { londonDay, wageFloor } from 'shared-kernel/rules';
import { insertJob, recruiterWithJob } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 43 item 1: a job's pay reaches today's minimum wage for its minimum age; jobs saved below
// it are flagged on the recruiter's lists, not changed.
describe('the minimum wage by age', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  const floor21 = () => wageFloor(21, londonDay());
  const floor18 = () => wageFloor(18, londonDay());

  async function setup() {
    const { recruiter, company, venue } = await recruiterWithJob(t);
    const job = (body: Record<string, unknown>) =>
      recruiter.client.post('/api/jobs', {
        title: 'Bar Back',
        venueId: venue.id,
        employmentType: 'part_time',
        status: 'draft',
        ...body,
      });
    return { recruiter, company, venue, job };
  }

  test('a job is 18 and over unless it says; its minimum age is read back', async () => {
    const { job } = await setup();
    const plain = await job({ salaryType: 'hourly', salaryAmount: floor18().hourly });
    assert.equal(plain.status, 201, plain.text);
    assert.equal(plain.body.minimumAge, 18);
    const older = await job({ minimumAge: 21, salaryType: 'hourly', salaryAmount: 13 });
    assert.equal(older.status, 201, older.text);
    assert.equal(older.body.minimumAge, 21);
    const bad = await job({ minimumAge: 17 });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'minimumAge');
  });

  test('hourly pay a penny below the floor for the age is a 400 naming salaryAmount and quoting the floor', async () => {
    const { job } = await setup();
    const penny = Math.round(floor21().hourly * 100 - 1) / 100;
    const below = await job({ minimumAge: 21, salaryType: 'hourly', salaryAmount: penny });
    assert.equal(below.status, 400);
    assert.equal(below.body.field, 'salaryAmount');
    assert.match(
      String(below.body.message),
      /^Salary amount must be at least £\d+\.\d\d an hour: the National Living Wage \(21 and over\) from \d+ April \d{4}$/,
    );
    assert.ok(String(below.body.message).includes(`£${floor21().hourly.toFixed(2)}`));
    // The same pay is lawful for 18 to 20 (a lower band).
    const younger = await job({ minimumAge: 18, salaryType: 'hourly', salaryAmount: penny });
    assert.equal(younger.status, 201, younger.text);
  });

  test('yearly pay is judged as the hourly floor × 1,950 hours; a range by its minimum', async () => {
    const { job } = await setup();
    const yearly = floor18().yearly;
    const below = await job({ salaryType: 'yearly', salaryAmount: yearly - 1 });
    assert.equal(below.status, 400);
    assert.equal(below.body.field, 'salaryAmount');
    assert.match(String(below.body.message), /a year \(£\d+\.\d\d an hour × 1,950 hours\)/);
    assert.equal((await job({ salaryType: 'yearly', salaryAmount: yearly })).status, 201);
    const range = await job({ salaryType: 'hourly', salaryMin: 9, salaryMax: 14 });
    assert.equal(range.status, 400);
    assert.equal(range.body.field, 'salaryMin');
  });

  test('a PATCH raising the minimum age above what the pay meets is refused; other edits of a flagged job are not', async () => {
    const { recruiter, company, venue } = await setup();
    // Saved when the floor was lower (written directly): £11.00 an hour for 21 and over.
    const { id } = await insertJob(t.db, company.id, venue.id, {
      status: 'open',
      salaryType: 'hourly',
      salaryAmountPence: 1100,
    });
    await t.db.query('UPDATE jobs SET minimum_age = 21 WHERE id = $1', [id]);
    const list = await recruiter.client.get('/api/companies/mine/jobs');
    assert.equal(list.status, 200);
    const flagged = (list.body.items as { id: string; belowWageFloor: string | null }[]).find(
      (item) => item.id === id,
    );
    assert.match(flagged?.belowWageFloor ?? '', /^Pays less than £\d+\.\d\d an hour/);
    // Not changed by us: the pay is as saved.
    const managed = await recruiter.client.get(`/api/jobs/${id}/manage`);
    assert.equal(managed.body.salaryAmount, 11);
    // A change of title is fine; a change of age that the pay still misses is not.
    const renamed = await recruiter.client.request('PATCH', `/api/jobs/${id}`, {
      json: { title: 'Bar Back (days)' },
    });
    assert.equal(renamed.status, 200, renamed.text);
    const lowered = await recruiter.client.request('PATCH', `/api/jobs/${id}`, {
      json: { minimumAge: 18 },
    });
    assert.equal(lowered.status, 200, lowered.text);
    assert.equal(lowered.body.minimumAge, 18);
    const raised = await recruiter.client.request('PATCH', `/api/jobs/${id}`, {
      json: { minimumAge: 21 },
    });
    assert.equal(raised.status, 400);
    assert.equal(raised.body.field, 'salaryAmount');
  });

  test('the dashboard lists open jobs with their flag; publishing a job below the floor is refused', async () => {
    const { recruiter, company, venue } = await setup();
    const { id } = await insertJob(t.db, company.id, venue.id, {
      status: 'draft',
      salaryType: 'hourly',
      salaryAmountPence: 900,
    });
    const publish = await recruiter.client.post(`/api/jobs/${id}/publish`);
    assert.equal(publish.status, 400);
    assert.equal(publish.body.field, 'salaryAmount');
    await t.db.query(`UPDATE jobs SET status = 'open', published_at = now() WHERE id = $1`, [id]);
    const dashboard = await recruiter.client.get('/api/recruiter-dashboard');
    assert.equal(dashboard.status, 200, dashboard.text);
    const open = (dashboard.body.openJobs as { id: string; belowWageFloor: string | null }[])
      .map((job) => [job.id === id, job.belowWageFloor !== null])
      .filter(([mine]) => mine);
    assert.deepEqual(open, [[true, true]]);
  });

  test('a trial shift pays at least the 21-and-over rate, whatever the job’s minimum age', async () => {
    const { recruiter } = await setup();
    const below = await recruiter.client.request('PUT', '/api/companies/mine/workflow', {
      json: {
        ...DEFAULT_WORKFLOW,
        autoInvite: 'trial_shift',
        trialHourlyRate: Math.round(floor21().hourly * 100 - 1) / 100,
      },
    });
    assert.equal(below.status, 400, below.text);
    assert.equal(below.body.field, 'trialHourlyRate');
    assert.match(String(below.body.message), /National Living Wage/);
  });
});

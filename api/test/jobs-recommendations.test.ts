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

type Job = Record<string, unknown> & { id: string };

describe('job recommendations', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  async function market() {
    const city = `Town${randomUUID().slice(0, 8)}`;
    const skill = `skill-${randomUUID().slice(0, 8)}`;
    const company = await insertCompany(t.db, null);
    const bar = await insertVenue(t.db, company.id, { city, venueType: 'bar', pace: 'fast' });
    const cafe = await insertVenue(t.db, company.id, { city: 'Elsewhere', venueType: 'cafe' });
    const bartender = await insertJob(t.db, company.id, bar.id, {
      title: 'Bartender',
      skills: [skill, 'cash handling'],
      urgent: true,
    });
    const chef = await insertJob(t.db, company.id, cafe.id, {
      title: 'Sous Chef',
      skills: ['knife skills'],
      pace: 'relaxed',
    });
    return { city, skill, company, bartender, chef };
  }

  async function candidateWithProfile(m: Awaited<ReturnType<typeof market>>) {
    const c = await signedIn(t, 'candidate');
    await t.db.query(
      `INSERT INTO candidate_profiles (user_id, skills, city, experience, personality_type)
       VALUES ($1, $2, $3, 'I spent 4 years as a bartender in Soho', 'The Entertainer')`,
      [c.userId, [m.skill, 'cash handling'], m.city],
    );
    return c;
  }

  test('skills mode ranks by skills, city and experience with reasons and scores', async () => {
    const m = await market();
    const c = await candidateWithProfile(m);
    const other = await signedIn(t, 'candidate');
    await insertApplication(t.db, m.bartender.id, other.userId);
    const res = await c.client.get('/api/job-recommendations');
    assert.equal(res.status, 200, res.text);
    const jobs = res.body.jobs as Job[];
    assert.ok(jobs.length >= 1 && jobs.length <= 12);
    const top = jobs[0];
    assert.equal(top.id, m.bartender.id);
    assert.equal(top.matchScore, 100);
    for (const key of ['title', 'location', 'employmentType', 'venueType', 'pace', 'teamSize'])
      assert.ok(key in top, key);
    assert.equal((top.company as { name: string }).name.length > 0, true);
    assert.equal(top.salaryAmount, 12.5);
    assert.equal(top.salaryType, 'hourly');
    assert.ok((res.body.trending as string[]).includes(m.bartender.id));
    assert.ok((res.body.urgent as string[]).includes(m.bartender.id));
    const reasons = res.body.matchingReasons as Record<string, string[]>;
    assert.deepEqual(reasons[m.bartender.id], [
      `You know ${m.skill} and cash handling`,
      `In ${m.city}, where you want to work`,
      'Your 4 years behind the bar',
    ]);
    const personality = res.body.personalityMatches as Record<string, number>;
    for (const job of jobs) assert.equal(typeof personality[job.id], 'number');
    assert.equal(personality[m.bartender.id], 95);
    // Computed, not random: the same answer twice.
    const again = await c.client.get('/api/job-recommendations');
    assert.deepEqual(again.body.personalityMatches, res.body.personalityMatches);
  });

  test('a candidate with no profile gets recent open jobs and empty reasons', async () => {
    await market();
    const c = await signedIn(t, 'candidate');
    const res = await c.client.get('/api/job-recommendations');
    assert.equal(res.status, 200);
    const jobs = res.body.jobs as Job[];
    assert.ok(jobs.length > 0);
    for (const job of jobs) {
      assert.deepEqual((res.body.matchingReasons as Record<string, string[]>)[job.id], []);
      assert.equal((res.body.personalityMatches as Record<string, number>)[job.id], 60);
    }
    const culture = await c.client.get('/api/job-recommendations?mode=culture');
    assert.equal(culture.status, 200);
    for (const job of culture.body.jobs as Job[]) assert.deepEqual(job.cultureReasons, []);
  });

  test('culture mode scores with the shared culture function', async () => {
    const m = await market();
    const c = await candidateWithProfile(m);
    await t.db.query(
      `INSERT INTO assessments (kind, candidate_id, work_pace, guest_interaction, team_size,
         service_approach, primary_values)
       VALUES ('culture', $1, 'fast', 'high', 'medium', 'casual', '{teamwork}')`,
      [c.userId],
    );
    const res = await c.client.get('/api/job-recommendations?mode=culture');
    assert.equal(res.status, 200, res.text);
    const jobs = res.body.jobs as Job[];
    const bartender = jobs.find((j) => j.id === m.bartender.id);
    assert.ok(bartender);
    // fast 25 + high 20 + medium team 12 + service (venue states none) 10 + teamwork 8.
    assert.equal(bartender.cultureScore, 75);
    assert.equal(bartender.culturalMatchScore, 75);
    assert.ok((bartender.cultureReasons as string[]).includes('Matches your fast pace'));
    const scores = jobs.map((j) => j.cultureScore as number);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
  });

  test('bad mode 400, no session 401, recruiter 403', async () => {
    const c = await signedIn(t, 'candidate');
    const bad = await c.client.get('/api/job-recommendations?mode=vibes');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'mode');
    assert.equal((await t.client().get('/api/job-recommendations')).status, 401);
    const r = await signedIn(t, 'recruiter');
    assert.equal((await r.client.get('/api/job-recommendations')).status, 403);
    assert.equal((await r.client.get('/api/job-recommendations?mode=culture')).status, 403);
  });
});

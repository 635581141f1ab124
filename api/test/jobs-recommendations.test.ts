import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { refreshAll, refreshBatch } from '../src/modules/jobs/recommendations-service.js';
import { insertApplication, insertCompany, insertJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 15: every reason is a stored fact; every open job is considered, never an applied,
// dismissed, closed or expired one; at most 3 of a company; no personality number before the
// quiz; the culture tab asks for the assessment first.

type Job = Record<string, unknown> & { id: string; company: { id: string } };
type Answer = {
  jobs: Job[];
  matchingReasons?: Record<string, string[]>;
  personalityMatches?: Record<string, number | null>;
  needsPersonalityQuiz?: boolean;
  needsAssessment?: boolean;
  trending?: string[];
  urgent?: string[];
};

describe('job recommendations', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  const unique = () => randomUUID().slice(0, 8);

  /** A venue with its culture, in a town or postcode district of the data set. */
  async function venue(
    companyId: string,
    fields: {
      city: string;
      postcode?: string | null;
      venueType?: string;
      pace?: string | null;
      guestInteraction?: string | null;
      serviceApproach?: string | null;
      values?: string[];
      teamSize?: string | null;
    },
  ) {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO venues (company_id, name, venue_type, city, postcode, pace, team_size,
                           guest_interaction, service_approach, primary_values)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        companyId,
        `Venue ${unique()}`,
        fields.venueType ?? 'bar',
        fields.city,
        fields.postcode ?? null,
        fields.pace ?? null,
        fields.teamSize ?? null,
        fields.guestInteraction ?? null,
        fields.serviceApproach ?? null,
        fields.values ?? [],
      ],
    );
    return rows[0];
  }

  async function candidate(profile: Record<string, unknown>) {
    const c = await signedIn(t, 'candidate');
    const saved = await c.client.request('PUT', '/api/profile', { json: profile });
    assert.equal(saved.status, 200, saved.text);
    return c;
  }

  async function read(client: TestClient, mode?: 'culture'): Promise<Answer> {
    const res = await client.get(`/api/job-recommendations${mode ? '?mode=culture' : ''}`);
    assert.equal(res.status, 200, res.text);
    return res.body as Answer;
  }

  const ids = (answer: Answer) => answer.jobs.map((job) => job.id);

  /** A culture assessment: fast pace, high guest interaction, a medium team, casual service. */
  async function takeCultureAssessment(candidateId: string) {
    await t.db.query(
      `INSERT INTO assessments (kind, candidate_id, work_pace, guest_interaction, team_size,
         service_approach, primary_values, completed_at)
       VALUES ('culture', $1, 'fast', 'high', 'medium', 'casual', '{teamwork}', now())`,
      [candidateId],
    );
  }

  test('reasons are stored facts: never a number read out of the experience text', async () => {
    const skill = `pouring-${unique()}`;
    const company = await insertCompany(t.db, null);
    const bar = await venue(company.id, { city: 'Manchester', postcode: 'M1 1AE' });
    const cafe = await venue(company.id, {
      city: 'Manchester',
      postcode: 'M4 1HN',
      venueType: 'cafe',
    });
    const bartender = await insertJob(t.db, company.id, bar.id, {
      title: 'Bartender',
      skills: [skill],
    });
    const barista = await insertJob(t.db, company.id, cafe.id, {
      title: 'Barista',
      skills: [skill],
    });
    await t.db.query(`UPDATE jobs SET day_parts = '{fri_evening,sat_evening}' WHERE id = $1`, [
      bartender.id,
    ]);
    const c = await candidate({
      skills: [skill],
      experience: '3 years as a waitress at a bistro; 1 year as a barista',
      experienceRoles: [
        { role: 'waiter', venueType: 'restaurant', years: 3 },
        { role: 'barista', venueType: 'cafe', years: 1 },
      ],
      homeArea: 'Salford',
      travelMiles: 10,
      availability: ['fri_evening', 'sun_morning'],
    });

    const answer = await read(c.client);
    const reasons = answer.matchingReasons ?? {};
    const barReasons = reasons[bartender.id];
    const coffeeReasons = reasons[barista.id];
    assert.ok(barReasons && coffeeReasons, JSON.stringify(answer.matchingReasons));
    // The bartender job: the skill, the distance, the one evening she is free. Never "3 years
    // behind the bar" (she waited tables) nor "making coffee".
    assert.equal(barReasons[0], `You know ${skill}`);
    assert.match(barReasons[1], /^\d+(\.\d)? miles from Salford$/);
    assert.equal(barReasons[2], 'You are free Fri evening, when it needs you');
    for (const reason of [...barReasons, ...coffeeReasons]) {
      assert.doesNotMatch(reason, /3 years|behind the bar|making coffee/);
    }
    // The barista job: her one year as a barista, from the structured experience.
    assert.ok(coffeeReasons.includes('Your 1 year as a barista'), coffeeReasons.join(' | '));
    const top = answer.jobs.find((job) => job.id === barista.id)!;
    assert.equal(typeof top.matchScore, 'number');
    assert.equal(typeof top.miles, 'number');

    // Free text alone gives no experience reason at all.
    const textOnly = await candidate({
      skills: [skill],
      experience: '4 years as a bartender in Soho',
    });
    const plain = await read(textOnly.client);
    for (const list of Object.values(plain.matchingReasons ?? {})) {
      for (const reason of list) assert.doesNotMatch(reason, /year/);
    }
  });

  test('distance: a home area and travel distance keep far venues out', async () => {
    const skill = `grill-${unique()}`;
    const company = await insertCompany(t.db, null);
    const near = await venue(company.id, { city: 'Manchester', postcode: 'M1 1AE' });
    const far = await venue(company.id, { city: 'London', postcode: 'E1 6AN' });
    const nearJob = await insertJob(t.db, company.id, near.id, {
      title: 'Line Cook',
      skills: [skill],
    });
    const farJob = await insertJob(t.db, company.id, far.id, {
      title: 'Line Cook',
      skills: [skill],
    });
    const c = await candidate({ skills: [skill], homeArea: 'm1', travelMiles: 5 });
    const answer = await read(c.client);
    assert.ok(ids(answer).includes(nearJob.id));
    assert.ok(!ids(answer).includes(farJob.id));
    assert.match(answer.matchingReasons![nearJob.id].join('|'), /miles? from M1/);
  });

  test('never an applied, dismissed, closed or expired job', async () => {
    const skill = `mixing-${unique()}`;
    const companies = await Promise.all([1, 2, 3, 4, 5].map(() => insertCompany(t.db, null)));
    const jobs = [];
    for (const company of companies) {
      const v = await venue(company.id, { city: 'Leeds' });
      jobs.push(await insertJob(t.db, company.id, v.id, { title: 'Mixologist', skills: [skill] }));
    }
    const [applied, dismissed, closed, expired, fine] = jobs;
    const c = await candidate({ skills: [skill] });
    const first = await read(c.client);
    for (const job of jobs) assert.ok(ids(first).includes(job.id), 'all five at first');

    await insertApplication(t.db, applied.id, c.userId);
    const dislike = await c.client.request('POST', '/api/job-preferences', {
      json: { jobId: dismissed.id, action: 'dislike' },
    });
    assert.ok(dislike.status < 300, dislike.text);
    await t.db.query(`UPDATE jobs SET status = 'closed', closed_at = now() WHERE id = $1`, [
      closed.id,
    ]);
    await t.db.query(`UPDATE jobs SET closes_on = current_date - 1 WHERE id = $1`, [expired.id]);

    for (const answer of [await read(c.client), await read(c.client)]) {
      assert.ok(ids(answer).includes(fine.id));
      for (const gone of [applied, dismissed, closed, expired])
        assert.ok(!ids(answer).includes(gone.id), `job ${gone.id} must not be shown`);
    }
  });

  test('a job applied to or dismissed leaves the stored picks at once', async () => {
    const skill = `pour-${unique()}`;
    const companies = await Promise.all([1, 2, 3].map(() => insertCompany(t.db, null)));
    const jobs = [];
    for (const company of companies) {
      const v = await venue(company.id, { city: 'Leeds' });
      jobs.push(await insertJob(t.db, company.id, v.id, { title: 'Barback', skills: [skill] }));
    }
    const [applied, dismissed, fine] = jobs;
    const c = await candidate({ skills: [skill] });
    assert.equal((await read(c.client)).jobs.length, 3);
    // Nothing about the jobs changes: the stored picks are read as they are, without these two.
    await insertApplication(t.db, applied.id, c.userId);
    const dislike = await c.client.request('POST', '/api/job-preferences', {
      json: { jobId: dismissed.id, action: 'dislike' },
    });
    assert.ok(dislike.status < 300, dislike.text);
    assert.deepEqual(ids(await read(c.client)), [fine.id]);
  });

  test('saved and liked are the candidate’s own, in both modes, as soon as they change', async () => {
    const skill = `glass-${unique()}`;
    const company = await insertCompany(t.db, null);
    const v = await venue(company.id, { city: 'Leeds', pace: 'fast' });
    const [kept, liked, plain] = await Promise.all(
      ['Glass Collector', 'Barback', 'Runner'].map((title) =>
        insertJob(t.db, company.id, v.id, { title, skills: [skill] }),
      ),
    );
    const ann = await candidate({ skills: [skill] });
    const bob = await candidate({ skills: [skill] });
    await takeCultureAssessment(ann.userId);
    assert.equal((await read(ann.client)).jobs.length, 3);
    assert.equal(
      (await ann.client.post('/api/saved-jobs', { jobId: kept.id })).status,
      201,
      'saved',
    );
    const like = await ann.client.request('POST', '/api/job-preferences', {
      json: { jobId: liked.id, action: 'like' },
    });
    assert.ok(like.status < 300, like.text);
    const ours = new Set([kept.id, liked.id, plain.id]);
    const flags = (answer: Answer) =>
      Object.fromEntries(
        answer.jobs
          .filter((job) => ours.has(job.id))
          .map((job) => [job.id, `${job.saved ? 'S' : '-'}${job.liked ? 'L' : '-'}`]),
      );
    const expected = { [kept.id]: 'S-', [liked.id]: '-L', [plain.id]: '--' };
    assert.deepEqual(flags(await read(ann.client)), expected);
    assert.deepEqual(flags(await read(ann.client, 'culture')), expected);
    // Bob sees none of Ann's.
    assert.deepEqual(flags(await read(bob.client)), {
      [kept.id]: '--',
      [liked.id]: '--',
      [plain.id]: '--',
    });
  });

  test('Trending: the shown jobs with applications this week, most first', async () => {
    const skill = `tap-${unique()}`;
    const company = await insertCompany(t.db, null);
    const v = await venue(company.id, { city: 'Leeds' });
    const [busy, some, quiet] = await Promise.all(
      ['Cellar Hand', 'Bar Back', 'Glass Washer'].map((title) =>
        insertJob(t.db, company.id, v.id, { title, skills: [skill] }),
      ),
    );
    const others = await Promise.all([1, 2, 3].map(() => signedIn(t, 'candidate')));
    for (const other of others) await insertApplication(t.db, busy.id, other.userId);
    await insertApplication(t.db, some.id, others[0].userId);
    const c = await candidate({ skills: [skill] });
    const answer = await read(c.client);
    assert.deepEqual(answer.trending, [busy.id, some.id]);
    assert.ok(ids(answer).includes(quiet.id));
  });

  test('every open job is considered: a job posted after the picks shows up', async () => {
    const skill = `sommelier-${unique()}`;
    const c = await candidate({ skills: [skill] });
    assert.equal((await read(c.client)).jobs.length, 0);
    const company = await insertCompany(t.db, null);
    const v = await venue(company.id, { city: 'York' });
    const job = await insertJob(t.db, company.id, v.id, { title: 'Sommelier', skills: [skill] });
    assert.deepEqual(ids(await read(c.client)), [job.id]);
    // The bulk refresh (demo data, bench) gives the same answer.
    await refreshAll(t.db);
    assert.deepEqual(ids(await read(c.client)), [job.id]);
    // The background batch merges a later job in before the candidate reads again.
    const later = await insertJob(t.db, company.id, v.id, { title: 'Sommelier', skills: [skill] });
    await refreshBatch(t.app, 100_000);
    const { rows } = await t.db.query<{ picks: { j: string }[] }>(
      `SELECT picks FROM candidate_recommendations WHERE candidate_id = $1 AND mode = 'skills'`,
      [c.userId],
    );
    assert.deepEqual(rows[0].picks.map((pick) => pick.j).sort(), [job.id, later.id].sort());
  });

  test('a card shows what its job, venue and company say now, in both modes', async () => {
    const skill = `decanting-${unique()}`;
    const company = await insertCompany(t.db, null);
    const v = await venue(company.id, { city: 'York', pace: 'fast', guestInteraction: 'high' });
    const job = await insertJob(t.db, company.id, v.id, { title: 'Sommelier', skills: [skill] });
    const c = await candidate({ skills: [skill] });
    await takeCultureAssessment(c.userId);
    assert.deepEqual(ids(await read(c.client)), [job.id]);
    // Past the API: nothing matching uses changes, so no pick is computed again.
    const name = `Renamed ${unique()}`;
    await t.db.query(`UPDATE companies SET name = $2 WHERE id = $1`, [company.id, `${name} Group`]);
    await t.db.query(`UPDATE venues SET name = $2 WHERE id = $1`, [v.id, `${name} Bar`]);
    await t.db.query(`UPDATE jobs SET title = 'Head Sommelier' WHERE id = $1`, [job.id]);
    const modes = [await read(c.client), await read(c.client, 'culture')];
    assert.deepEqual(ids(modes[0]), [job.id]);
    for (const answer of modes) {
      type Card = { title: string; venue: { name: string }; company: { name: string } };
      const card = answer.jobs.find((shown) => shown.id === job.id) as unknown as Card | undefined;
      assert.ok(card, 'the job is shown in both modes');
      assert.equal(card.title, 'Head Sommelier');
      assert.equal(card.company.name, `${name} Group`);
      assert.equal(card.venue.name, `${name} Bar`);
    }
  });

  test('a company renamed alone shows on its cards at once', async () => {
    const skill = `fining-${unique()}`;
    const company = await insertCompany(t.db, null);
    const v = await venue(company.id, { city: 'York' });
    const job = await insertJob(t.db, company.id, v.id, { title: 'Sommelier', skills: [skill] });
    const c = await candidate({ skills: [skill] });
    assert.deepEqual(ids(await read(c.client)), [job.id]);
    // Only the company's change number moves (migration 019), not a job's or a venue's.
    const name = `Renamed ${unique()} Group`;
    await t.db.query(`UPDATE companies SET name = $2 WHERE id = $1`, [company.id, name]);
    const card = (await read(c.client)).jobs.find((shown) => shown.id === job.id) as unknown as
      { company: { name: string } } | undefined;
    assert.equal(card?.company.name, name);
  });

  test('at most 3 jobs of one company among the 12', async () => {
    const skill = `latte-${unique()}`;
    const big = await insertCompany(t.db, null);
    const v = await venue(big.id, { city: 'Bristol', venueType: 'cafe' });
    for (let i = 0; i < 6; i++)
      await insertJob(t.db, big.id, v.id, { title: 'Barista', skills: [skill] });
    const small = await insertCompany(t.db, null);
    const w = await venue(small.id, { city: 'Bristol', venueType: 'cafe' });
    const other = await insertJob(t.db, small.id, w.id, { title: 'Barista', skills: [skill] });
    const c = await candidate({ skills: [skill] });
    // The first read computes the picks and chooses here; the second chooses in SQL (read.ts).
    const first = await read(c.client);
    const second = await read(c.client);
    for (const answer of [first, second]) {
      const ofBig = answer.jobs.filter((job) => job.company.id === big.id);
      assert.equal(ofBig.length, 3);
      assert.ok(ids(answer).includes(other.id));
      assert.ok(answer.jobs.length <= 12);
    }
    assert.deepEqual(ids(second), ids(first));
  });

  test('no personality number before the quiz; a computed one after it', async () => {
    const skill = `host-${unique()}`;
    const company = await insertCompany(t.db, null);
    const v = await venue(company.id, { city: 'Leeds', venueType: 'restaurant' });
    const job = await insertJob(t.db, company.id, v.id, { title: 'Waiter', skills: [skill] });
    const c = await candidate({ skills: [skill] });
    const before = await read(c.client);
    assert.equal(before.needsPersonalityQuiz, true);
    assert.ok(before.jobs.length > 0);
    for (const id of ids(before)) assert.equal(before.personalityMatches![id], null);

    await t.db.query(
      `UPDATE candidate_profiles SET personality_type = 'The Host' WHERE user_id = $1`,
      [c.userId],
    );
    const after = await read(c.client);
    assert.equal(after.needsPersonalityQuiz, false);
    assert.equal(after.personalityMatches![job.id], 95);
  });

  test('culture tab: the assessment first; then scored from the venue’s real culture', async () => {
    const skill = `culture-${unique()}`;
    const c = await candidate({ skills: [skill], homeArea: 'Brighton', travelMiles: 3 });
    const empty = await read(c.client, 'culture');
    assert.deepEqual(empty, { jobs: [], needsAssessment: true });

    const company = await insertCompany(t.db, null);
    const lively = await venue(company.id, {
      city: 'Brighton',
      venueType: 'bar',
      pace: 'fast',
      guestInteraction: 'high',
      serviceApproach: 'casual',
      values: ['teamwork'],
      teamSize: 'medium',
    });
    const bartender = await insertJob(t.db, company.id, lively.id, {
      title: 'Bartender',
      pace: 'fast',
    });
    const porter = await insertJob(t.db, company.id, lively.id, {
      title: 'Kitchen Porter',
      pace: 'relaxed',
    });
    await takeCultureAssessment(c.userId);
    const answer = await read(c.client, 'culture');
    assert.equal(answer.needsAssessment, false);
    const bar = answer.jobs.find((job) => job.id === bartender.id);
    assert.ok(bar, JSON.stringify(ids(answer)));
    // fast 25 + high 20 + medium team 12 + casual 10 + teamwork 8.
    assert.equal(bar.cultureScore, 75);
    assert.deepEqual(bar.cultureReasons, [
      'Runs at the fast pace you like',
      'High guest interaction, as you prefer',
      'The medium team size you prefer',
    ]);
    const kp = answer.jobs.find((job) => job.id === porter.id);
    assert.ok(kp);
    for (const reason of kp.cultureReasons as string[]) assert.doesNotMatch(reason, /guest/i);
    const scores = answer.jobs.map((job) => job.cultureScore as number);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
  });

  test('a candidate with nothing stored gets no invented list', async () => {
    const c = await signedIn(t, 'candidate');
    const answer = await read(c.client);
    assert.deepEqual(answer.jobs, []);
    assert.equal(answer.needsPersonalityQuiz, true);
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

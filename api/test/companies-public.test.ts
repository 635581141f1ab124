import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const put = (client: TestClient, json: unknown) =>
  client.request('PUT', '/api/cultural-assessment', { json });

const culture = {
  workPace: 'fast',
  guestInteraction: 'high',
  teamSize: 'medium',
  serviceApproach: 'personalized',
  primaryValues: ['teamwork', 'growth'],
};

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('companies: culture assessment (both sides of /api/cultural-assessment)', () => {
  it('a recruiter saves and reads the company answers; step culture_assessment done', async () => {
    const { client } = await signedIn(t, 'recruiter');
    const created = await client.post('/api/companies', { name: 'Culture Club' });
    const none = await client.get('/api/cultural-assessment?assessmentType=company');
    assert.equal(none.status, 404);
    assert.equal(typeof none.body.message, 'string');

    const saved = await put(client, { assessmentType: 'company', responses: culture });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body.responses, culture);
    const read = await client.get('/api/cultural-assessment?assessmentType=company');
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.responses, culture);

    // Retaking replaces the answers.
    const retaken = await put(client, {
      assessmentType: 'company',
      responses: { workPace: 'relaxed', primaryValues: ['tradition'] },
    });
    assert.deepEqual(retaken.body.responses, { workPace: 'relaxed', primaryValues: ['tradition'] });

    const status = await client.get(`/api/onboarding/company/${String(created.body.id)}/status`);
    const steps = status.body.steps as { key: string; done: boolean }[];
    assert.equal(steps.find((s) => s.key === 'culture_assessment')?.done, true);
  });

  it('all required steps done: allRequiredDone and 100 percent', async () => {
    const { client } = await signedIn(t, 'recruiter');
    const created = await client.post('/api/companies', { name: 'Done Dining' });
    await client.post('/api/companies/mine/venues', {
      name: 'Dine',
      venueType: 'restaurant',
      city: 'York',
    });
    await put(client, { assessmentType: 'company', responses: culture });
    const status = await client.get(`/api/onboarding/company/${String(created.body.id)}/status`);
    assert.equal(status.body.allRequiredDone, true);
    assert.equal(status.body.percent, 100);
  });

  it('a candidate saves and reads their own answers', async () => {
    const { client } = await signedIn(t, 'candidate');
    assert.equal(
      (await client.get('/api/cultural-assessment?assessmentType=candidate')).status,
      404,
    );
    // As the candidate's screen sends it: the type repeated in the query string.
    const saved = await client.request('PUT', '/api/cultural-assessment?assessmentType=candidate', {
      json: { assessmentType: 'candidate', responses: culture },
    });
    assert.equal(saved.status, 200, saved.text);
    const read = await client.get('/api/cultural-assessment?assessmentType=candidate');
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.responses, culture);
    // Another candidate does not see them.
    const other = await signedIn(t, 'candidate');
    assert.equal(
      (await other.client.get('/api/cultural-assessment?assessmentType=candidate')).status,
      404,
    );
  });

  it('each role uses its own type only (403); 401 without a session', async () => {
    const candidate = await signedIn(t, 'candidate');
    const recruiter = await signedIn(t, 'recruiter');
    await recruiter.client.post('/api/companies', { name: 'Role Rooms' });
    assert.equal(
      (await candidate.client.get('/api/cultural-assessment?assessmentType=company')).status,
      403,
    );
    assert.equal(
      (await put(candidate.client, { assessmentType: 'company', responses: culture })).status,
      403,
    );
    assert.equal(
      (await recruiter.client.get('/api/cultural-assessment?assessmentType=candidate')).status,
      403,
    );
    assert.equal(
      (await put(recruiter.client, { assessmentType: 'candidate', responses: culture })).status,
      403,
    );
    assert.equal(
      (await t.client().get('/api/cultural-assessment?assessmentType=candidate')).status,
      401,
    );
    assert.equal(
      (await put(t.client(), { assessmentType: 'candidate', responses: culture })).status,
      401,
    );
    // A recruiter without a company: 404.
    const loner = await signedIn(t, 'recruiter');
    assert.equal(
      (await put(loner.client, { assessmentType: 'company', responses: culture })).status,
      404,
    );
  });

  it('refuses bad answers naming the field', async () => {
    const { client } = await signedIn(t, 'recruiter');
    await client.post('/api/companies', { name: 'Bad Answers' });
    const cases: [unknown, string][] = [
      [
        { assessmentType: 'company', responses: { ...culture, workPace: 'frantic' } },
        'responses.workPace',
      ],
      [
        { assessmentType: 'company', responses: { ...culture, primaryValues: ['cash'] } },
        'responses.primaryValues',
      ],
      [{ assessmentType: 'company', responses: { ...culture, mood: 'happy' } }, 'responses.mood'],
      [{ assessmentType: 'team', responses: culture }, 'assessmentType'],
      [{ assessmentType: 'company' }, 'responses'],
    ];
    for (const [body, field] of cases) {
      const response = await put(client, body);
      assert.equal(response.status, 400, `${field}: ${response.text}`);
      assert.equal(response.body.field, field);
    }
    const noType = await client.get('/api/cultural-assessment');
    assert.equal(noType.status, 400);
    assert.equal(noType.body.field, 'assessmentType');
  });
});

describe('companies: public directory, profile, careers page and stats', () => {
  const tag = randomUUID().slice(0, 8);
  let slug: string;
  let openJobId: string;

  before(async () => {
    const { client, userId } = await signedIn(t, 'recruiter');
    const created = await client.post('/api/companies', {
      name: `Harbour ${tag}`,
      description: `Seaside dining ${tag}`,
    });
    slug = String(created.body.slug);
    const companyId = String(created.body.id);
    await client.request('PATCH', '/api/companies/mine', {
      json: { primaryColor: '#112233', careersHeadline: 'Join the crew' },
    });
    await put(client, { assessmentType: 'company', responses: culture });
    const bar = await insertVenue(t.db, companyId, {
      name: 'Harbour Bar',
      venueType: 'bar',
      city: 'Brighton',
    });
    const hotel = await insertVenue(t.db, companyId, { name: 'Old Hotel', venueType: 'hotel' });
    await t.db.query('UPDATE venues SET archived_at = now() WHERE id = $1', [hotel.id]);
    openJobId = (await insertJob(t.db, companyId, bar.id, { title: 'Bar Lead', urgent: true })).id;
    await insertJob(t.db, companyId, bar.id, { title: 'Draft Job', status: 'draft' });
    void userId;
    // A second company that matches neither the text nor the venue type.
    const other = await insertCompany(t.db, null, { name: `Other ${randomUUID().slice(0, 6)}` });
    await insertVenue(t.db, other.id, { venueType: 'cafe' });
  });

  it('GET /api/companies: text search, venue type filter, counts, pagination, no session', async () => {
    const found = await t.client().get(`/api/companies?q=${tag}`);
    assert.equal(found.status, 200);
    assert.equal(found.body.total, 1);
    assert.deepEqual(found.body.items, [
      {
        id: (found.body.items as { id: string }[])[0].id,
        name: `Harbour ${tag}`,
        slug,
        logoUrl: null,
        description: `Seaside dining ${tag}`,
        venueCount: 1,
        openJobs: 1,
        venueTypes: ['bar'],
      },
    ]);
    // By description too, and the venue type filter (archived venues do not count).
    assert.equal(
      (await t.client().get(`/api/companies?q=seaside%20dining%20${tag}`)).body.total,
      1,
    );
    assert.equal((await t.client().get(`/api/companies?q=${tag}&venueType=bar`)).body.total, 1);
    assert.equal((await t.client().get(`/api/companies?q=${tag}&venueType=hotel`)).body.total, 0);
    const cafes = await t.client().get('/api/companies?venueType=cafe&pageSize=1');
    assert.equal((cafes.body.items as unknown[]).length, 1);
    assert.equal(cafes.body.pageSize, 1);
    assert.ok(Number(cafes.body.total) >= 1);
    // LIKE wildcards are literal.
    assert.equal((await t.client().get('/api/companies?q=%25%25%25')).body.total, 0);
  });

  it("GET /api/companies?sort=openJobs: most open jobs first (the landing page's featured)", async () => {
    const busy = await insertCompany(t.db, null, { name: `Aaa Busy ${tag}` });
    const busyVenue = await insertVenue(t.db, busy.id, { venueType: 'cafe' });
    for (let i = 0; i < 2; i += 1) await insertJob(t.db, busy.id, busyVenue.id);
    await insertCompany(t.db, null, { name: `Aaa Quiet ${tag}` });

    const byName = await t.client().get(`/api/companies?q=${tag}`);
    assert.deepEqual(
      (byName.body.items as { name: string }[]).map((c) => c.name),
      [`Aaa Busy ${tag}`, `Aaa Quiet ${tag}`, `Harbour ${tag}`],
    );
    const featured = await t.client().get(`/api/companies?q=${tag}&sort=openJobs`);
    assert.equal(featured.status, 200);
    assert.deepEqual(
      (featured.body.items as { name: string; openJobs: number }[]).map((c) => [
        c.name,
        c.openJobs,
      ]),
      [
        [`Aaa Busy ${tag}`, 2],
        [`Harbour ${tag}`, 1],
        [`Aaa Quiet ${tag}`, 0],
      ],
    );
  });

  it('GET /api/companies: bad input names the field', async () => {
    for (const [query, field] of [
      ['venueType=pub', 'venueType'],
      ['pageSize=51', 'pageSize'],
      ['page=0', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['sort=popular', 'sort'],
    ]) {
      const response = await t.client().get(`/api/companies?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(response.body.field, field);
    }
  });

  it('GET /api/companies/:slug: profile with venues, culture and open jobs; 404 unknown', async () => {
    const profile = await t.client().get(`/api/companies/${slug}`);
    assert.equal(profile.status, 200);
    assert.equal(profile.body.name, `Harbour ${tag}`);
    assert.deepEqual(
      (profile.body.venues as Record<string, unknown>[]).map(({ id: _id, ...v }) => v),
      [
        {
          name: 'Harbour Bar',
          venueType: 'bar',
          city: 'Brighton',
          pace: 'fast',
          teamSize: 'medium',
        },
      ],
    );
    assert.deepEqual(profile.body.culture, culture);
    const jobs = profile.body.openJobs as Record<string, unknown>[];
    assert.equal(jobs.length, 1);
    assert.equal(jobs[0].id, openJobId);
    assert.equal(jobs[0].title, 'Bar Lead');
    assert.equal(jobs[0].venueName, 'Harbour Bar');
    assert.equal(jobs[0].city, 'Brighton');
    assert.equal(jobs[0].employmentType, 'full_time');
    assert.equal(jobs[0].salaryType, 'hourly');
    assert.equal(jobs[0].salaryAmount, 12.5);
    assert.equal(jobs[0].urgent, true);
    assert.equal(profile.body.branding, undefined);

    const unknown = await t.client().get('/api/companies/no-such-company-here');
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { message: 'Company not found' });
  });

  it('GET /api/careers/:slug: the profile plus branding', async () => {
    const careers = await t.client().get(`/api/careers/${slug}`);
    assert.equal(careers.status, 200);
    assert.deepEqual(careers.body.branding, {
      primaryColor: '#112233',
      accentColor: null,
      logoUrl: null,
      careersHeadline: 'Join the crew',
    });
    assert.equal((careers.body.openJobs as unknown[]).length, 1);
    assert.equal((await t.client().get('/api/careers/nope-nope')).status, 404);
  });

  it('GET /api/stats/marketplace: live counts', async () => {
    const before = await t.client().get('/api/stats/marketplace');
    assert.equal(before.status, 200);
    const company = await insertCompany(t.db, null);
    const venue = await insertVenue(t.db, company.id);
    await insertJob(t.db, company.id, venue.id);
    const after = await t.client().get('/api/stats/marketplace');
    assert.equal(after.body.companies, Number(before.body.companies) + 1);
    assert.equal(after.body.venues, Number(before.body.venues) + 1);
    assert.equal(after.body.openJobs, Number(before.body.openJobs) + 1);
  });
});

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { insertCompany, insertVenue, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const JSON_HEADERS = { 'content-type': 'application/json' };
const patch = (client: TestClient, path: string, json: unknown) =>
  client.request('PATCH', path, { json });

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('companies: my company, creating and editing it, onboarding status', () => {
  const stepsOf = (body: Record<string, unknown>) =>
    Object.fromEntries(
      (body.steps as { key: string; done: boolean }[]).map((step) => [step.key, step.done]),
    );

  it('GET /api/me/company: 401 without a session, 403 for a candidate, 404 without a company', async () => {
    assert.equal((await t.client().get('/api/me/company')).status, 401);
    const candidate = await signedIn(t, 'candidate');
    assert.equal((await candidate.client.get('/api/me/company')).status, 403);
    const recruiter = await signedIn(t, 'recruiter');
    const none = await recruiter.client.get('/api/me/company');
    assert.equal(none.status, 404);
    assert.equal(typeof none.body.message, 'string');
  });

  it('creates a company: 201, a slug from the name, owner, step company_profile done; 409 the second time', async () => {
    const { client } = await signedIn(t, 'recruiter');
    const name = `Café Rouge ${randomUUID().slice(0, 6)}`;
    const created = await client.post('/api/companies', {
      name: `  ${name} `,
      description: 'Bistro group',
      websiteUrl: 'https://caferouge.example',
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.name, name);
    assert.match(String(created.body.slug), /^cafe-rouge-[a-z0-9]+$/);
    assert.equal(created.body.websiteUrl, 'https://caferouge.example');
    assert.equal(created.body.logoUrl, null);

    const mine = await client.get('/api/me/company');
    assert.equal(mine.status, 200);
    assert.equal(mine.body.companyId, created.body.id);
    assert.equal(mine.body.role, 'owner');
    assert.equal((mine.body.company as { name: string }).name, name);

    const status = await client.get(`/api/onboarding/company/${String(created.body.id)}/status`);
    assert.equal(status.status, 200);
    assert.equal(status.body.allRequiredDone, false);
    assert.equal(status.body.percent, 33);
    assert.deepEqual(stepsOf(status.body), {
      company_profile: true,
      first_venue: false,
      culture_assessment: false,
      branding: false,
    });

    const again = await client.post('/api/companies', { name: 'Second' });
    assert.equal(again.status, 409);
    assert.equal(typeof again.body.message, 'string');
  });

  it('makes slugs unique with a numeric suffix', async () => {
    const name = `Clash Group ${randomUUID().slice(0, 6)}`;
    const slugs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { client } = await signedIn(t, 'recruiter');
      const created = await client.post('/api/companies', { name });
      assert.equal(created.status, 201);
      slugs.push(String(created.body.slug));
    }
    assert.equal(slugs[1], `${slugs[0]}-2`);
    assert.equal(slugs[2], `${slugs[0]}-3`);
  });

  it('refuses bad company input naming the field; 401 and 403 by role', async () => {
    const { client } = await signedIn(t, 'recruiter');
    const missing = await client.post('/api/companies', { description: 'x' });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.field, 'name');
    const blank = await client.post('/api/companies', { name: '   ' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.field, 'name');
    const unknown = await client.post('/api/companies', { name: 'A', owner: 'me' });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.field, 'owner');
    const badUrl = await client.post('/api/companies', { name: 'A', websiteUrl: 'not a url' });
    assert.equal(badUrl.status, 400);
    assert.equal(badUrl.body.field, 'websiteUrl');
    assert.equal((await t.client().post('/api/companies', { name: 'A' })).status, 401);
    const candidate = await signedIn(t, 'candidate');
    assert.equal((await candidate.client.post('/api/companies', { name: 'A' })).status, 403);
  });

  it('PATCH /api/companies/mine edits the company and marks branding done', async () => {
    const { client } = await signedIn(t, 'recruiter');
    const created = await client.post('/api/companies', { name: 'Patch Me' });
    const edited = await patch(client, '/api/companies/mine', { description: 'New words' });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.description, 'New words');
    assert.equal(edited.body.slug, created.body.slug);
    let status = await client.get(`/api/onboarding/company/${String(created.body.id)}/status`);
    assert.equal(stepsOf(status.body).branding, false);

    const branded = await patch(client, '/api/companies/mine', {
      primaryColor: '#1a2b3c',
      accentColor: '#FFAA00',
      careersHeadline: 'Come and cook with us',
    });
    assert.equal(branded.status, 200);
    assert.equal(branded.body.primaryColor, '#1a2b3c');
    assert.equal(branded.body.careersHeadline, 'Come and cook with us');
    status = await client.get(`/api/onboarding/company/${String(created.body.id)}/status`);
    assert.equal(stepsOf(status.body).branding, true);
    // Branding is optional: the required steps are still not all done.
    assert.equal(status.body.allRequiredDone, false);

    const badColor = await patch(client, '/api/companies/mine', { primaryColor: 'red' });
    assert.equal(badColor.status, 400);
    assert.equal(badColor.body.field, 'primaryColor');
    const empty = await patch(client, '/api/companies/mine', {});
    assert.equal(empty.status, 400);
    const unknown = await patch(client, '/api/companies/mine', { slug: 'mine' });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.field, 'slug');
  });

  it('PATCH /api/companies/mine: 401, 403 for a candidate, 404 without a company', async () => {
    assert.equal((await patch(t.client(), '/api/companies/mine', { name: 'X' })).status, 401);
    const candidate = await signedIn(t, 'candidate');
    assert.equal((await patch(candidate.client, '/api/companies/mine', { name: 'X' })).status, 403);
    const recruiter = await signedIn(t, 'recruiter');
    assert.equal((await patch(recruiter.client, '/api/companies/mine', { name: 'X' })).status, 404);
  });

  it('onboarding status: 404 for another company, 400 for a bad id, 401, 403', async () => {
    const owner = await signedIn(t, 'recruiter');
    const company = await insertCompany(t.db, owner.userId);
    const other = await signedIn(t, 'recruiter');
    await insertCompany(t.db, other.userId);
    const path = `/api/onboarding/company/${company.id}/status`;
    const mine = await owner.client.get(path);
    assert.equal(mine.status, 200);
    // A company without step rows (seeded) has nothing done.
    assert.equal(mine.body.percent, 0);
    assert.equal((mine.body.steps as unknown[]).length, 4);
    assert.equal((await other.client.get(path)).status, 404);
    const bad = await owner.client.get('/api/onboarding/company/nope/status');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'companyId');
    assert.equal((await t.client().get(path)).status, 401);
    const candidate = await signedIn(t, 'candidate');
    assert.equal((await candidate.client.get(path)).status, 403);
  });
});

describe('companies: venues', () => {
  let owner: { client: TestClient; userId: string };
  let companyId: string;
  let stranger: { client: TestClient; userId: string };
  let strangerVenueId: string;

  const venue = {
    name: 'The Anchor',
    venueType: 'bar',
    city: 'Bristol',
    postcode: 'bs1 4dj',
    addressLine: '1 Quay St',
    pace: 'fast',
    teamSize: 'small',
    guestInteraction: 'high',
    serviceApproach: 'casual',
    primaryValues: ['teamwork', 'quality'],
  };

  before(async () => {
    owner = await signedIn(t, 'recruiter');
    const created = await owner.client.post('/api/companies', { name: 'Venue Group' });
    companyId = String(created.body.id);
    stranger = await signedIn(t, 'recruiter');
    const strangerCompany = await insertCompany(t.db, stranger.userId);
    strangerVenueId = (await insertVenue(t.db, strangerCompany.id)).id;
  });

  it('adds a venue: 201, marks first_venue done', async () => {
    const created = await owner.client.post('/api/companies/mine/venues', venue);
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.name, 'The Anchor');
    assert.equal(created.body.venueType, 'bar');
    assert.equal(created.body.postcode, 'BS1 4DJ');
    assert.deepEqual(created.body.primaryValues, ['teamwork', 'quality']);
    assert.equal(created.body.archived, false);
    assert.equal(created.body.companyId, companyId);
    const status = await owner.client.get(`/api/onboarding/company/${companyId}/status`);
    const steps = status.body.steps as { key: string; done: boolean }[];
    assert.equal(steps.find((s) => s.key === 'first_venue')?.done, true);
    assert.equal(status.body.percent, 67);
  });

  it('refuses bad venue input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...venue, venueType: 'pub' }, 'venueType'],
      [{ ...venue, name: undefined }, 'name'],
      [{ ...venue, city: '  ' }, 'city'],
      [{ ...venue, pace: 'slow' }, 'pace'],
      [{ ...venue, primaryValues: ['money'] }, 'primaryValues'],
      [{ ...venue, name: 'x'.repeat(121) }, 'name'],
      [{ ...venue, companyId }, 'companyId'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.client.post('/api/companies/mine/venues', body);
      assert.equal(response.status, 400, `${field}: ${response.text}`);
      assert.equal(response.body.field, field);
    }
  });

  it('venues: 401 without a session, 403 for a candidate, 404 without a company', async () => {
    assert.equal((await t.client().get('/api/companies/mine/venues')).status, 401);
    assert.equal((await t.client().post('/api/companies/mine/venues', venue)).status, 401);
    const candidate = await signedIn(t, 'candidate');
    assert.equal((await candidate.client.get('/api/companies/mine/venues')).status, 403);
    assert.equal((await candidate.client.post('/api/companies/mine/venues', venue)).status, 403);
    const loner = await signedIn(t, 'recruiter');
    assert.equal((await loner.client.post('/api/companies/mine/venues', venue)).status, 404);
  });

  it('edits, archives, unarchives and lists venues', async () => {
    const created = await owner.client.post('/api/companies/mine/venues', {
      name: 'Harbour Hotel',
      venueType: 'hotel',
      city: 'Bristol',
    });
    const id = String(created.body.id);
    const edited = await patch(owner.client, `/api/venues/${id}`, {
      pace: 'relaxed',
      postcode: null,
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.pace, 'relaxed');
    assert.equal(edited.body.name, 'Harbour Hotel');

    const archived = await owner.client.post(`/api/venues/${id}/archive`);
    assert.equal(archived.status, 200);
    assert.equal(archived.body.archived, true);
    let list = await owner.client.get('/api/companies/mine/venues');
    assert.equal(list.status, 200);
    const names = (body: Record<string, unknown>) =>
      (body.items as { name: string }[]).map((item) => item.name);
    assert.ok(!names(list.body).includes('Harbour Hotel'));
    list = await owner.client.get('/api/companies/mine/venues?includeArchived=true');
    assert.ok(names(list.body).includes('Harbour Hotel'));
    assert.equal(list.body.total, 2);
    assert.equal(list.body.page, 1);

    const restored = await owner.client.post(`/api/venues/${id}/unarchive`);
    assert.equal(restored.body.archived, false);
    list = await owner.client.get('/api/companies/mine/venues');
    assert.ok(names(list.body).includes('Harbour Hotel'));

    const bad = await patch(owner.client, `/api/venues/${id}`, { teamSize: 'huge' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'teamSize');
    const badQuery = await owner.client.get('/api/companies/mine/venues?pageSize=500');
    assert.equal(badQuery.status, 400);
    assert.equal(badQuery.body.field, 'pageSize');
  });

  it('GET /api/venues/:id: the venue with its open jobs and hires', async () => {
    const created = await owner.client.post('/api/companies/mine/venues', {
      name: 'Counted Cafe',
      venueType: 'cafe',
      city: 'Leeds',
    });
    const id = String(created.body.id);
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO jobs (company_id, venue_id, title, employment_type, status, published_at)
       VALUES ($1, $2, 'Barista', 'full_time', 'open', now()),
              ($1, $2, 'Cook', 'full_time', 'draft', NULL) RETURNING id`,
      [companyId, id],
    );
    const candidate = await signedIn(t, 'candidate');
    await t.db.query(
      `INSERT INTO applications (job_id, company_id, candidate_id, status) VALUES ($1, $2, $3, 'accepted')`,
      [rows[0].id, companyId, candidate.userId],
    );
    const one = await owner.client.get(`/api/venues/${id}`);
    assert.equal(one.status, 200);
    assert.equal(one.body.name, 'Counted Cafe');
    assert.equal(one.body.openJobs, 1);
    assert.equal(one.body.hires, 1);
  });

  it("another company's venue is 404 for every venue route; a bad id is 400", async () => {
    const base = `/api/venues/${strangerVenueId}`;
    assert.equal((await owner.client.get(base)).status, 404);
    assert.equal((await patch(owner.client, base, { name: 'Mine now' })).status, 404);
    assert.equal((await owner.client.post(`${base}/archive`)).status, 404);
    assert.equal((await owner.client.post(`${base}/unarchive`)).status, 404);
    const bad = await owner.client.get('/api/venues/123');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'id');
    assert.equal((await t.client().get(base)).status, 401);
    assert.equal((await t.client().post(`${base}/archive`)).status, 401);
    const candidate = await signedIn(t, 'candidate');
    assert.equal((await candidate.client.get(base)).status, 403);
    assert.equal(
      (
        await candidate.client.request('PATCH', base, {
          json: { name: 'x' },
          headers: JSON_HEADERS,
        })
      ).status,
      403,
    );
  });
});

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { saveCandidateCulture } from '../src/modules/candidates/culture.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';
import { signedIn } from './support/fixtures.js';

const put = (client: TestClient, path: string, json: unknown) =>
  client.request('PUT', path, { json });

describe('GET/PUT /api/profile', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  test('404 with a message before the profile exists', async () => {
    const { client } = await signedIn(app, 'candidate');
    const response = await client.get('/api/profile');
    assert.equal(response.status, 404);
    assert.equal(typeof response.body.message, 'string');
  });

  test('PUT creates the profile, normalises skills and availability; GET reads it', async () => {
    const { client } = await signedIn(app, 'candidate');
    const created = await put(client, '/api/profile', {
      bio: '  Barista with latte art.  ',
      skills: ['Latte Art', ' latte art', 'Customer Service'],
      availability: ['sat_evening', 'mon_morning', 'sat_evening'],
      location: 'Manchester',
    });
    assert.equal(created.status, 200, created.text);
    assert.deepEqual(created.body.skills, ['latte art', 'customer service']);
    assert.deepEqual(created.body.availability, ['mon_morning', 'sat_evening']);
    assert.equal(created.body.bio, 'Barista with latte art.');
    assert.equal(created.body.location, 'Manchester');
    assert.equal(created.body.visibleInTalentPool, false);
    assert.equal(created.body.personalityType, null);
    assert.equal(created.body.culturalAlignmentScore, null);
    assert.equal(created.body.completion, 25 + 15 + 15);

    const read = await client.get('/api/profile');
    assert.equal(read.status, 200);
    assert.deepEqual(read.body, created.body);
  });

  test('PUT is partial: fields not sent are kept; null clears', async () => {
    const { client } = await signedIn(app, 'candidate');
    await put(client, '/api/profile', {
      bio: 'Chef',
      experience: '5 years',
      phoneNumber: '+44 7700 900123',
    });
    const changed = await put(client, '/api/profile', { bio: null, visibleInTalentPool: true });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.bio, null);
    assert.equal(changed.body.experience, '5 years');
    assert.equal(changed.body.phoneNumber, '+44 7700 900123');
    assert.equal(changed.body.visibleInTalentPool, true);
    assert.equal(changed.body.completion, 25 + 15 + 10);
  });

  test('culturalAlignmentScore reflects the culture answers', async () => {
    const { client, userId } = await signedIn(app, 'candidate');
    await put(client, '/api/profile', { bio: 'Host' });
    await saveCandidateCulture(app.db, userId, {
      workPace: 'fast',
      guestInteraction: 'high',
      teamSize: 'small',
      serviceApproach: 'casual',
      primaryValues: ['teamwork'],
    });
    const response = await client.get('/api/profile');
    assert.equal(response.body.culturalAlignmentScore, 100);
  });

  test('bad input is refused naming the field', async () => {
    const { client } = await signedIn(app, 'candidate');
    const cases: [Record<string, unknown>, string][] = [
      [{ phoneNumber: 'call me' }, 'phoneNumber'],
      [{ skills: Array.from({ length: 51 }, (_, i) => `skill ${i}`) }, 'skills'],
      [{ skills: ['x'.repeat(61)] }, 'skills'],
      [{ availability: ['monday'] }, 'availability'],
      [{ location: 'x'.repeat(101) }, 'location'],
      [{ bio: 'x'.repeat(5001) }, 'bio'],
      [{ visibleInTalentPool: 'yes' }, 'visibleInTalentPool'],
      [{ personalityType: 'The Host' }, 'personalityType'],
    ];
    for (const [body, field] of cases) {
      const response = await put(client, '/api/profile', body);
      assert.equal(response.status, 400, field);
      assert.equal(response.body.field, field);
      assert.equal(typeof response.body.message, 'string');
    }
  });

  test('structured experience, home area (from the UK places data) and travel distance', async () => {
    const { client, userId } = await signedIn(app, 'candidate');
    const saved = await put(client, '/api/profile', {
      experience: '3 years as a waitress; 1 year as a barista',
      experienceRoles: [
        { role: 'waiter', venueType: 'restaurant', years: 3 },
        { role: 'barista', venueType: 'cafe', years: 1 },
      ],
      homeArea: '  salford ',
    });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body.experienceRoles, [
      { role: 'waiter', venueType: 'restaurant', years: 3 },
      { role: 'barista', venueType: 'cafe', years: 1 },
    ]);
    // The free text stays a note; the data set names the place; a first home area gets 10 miles.
    assert.equal(saved.body.experience, '3 years as a waitress; 1 year as a barista');
    assert.equal(saved.body.homeArea, 'Salford');
    assert.equal(saved.body.travelMiles, 10);

    const district = await put(client, '/api/profile', { homeArea: 'm1 1ae', travelMiles: 5 });
    assert.equal(district.body.homeArea, 'M1');
    assert.equal(district.body.travelMiles, 5);
    const kept = await put(client, '/api/profile', { homeArea: 'Leeds' });
    assert.equal(kept.body.travelMiles, 5);

    const unknown = await put(client, '/api/profile', { homeArea: 'Atlantis' });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.field, 'homeArea');
    assert.match(String(unknown.body.message), /Atlantis/);

    const cleared = await put(client, '/api/profile', { homeArea: null });
    assert.equal(cleared.body.homeArea, null);
    const { rows } = await app.db.query<{ home_lat: number | null }>(
      'SELECT home_lat FROM candidate_profiles WHERE user_id = $1',
      [userId],
    );
    assert.equal(rows[0]?.home_lat ?? null, null);

    for (const [body, field] of [
      [{ experienceRoles: [{ role: 'astronaut', venueType: 'bar', years: 1 }] }, 'experienceRoles'],
      [{ experienceRoles: [{ role: 'chef', venueType: 'bar', years: 0.3 }] }, 'experienceRoles'],
      [{ travelMiles: 0 }, 'travelMiles'],
      [{ travelMiles: 5.5 }, 'travelMiles'],
    ] as [Record<string, unknown>, string][]) {
      const response = await put(client, '/api/profile', body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.ok(String(response.body.field).startsWith(field), response.text);
    }
  });

  test('401 without a session, 403 for a recruiter', async () => {
    const anonymous = app.client();
    assert.equal((await anonymous.get('/api/profile')).status, 401);
    assert.equal((await put(anonymous, '/api/profile', { bio: 'x' })).status, 401);
    const { client } = await signedIn(app, 'recruiter');
    assert.equal((await client.get('/api/profile')).status, 403);
    assert.equal((await put(client, '/api/profile', { bio: 'x' })).status, 403);
  });

  test("a candidate never reads another candidate's profile", async () => {
    const a = await signedIn(app, 'candidate');
    await put(a.client, '/api/profile', { bio: 'Private bio' });
    const b = await signedIn(app, 'candidate');
    const response = await b.client.get('/api/profile');
    assert.equal(response.status, 404);
    assert.ok(!response.text.includes('Private bio'));
  });
});

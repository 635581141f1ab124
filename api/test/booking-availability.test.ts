import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertCompany, insertVenue, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 32, item 1: each recruiter's own weekly availability, GET/PUT /api/me/availability.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const PATH = '/api/me/availability';
const put = (client: TestClient, json: unknown) =>
  client.request('PUT', PATH, { json, headers: { 'content-type': 'application/json' } });

const availability = (fields: Record<string, unknown> = {}) => ({
  venueId: null,
  weekly: [
    { day: 'mon', from: '09:00', to: '12:00' },
    { day: 'mon', from: '14:00', to: '17:30' },
    { day: 'sat', from: '10:00', to: '14:00' },
  ],
  slotMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 12,
  horizonDays: 21,
  datesOff: ['2026-12-25', '2026-12-24', '2026-12-25'],
  ...fields,
});

describe('GET/PUT /api/me/availability', () => {
  test('defaults before any PUT: no ranges', async () => {
    const { recruiter } = await recruiterWithJob(app);
    const response = await recruiter.client.get(PATH);
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(response.body, {
      venueId: null,
      weekly: [],
      slotMinutes: 30,
      bufferMinutes: 0,
      noticeHours: 24,
      horizonDays: 14,
      datesOff: [],
      meetingUrl: null,
    });
  });

  test('PUT stores the whole availability (several ranges a day, days off once, in order)', async () => {
    const { recruiter, venue } = await recruiterWithJob(app);
    const saved = await put(recruiter.client, availability({ venueId: venue.id }));
    assert.equal(saved.status, 200, saved.text);
    const expected = {
      ...availability({ venueId: venue.id }),
      datesOff: ['2026-12-24', '2026-12-25'],
      meetingUrl: null,
    };
    assert.deepEqual(saved.body, expected);
    assert.deepEqual((await recruiter.client.get(PATH)).body, expected);
    // Each recruiter has their own.
    const { recruiter: other } = await recruiterWithJob(app);
    assert.deepEqual((await other.client.get(PATH)).body.weekly, []);
    // A second PUT replaces it; datesOff may be left out (none).
    const second = availability({ weekly: [{ day: 'tue', from: '08:00', to: '09:00' }] });
    delete (second as { datesOff?: unknown }).datesOff;
    const replaced = await put(recruiter.client, second);
    assert.equal(replaced.status, 200, replaced.text);
    assert.deepEqual(replaced.body.weekly, [{ day: 'tue', from: '08:00', to: '09:00' }]);
    assert.deepEqual(replaced.body.datesOff, []);
    assert.equal(replaced.body.venueId, null);
  });

  test('nonsense is a 400 naming the field, and the stored one stays', async () => {
    const { recruiter, venue } = await recruiterWithJob(app);
    const stored = availability({ venueId: venue.id });
    assert.equal((await put(recruiter.client, stored)).status, 200);
    const otherCompany = await insertCompany(app.db, null);
    const foreignVenue = await insertVenue(app.db, otherCompany.id);
    const range = (fields: Record<string, string>) => ({
      weekly: [
        { day: 'mon', from: '09:00', to: '10:00' },
        { day: 'tue', from: '09:00', to: '10:00', ...fields },
      ],
    });
    const cases: [Record<string, unknown>, string][] = [
      [range({ from: '10:00', to: '10:00' }), 'weekly.to'],
      [range({ from: '11:00', to: '10:00' }), 'weekly.to'],
      [range({ to: '25:00' }), 'weekly.to'],
      [range({ from: '9:00' }), 'weekly.from'],
      [range({ day: 'someday' }), 'weekly.day'],
      [{ slotMinutes: 10 }, 'slotMinutes'],
      [{ slotMinutes: 241 }, 'slotMinutes'],
      [{ bufferMinutes: -1 }, 'bufferMinutes'],
      [{ bufferMinutes: 121 }, 'bufferMinutes'],
      [{ noticeHours: 169 }, 'noticeHours'],
      [{ horizonDays: 0 }, 'horizonDays'],
      [{ horizonDays: 61 }, 'horizonDays'],
      [{ datesOff: ['2026-02-30'] }, 'datesOff'],
      [{ venueId: foreignVenue.id }, 'venueId'],
      [{ colour: 'blue' }, 'colour'],
    ];
    for (const [fields, field] of cases) {
      const response = await put(recruiter.client, availability(fields));
      assert.equal(response.status, 400, `${JSON.stringify(fields)}: ${response.text}`);
      assert.equal(response.body.field, field, JSON.stringify(fields));
      assert.equal(typeof response.body.message, 'string');
    }
    const after = await recruiter.client.get(PATH);
    assert.equal(after.body.venueId, venue.id);
    assert.deepEqual(after.body.weekly, stored.weekly);
    assert.equal(after.body.slotMinutes, 30);
  });

  test('recruiters only: signed out 401, a candidate 403', async () => {
    const candidate = await signedIn(app, 'candidate', 'Ivy');
    assert.equal((await app.client().get(PATH)).status, 401);
    assert.equal((await candidate.client.get(PATH)).status, 403);
    assert.equal((await put(candidate.client, availability())).status, 403);
    assert.equal((await put(app.client(), availability())).status, 401);
  });

  test('a recruiter with no company yet may keep hours, but no venue', async () => {
    const recruiter = await signedIn(app, 'recruiter', 'Nora');
    const ok = await put(recruiter.client, availability());
    assert.equal(ok.status, 200, ok.text);
    const otherCompany = await insertCompany(app.db, null);
    const venue = await insertVenue(app.db, otherCompany.id);
    const refused = await put(recruiter.client, availability({ venueId: venue.id }));
    assert.equal(refused.status, 400);
    assert.equal(refused.body.field, 'venueId');
  });
});

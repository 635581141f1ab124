import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
/** `days` from now at `hh:mm` UTC, milliseconds written (as the API answers). */
function dayAt(days: number, hours: number, minutes: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(hours, minutes, 0, 0);
  return at.toISOString();
}
// Interviews lie between now and a year ahead (shared-kernel/rules INPUT_WINDOWS).
const STARTS_AT = dayAt(30, 9, 30);
const MOVED_TO = dayAt(31, 10, 0);
/** STARTS_AT written without milliseconds: the same instant. */
const STARTS_AT_SECONDS = STARTS_AT.replace('.000Z', 'Z');
const bodiless = (client: TestClient, path: string) =>
  client.request('POST', path, { headers: { 'content-type': 'application/json' } });

const interview = (fields: Record<string, unknown> = {}) => ({
  startsAt: STARTS_AT,
  durationMinutes: 45,
  mode: 'in_person',
  location: 'The Test Kitchen, 1 High St',
  interviewerName: 'Rita Manager',
  ...fields,
});

async function setup(status = 'applied') {
  const base = await recruiterWithJob(app);
  const candidate = await signedIn(app, 'candidate', 'Ivy');
  const application = await insertApplication(app.db, base.job.id, candidate.userId, status);
  return { ...base, candidate, applicationId: application.id };
}

async function typesOf(userId: string) {
  const { rows } = await app.db.query<{ type: string; href: string }>(
    'SELECT type, href FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

async function applicationStatus(id: string) {
  const { rows } = await app.db.query<{ status: string }>(
    'SELECT status FROM applications WHERE id = $1',
    [id],
  );
  return rows[0].status;
}

describe('POST /api/applications/:id/interviews', () => {
  test('schedules, moves applied to interviewed, tells the candidate', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const response = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview(),
    );
    assert.equal(response.status, 201, response.text);
    assert.equal(response.body.status, 'scheduled');
    assert.equal(response.body.startsAt, STARTS_AT);
    assert.equal(response.body.durationMinutes, 45);
    assert.equal(response.body.interviewerName, 'Rita Manager');
    assert.equal(await applicationStatus(applicationId), 'interviewed');
    assert.deepEqual(await typesOf(candidate.userId), [
      { type: 'interview.scheduled', href: '/interviews' },
    ]);
    // A second interview leaves the status as it is.
    const second = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview({ mode: 'video', meetingUrl: 'https://meet.example.com/abc', location: undefined }),
    );
    assert.equal(second.status, 201);
    const detail = await candidate.client.get(`/api/applications/${applicationId}`);
    assert.equal((detail.body.interviews as unknown[]).length, 2);
  });

  test('a closed application: 409', async () => {
    const { recruiter, applicationId } = await setup('rejected');
    const response = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview(),
    );
    assert.equal(response.status, 409);
  });

  test('bad input, 401, 403, 404', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const { recruiter: stranger } = await recruiterWithJob(app);
    const path = `/api/applications/${applicationId}/interviews`;
    const cases: [Record<string, unknown>, string][] = [
      [interview({ startsAt: 'tomorrow' }), 'startsAt'],
      [interview({ durationMinutes: 500 }), 'durationMinutes'],
      [interview({ mode: 'carrier_pigeon' }), 'mode'],
      [interview({ meetingUrl: 'javascript:alert(1)' }), 'meetingUrl'],
      [interview({ videoUrl: 'javascript:alert(1)' }), 'videoUrl'],
      [interview({ interviewerName: undefined }), 'interviewerName'],
      [interview({ room: 4 }), 'room'],
    ];
    for (const [json, field] of cases) {
      const response = await recruiter.client.post(path, json);
      assert.equal(response.status, 400, JSON.stringify(json));
      assert.equal(response.body.field, field);
    }
    assert.equal((await app.client().post(path, interview())).status, 401);
    assert.equal((await candidate.client.post(path, interview())).status, 403);
    assert.equal((await stranger.client.post(path, interview())).status, 404);
    const unknown = `/api/applications/${randomUUID()}/interviews`;
    assert.equal((await recruiter.client.post(unknown, interview())).status, 404);
  });
});

describe('changing an interview', () => {
  test('reschedule, confirm, cancel; each side told', async () => {
    const { recruiter, candidate, applicationId } = await setup('reviewed');
    const created = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview(),
    );
    const id = String(created.body.id);

    const confirmed = await bodiless(candidate.client, `/api/interviews/${id}/confirm`);
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(confirmed.body.status, 'confirmed');
    assert.deepEqual(await typesOf(recruiter.userId), [
      { type: 'interview.confirmed', href: '/interviews' },
    ]);

    const moved = await recruiter.client.request('PATCH', `/api/interviews/${id}`, {
      json: { startsAt: MOVED_TO.replace('.000Z', 'Z'), durationMinutes: 60 },
    });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.startsAt, MOVED_TO);
    assert.equal(moved.body.durationMinutes, 60);
    assert.equal(moved.body.status, 'scheduled'); // to be confirmed again
    assert.equal(moved.body.location, 'The Test Kitchen, 1 High St');

    const cancelled = await bodiless(recruiter.client, `/api/interviews/${id}/cancel`);
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.status, 'cancelled');
    assert.deepEqual(
      (await typesOf(candidate.userId)).map((n) => n.type),
      ['interview.scheduled', 'interview.updated', 'interview.cancelled'],
    );
    assert.equal((await bodiless(recruiter.client, `/api/interviews/${id}/cancel`)).status, 409);
    assert.equal((await bodiless(candidate.client, `/api/interviews/${id}/confirm`)).status, 409);
    const late = await recruiter.client.request('PATCH', `/api/interviews/${id}`, {
      json: { durationMinutes: 30 },
    });
    assert.equal(late.status, 409);
  });

  test('a reschedule changes only the fields it sends; the same time keeps the confirmation', async () => {
    const { recruiter, candidate, applicationId } = await setup('reviewed');
    const created = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview(),
    );
    const path = `/api/interviews/${String(created.body.id)}`;
    await bodiless(candidate.client, `${path}/confirm`);

    const toVideo = await recruiter.client.request('PATCH', path, {
      json: {
        mode: 'video',
        meetingUrl: 'https://meet.example.com/xyz',
        location: '  ',
        startsAt: STARTS_AT_SECONDS,
      },
    });
    assert.equal(toVideo.status, 200, toVideo.text);
    assert.equal(toVideo.body.mode, 'video');
    assert.equal(toVideo.body.meetingUrl, 'https://meet.example.com/xyz');
    assert.equal(toVideo.body.location, null, 'a blank location clears it');
    assert.equal(toVideo.body.startsAt, STARTS_AT);
    assert.equal(toVideo.body.status, 'confirmed', 'not moved: still confirmed');
    assert.equal(toVideo.body.durationMinutes, 45);
    assert.equal(toVideo.body.interviewerName, 'Rita Manager');

    const renamed = await recruiter.client.request('PATCH', path, {
      json: { interviewerName: '  Sam Chef ' },
    });
    assert.equal(renamed.status, 200, renamed.text);
    assert.equal(renamed.body.interviewerName, 'Sam Chef');
    assert.equal(renamed.body.mode, 'video');
    assert.equal(renamed.body.meetingUrl, 'https://meet.example.com/xyz');
    assert.equal(renamed.body.location, null);
    assert.equal(renamed.body.status, 'confirmed');
  });

  test('bad input, 401, 403, 404', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const { recruiter: stranger } = await recruiterWithJob(app);
    const otherCandidate = await signedIn(app, 'candidate');
    const created = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview(),
    );
    const id = String(created.body.id);
    const empty = await recruiter.client.request('PATCH', `/api/interviews/${id}`, { json: {} });
    assert.equal(empty.status, 400);
    const bad = await recruiter.client.request('PATCH', `/api/interviews/${id}`, {
      json: { durationMinutes: 2 },
    });
    assert.equal(bad.body.field, 'durationMinutes');
    const patchBody = { json: { durationMinutes: 30 } };
    assert.equal(
      (await app.client().request('PATCH', `/api/interviews/${id}`, patchBody)).status,
      401,
    );
    assert.equal(
      (await candidate.client.request('PATCH', `/api/interviews/${id}`, patchBody)).status,
      403,
    );
    assert.equal(
      (await stranger.client.request('PATCH', `/api/interviews/${id}`, patchBody)).status,
      404,
    );
    assert.equal((await bodiless(stranger.client, `/api/interviews/${id}/cancel`)).status, 404);
    assert.equal((await bodiless(candidate.client, `/api/interviews/${id}/cancel`)).status, 403);
    assert.equal(
      (await bodiless(otherCandidate.client, `/api/interviews/${id}/confirm`)).status,
      404,
    );
    assert.equal((await bodiless(recruiter.client, `/api/interviews/${id}/confirm`)).status, 403);
    assert.equal((await bodiless(app.client(), `/api/interviews/${id}/confirm`)).status, 401);
  });
});

describe('reading interviews', () => {
  test('GET /api/interviews: each side sees its own, upcoming and past', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const { recruiter: stranger } = await recruiterWithJob(app);
    const path = `/api/applications/${applicationId}/interviews`;
    await recruiter.client.post(path, interview({ startsAt: inDays(3) }));
    // An interview that has happened: scheduled ahead (the API takes no past time), then its
    // time passes.
    const held = await recruiter.client.post(path, interview({ startsAt: inDays(4) }));
    assert.equal(held.status, 201, held.text);
    await app.db.query(
      "UPDATE interviews SET starts_at = now() - interval '3 days' WHERE id = $1",
      [held.body.id],
    );
    for (const client of [candidate.client, recruiter.client]) {
      const response = await client.get('/api/interviews');
      assert.equal(response.status, 200);
      assert.equal((response.body.upcoming as unknown[]).length, 1);
      assert.equal((response.body.past as unknown[]).length, 1);
    }
    const none = await stranger.client.get('/api/interviews');
    assert.deepEqual(none.body, { upcoming: [], past: [] });
    assert.equal((await app.client().get('/api/interviews')).status, 401);
  });

  test('GET /api/interviews/:id/calendar.ics', async () => {
    const { recruiter, candidate, applicationId } = await setup();
    const { recruiter: stranger } = await recruiterWithJob(app);
    const created = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview({ location: 'Bar; upstairs, room 2' }),
    );
    const id = String(created.body.id);
    for (const client of [candidate.client, recruiter.client]) {
      const response = await client.get(`/api/interviews/${id}/calendar.ics`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/calendar/);
      const text = response.text;
      assert.ok(text.startsWith('BEGIN:VCALENDAR\r\n'));
      assert.ok(text.endsWith('END:VCALENDAR\r\n'));
      assert.ok(!/[^\r]\n/.test(text), 'every line ends with CRLF');
      const lines = text.split('\r\n');
      assert.ok(lines.includes('BEGIN:VEVENT'));
      assert.ok(lines.includes(`UID:interview-${id}@hospohire`));
      // STARTS_AT (09:30 UTC) and 45 minutes later, in iCalendar's basic format.
      const day = STARTS_AT.slice(0, 10).replace(/-/g, '');
      assert.ok(lines.includes(`DTSTART:${day}T093000Z`));
      assert.ok(lines.includes(`DTEND:${day}T101500Z`));
      assert.ok(lines.includes('LOCATION:Bar\\; upstairs\\, room 2'));
      assert.ok(lines.some((line) => line.startsWith('SUMMARY:Interview: Bartender at ')));
      assert.ok(lines.every((line) => Buffer.byteLength(line) <= 75));
    }
    assert.equal((await stranger.client.get(`/api/interviews/${id}/calendar.ics`)).status, 404);
    const other = await signedIn(app, 'candidate');
    assert.equal((await other.client.get(`/api/interviews/${id}/calendar.ics`)).status, 404);
    assert.equal((await app.client().get(`/api/interviews/${id}/calendar.ics`)).status, 401);
  });
});

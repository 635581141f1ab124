import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { daysFromToday, londonDay } from 'shared-kernel/rules';
import type { NotificationEvent } from '../src/events/bus.js';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 32, items 2–5: the invitation to book, the free slots, booking with one winner, and the
// candidate's reschedule and cancel, each with both sides told (live, and by e-mail with .ics).

let app: TestApp;
const live: NotificationEvent[] = [];
before(async () => {
  app = await startTestApp();
  app.app.events.subscribe((event) => live.push(event));
});
after(async () => {
  await app.close();
});

const TAKEN = 'That time has just been taken';
const DAY_OFF = daysFromToday(3);
const put = (client: TestClient, path: string, json: unknown) =>
  client.request('PUT', path, { json, headers: { 'content-type': 'application/json' } });
const bodiless = (client: TestClient, path: string) =>
  client.request('POST', path, { headers: { 'content-type': 'application/json' } });
const london = (iso: string, pattern: string) => format(new TZDate(iso, 'Europe/London'), pattern);
const minutesBetween = (from: string, to: string) =>
  (new Date(to).getTime() - new Date(from).getTime()) / 60_000;

type Slot = { startsAt: string; endsAt: string };
type Person = Awaited<ReturnType<typeof signedIn>>;

/** A recruiter available every day 09:00–17:00 London (15 min buffer), with n applicants. */
async function world(candidates = 1) {
  const base = await recruiterWithJob(app);
  const saved = await put(base.recruiter.client, '/api/me/availability', {
    venueId: base.venue.id,
    weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
      day,
      from: '09:00',
      to: '17:00',
    })),
    slotMinutes: 30,
    bufferMinutes: 15,
    noticeHours: 24,
    horizonDays: 7,
    datesOff: [DAY_OFF],
  });
  assert.equal(saved.status, 200, saved.text);
  const applicants: { person: Person; applicationId: string }[] = [];
  for (let i = 0; i < candidates; i += 1) {
    const person = await signedIn(app, 'candidate', `Ivy${i}`);
    const { id } = await insertApplication(app.db, base.job.id, person.userId, 'reviewed');
    applicants.push({ person, applicationId: id });
  }
  return { ...base, applicants };
}

const invite = (client: TestClient, applicationId: string, body: Record<string, unknown>) =>
  client.post(`/api/applications/${applicationId}/booking`, body);

async function slotsOf(client: TestClient, applicationId: string): Promise<Slot[]> {
  const response = await client.get(`/api/applications/${applicationId}/slots`);
  assert.equal(response.status, 200, response.text);
  return response.body.slots as Slot[];
}

const book = (client: TestClient, applicationId: string, startsAt: string) =>
  client.post(`/api/applications/${applicationId}/book`, { startsAt });

async function notificationsOf(userId: string) {
  const { rows } = await app.db.query<{ type: string; href: string }>(
    'SELECT type, href FROM notifications WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows;
}

/** The e-mails to `to` in order, with their attachments. */
async function mailTo(to: string) {
  const { rows } = await app.db.query<{
    subject: string;
    text: string;
    attachments: { filename: string; contentType: string; content: string }[];
  }>(
    'SELECT subject, body_text AS text, attachments FROM outgoing_emails WHERE to_address = $1 ORDER BY id',
    [to],
  );
  return rows;
}

/** The .ics of the latest e-mail to `to`. */
async function latestIcs(to: string) {
  const mails = await mailTo(to);
  const ics = mails.at(-1)?.attachments.find((a) => a.filename === 'interview.ics');
  assert.ok(ics, `an .ics in the latest e-mail to ${to}`);
  return ics;
}

async function applicationStatus(id: string) {
  const { rows } = await app.db.query<{ status: string }>(
    'SELECT status FROM applications WHERE id = $1',
    [id],
  );
  return rows[0].status;
}

describe('POST /api/applications/:id/booking', () => {
  test('201 with the invitation; the candidate is told live and by e-mail with the link', async () => {
    const { recruiter, applicants } = await world();
    const [{ person, applicationId }] = applicants;
    const response = await invite(recruiter.client, applicationId, { kind: 'interview' });
    assert.equal(response.status, 201, response.text);
    assert.equal(response.body.kind, 'interview');
    assert.equal(response.body.durationMinutes, 30);
    assert.equal(response.body.mode, 'in_person');
    assert.equal(response.body.hourlyRate, undefined);
    assert.equal(response.body.interviewerId, recruiter.userId);
    assert.equal(response.body.applicationId, applicationId);
    const link = `${app.config.publicUrl}/book/${applicationId}`;
    assert.equal(response.body.bookingUrl, link);
    assert.deepEqual(await notificationsOf(person.userId), [
      { type: 'booking.invited', href: `/book/${applicationId}` },
    ]);
    assert.ok(
      live.some((e) => e.userId === person.userId && e.notification.type === 'booking.invited'),
    );
    const mail = (await mailTo(person.email)).at(-1)!;
    assert.ok(mail.text.includes(link), mail.text);
  });

  test('a trial shift: 180 minutes by default, requires hourlyRate, shows it', async () => {
    const { recruiter, applicants } = await world();
    const [{ person, applicationId }] = applicants;
    const missing = await invite(recruiter.client, applicationId, { kind: 'trial_shift' });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.field, 'hourlyRate');
    const tooLow = await invite(recruiter.client, applicationId, {
      kind: 'trial_shift',
      hourlyRate: 0.5,
    });
    assert.equal(tooLow.status, 400);
    assert.equal(tooLow.body.field, 'hourlyRate');
    // Issue 43: at least the 21-and-over minimum wage of today (£12.71 from 1 April 2026).
    const belowFloor = await invite(recruiter.client, applicationId, {
      kind: 'trial_shift',
      hourlyRate: 12.7,
    });
    assert.equal(belowFloor.status, 400);
    assert.equal(belowFloor.body.field, 'hourlyRate');
    assert.match(
      String(belowFloor.body.message),
      /at least £12\.71 an hour: the National Living Wage/,
    );
    const response = await invite(recruiter.client, applicationId, {
      kind: 'trial_shift',
      hourlyRate: 13.5,
      message: 'Bring black shoes',
    });
    assert.equal(response.status, 201, response.text);
    assert.equal(response.body.durationMinutes, 180);
    assert.equal(response.body.hourlyRate, 13.5);
    assert.equal(response.body.message, 'Bring black shoes');
    const slots = await person.client.get(`/api/applications/${applicationId}/slots`);
    assert.equal(slots.body.kind, 'trial_shift');
    assert.equal(slots.body.hourlyRate, 13.5);
    const [first] = slots.body.slots as Slot[];
    assert.equal(minutesBetween(first.startsAt, first.endsAt), 180);
    const mail = (await mailTo(person.email)).at(-1)!;
    assert.ok(mail.text.includes('£13.50/hour'), mail.text);
  });

  test('a new invitation replaces an older unbooked one', async () => {
    const { recruiter, applicants } = await world();
    const [{ person, applicationId }] = applicants;
    await invite(recruiter.client, applicationId, { kind: 'interview', durationMinutes: 45 });
    await invite(recruiter.client, applicationId, { kind: 'trial_shift', hourlyRate: 13 });
    const { rows } = await app.db.query<{ kind: string }>(
      'SELECT kind FROM booking_invitations WHERE application_id = $1',
      [applicationId],
    );
    assert.deepEqual(rows, [{ kind: 'trial_shift' }]);
    const slots = await person.client.get(`/api/applications/${applicationId}/slots`);
    assert.equal(slots.body.kind, 'trial_shift');
  });

  test('bad input 400, 401, 403, 404, a closed application 409', async () => {
    const { recruiter, applicants, job } = await world();
    const [{ person, applicationId }] = applicants;
    const { recruiter: stranger } = await recruiterWithJob(app);
    for (const [body, field] of [
      [{ kind: 'party' }, 'kind'],
      [{ kind: 'interview', durationMinutes: 600 }, 'durationMinutes'],
      [{ kind: 'interview', mode: 'carrier_pigeon' }, 'mode'],
      [{ kind: 'interview', room: 4 }, 'room'],
    ] as const) {
      const response = await invite(recruiter.client, applicationId, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.field, field);
    }
    const ok = { kind: 'interview' };
    assert.equal((await invite(app.client(), applicationId, ok)).status, 401);
    assert.equal((await invite(person.client, applicationId, ok)).status, 403);
    assert.equal((await invite(stranger.client, applicationId, ok)).status, 404);
    assert.equal((await invite(recruiter.client, randomUUID(), ok)).status, 404);
    const closedCandidate = await signedIn(app, 'candidate', 'Rex');
    const closed = await insertApplication(app.db, job.id, closedCandidate.userId, 'rejected');
    assert.equal((await invite(recruiter.client, closed.id, ok)).status, 409);
  });
});

describe('GET /api/applications/:id/slots', () => {
  test('only the candidate, only after an invitation', async () => {
    const { recruiter, applicants } = await world(2);
    const [{ person, applicationId }, other] = applicants;
    const path = `/api/applications/${applicationId}/slots`;
    assert.equal((await person.client.get(path)).status, 404);
    await invite(recruiter.client, applicationId, { kind: 'interview' });
    assert.equal((await person.client.get(path)).status, 200);
    assert.equal((await other.person.client.get(path)).status, 404);
    assert.equal((await recruiter.client.get(path)).status, 403);
    assert.equal((await app.client().get(path)).status, 401);
  });

  test('inside the London hours, of the invitation’s length, after the notice, within the horizon, not on days off, in order', async () => {
    const { recruiter, applicants } = await world();
    const [{ person, applicationId }] = applicants;
    await invite(recruiter.client, applicationId, { kind: 'interview', durationMinutes: 60 });
    const response = await person.client.get(`/api/applications/${applicationId}/slots`);
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.kind, 'interview');
    assert.equal(response.body.durationMinutes, 60);
    assert.match(String(response.body.companyName), /^Test Group/);
    assert.equal(response.body.jobTitle, 'Bartender');
    assert.equal((response.body.venue as { name: string }).name, 'The Test Kitchen');
    assert.equal(response.body.booked, null);
    const slots = response.body.slots as Slot[];
    // 9:00 to 16:00 every 30 minutes: 15 a day, on the 6 or 7 days in the window but the day off.
    assert.ok(slots.length >= 15 * 5, `${slots.length} slots`);
    const now = Date.now();
    for (const [index, slot] of slots.entries()) {
      assert.equal(minutesBetween(slot.startsAt, slot.endsAt), 60);
      assert.ok(london(slot.startsAt, 'HH:mm') >= '09:00', slot.startsAt);
      assert.ok(
        london(slot.endsAt, 'HH:mm') <= '17:00' && london(slot.endsAt, 'HH:mm') !== '00:00',
      );
      assert.ok(['00', '30'].includes(london(slot.startsAt, 'mm')));
      assert.ok(new Date(slot.startsAt).getTime() >= now + 24 * 3_600_000 - 60_000);
      assert.ok(new Date(slot.startsAt).getTime() < now + 7 * 24 * 3_600_000 + 60_000);
      assert.notEqual(londonDay(slot.startsAt), DAY_OFF);
      if (index > 0) assert.ok(slot.startsAt > slots[index - 1].startsAt);
    }
  });

  test('never over the interviewer’s hand-scheduled interviews or their buffer', async () => {
    const { recruiter, applicants } = await world(2);
    const [{ person, applicationId }, other] = applicants;
    await invite(recruiter.client, applicationId, { kind: 'interview' });
    const before = await slotsOf(person.client, applicationId);
    const held = before[4]; // some free 30 minutes
    const scheduled = await recruiter.client.post(
      `/api/applications/${other.applicationId}/interviews`,
      {
        startsAt: held.startsAt,
        durationMinutes: 45,
        mode: 'in_person',
        interviewerName: 'Someone Else',
      },
    );
    assert.equal(scheduled.status, 201, scheduled.text);
    const after = (await slotsOf(person.client, applicationId)).map((s) => s.startsAt);
    const busyFrom = new Date(held.startsAt).getTime();
    const busyUntil = busyFrom + 45 * 60_000;
    for (const startsAt of after) {
      const start = new Date(startsAt).getTime();
      // Neither overlapping it nor inside 15 minutes of buffer on either side.
      assert.ok(start >= busyUntil + 15 * 60_000 || start + 45 * 60_000 <= busyFrom, startsAt);
    }
    assert.ok(!after.includes(held.startsAt));
    // The slot 30 minutes before ends 15 minutes too close; an hour before is fine again.
    assert.ok(!after.includes(before[3].startsAt));
    assert.ok(after.includes(before[2].startsAt));
  });
});

describe('POST /api/applications/:id/book', () => {
  test('201 the interview; interviewed; both told live and by e-mail with the .ics', async () => {
    const { recruiter, applicants } = await world();
    const [{ person, applicationId }] = applicants;
    await invite(recruiter.client, applicationId, { kind: 'interview' });
    const [slot] = await slotsOf(person.client, applicationId);
    const response = await book(person.client, applicationId, slot.startsAt);
    assert.equal(response.status, 201, response.text);
    assert.equal(response.body.startsAt, slot.startsAt);
    assert.equal(response.body.durationMinutes, 30);
    assert.equal(response.body.status, 'confirmed', 'booked by the candidate: confirmed already');
    assert.equal(response.body.interviewerName, 'Rita Carter');
    assert.match(String(response.body.location), /^The Test Kitchen/);
    assert.equal(response.body.applicationId, applicationId);
    assert.equal(await applicationStatus(applicationId), 'interviewed');
    const interviewId = String(response.body.id);
    const { rows } = await app.db.query<{ interviewer_id: string; kind: string }>(
      'SELECT interviewer_id, kind FROM interviews WHERE id = $1',
      [interviewId],
    );
    assert.deepEqual(rows, [{ interviewer_id: recruiter.userId, kind: 'interview' }]);
    for (const user of [person, recruiter]) {
      assert.ok((await notificationsOf(user.userId)).some((n) => n.type === 'interview.booked'));
      assert.ok(
        live.some((e) => e.userId === user.userId && e.notification.type === 'interview.booked'),
      );
      const ics = await latestIcs(user.email);
      assert.match(ics.contentType, /method=PUBLISH/);
      assert.match(ics.content, new RegExp(`UID:interview-${interviewId}@hospohire`));
      assert.match(ics.content, /SEQUENCE:0\r\n/);
    }
    // The slots page shows it booked, and the same invitation cannot be booked twice.
    const page = await person.client.get(`/api/applications/${applicationId}/slots`);
    assert.equal((page.body.booked as { id: string }).id, interviewId);
    const again = await book(
      person.client,
      applicationId,
      (await slotsOf(person.client, applicationId))[3].startsAt,
    );
    assert.equal(again.status, 409);
  });

  test('400 when startsAt is not an offered slot; 404 without an invitation; 403 a recruiter', async () => {
    const { recruiter, applicants } = await world(2);
    const [{ person, applicationId }, other] = applicants;
    assert.equal((await book(person.client, applicationId, new Date().toISOString())).status, 404);
    await invite(recruiter.client, applicationId, { kind: 'interview' });
    const [slot] = await slotsOf(person.client, applicationId);
    const tenPast = new Date(new Date(slot.startsAt).getTime() + 10 * 60_000).toISOString();
    const night = new TZDate(`${daysFromToday(2)}T03:00:00`, 'Europe/London').toISOString();
    for (const startsAt of [tenPast, night, 'tomorrow']) {
      const response = await book(person.client, applicationId, startsAt);
      assert.equal(response.status, 400, `${startsAt}: ${response.text}`);
      assert.equal(response.body.field, 'startsAt');
    }
    assert.equal((await book(recruiter.client, applicationId, slot.startsAt)).status, 403);
    assert.equal((await book(other.person.client, applicationId, slot.startsAt)).status, 404);
    assert.equal(await applicationStatus(applicationId), 'reviewed');
  });

  test('a time another candidate booked is 409 and no longer offered', async () => {
    const { recruiter, applicants } = await world(2);
    const [first, second] = applicants;
    for (const a of applicants)
      await invite(recruiter.client, a.applicationId, { kind: 'interview' });
    const slots = await slotsOf(first.person.client, first.applicationId);
    const won = await book(first.person.client, first.applicationId, slots[2].startsAt);
    assert.equal(won.status, 201, won.text);
    const lost = await book(second.person.client, second.applicationId, slots[2].startsAt);
    assert.equal(lost.status, 409);
    assert.equal(lost.body.message, TAKEN);
    // Inside the buffer after it is taken too.
    const buffered = await book(second.person.client, second.applicationId, slots[3].startsAt);
    assert.equal(buffered.status, 409);
    const offered = (await slotsOf(second.person.client, second.applicationId)).map(
      (s) => s.startsAt,
    );
    assert.ok(!offered.includes(slots[2].startsAt));
    assert.ok(!offered.includes(slots[3].startsAt));
    assert.ok(offered.includes(slots[4].startsAt));
  });

  test('8 candidates book one slot at once: one 201, seven 409', async () => {
    const { recruiter, applicants } = await world(8);
    for (const a of applicants)
      await invite(recruiter.client, a.applicationId, { kind: 'interview' });
    const [, slot] = await slotsOf(applicants[0].person.client, applicants[0].applicationId);
    const answers = await Promise.all(
      applicants.map((a) => book(a.person.client, a.applicationId, slot.startsAt)),
    );
    const statuses = answers.map((r) => r.status).sort();
    assert.deepEqual(
      statuses,
      [201, 409, 409, 409, 409, 409, 409, 409],
      JSON.stringify(answers.map((r) => r.body)),
    );
    for (const r of answers.filter((r) => r.status === 409)) assert.equal(r.body.message, TAKEN);
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM interviews WHERE interviewer_id = $1 AND status <> 'cancelled'`,
      [recruiter.userId],
    );
    assert.equal(rows[0].n, 1);
  });

  test('the database itself refuses a second booking of the time (not only the read before)', async () => {
    const { recruiter, applicants } = await world(2);
    const [first, second] = applicants;
    for (const a of applicants)
      await invite(recruiter.client, a.applicationId, { kind: 'interview' });
    const [slot] = await slotsOf(first.person.client, first.applicationId);
    assert.equal((await book(first.person.client, first.applicationId, slot.startsAt)).status, 201);
    const { rows: app2 } = await app.db.query<{ company_id: string }>(
      'SELECT company_id FROM applications WHERE id = $1',
      [second.applicationId],
    );
    const overlapping = new Date(new Date(slot.startsAt).getTime() + 20 * 60_000).toISOString();
    await assert.rejects(
      app.db.query(
        `INSERT INTO interviews (application_id, candidate_id, company_id, starts_at, duration_minutes,
                                 interviewer_id, self_booked)
         VALUES ($1, $2, $3, $4, 30, $5, true)`,
        [
          second.applicationId,
          second.person.userId,
          app2[0].company_id,
          overlapping,
          recruiter.userId,
        ],
      ),
      (error: { code?: string }) => error.code === '23P01',
    );
  });
});

describe('the candidate reschedules and cancels', () => {
  test('reschedule: 200, same UID, SEQUENCE up, the old time offered again at once', async () => {
    const { recruiter, applicants } = await world(2);
    const [first, second] = applicants;
    for (const a of applicants)
      await invite(recruiter.client, a.applicationId, { kind: 'interview' });
    const slots = await slotsOf(first.person.client, first.applicationId);
    const booked = await book(first.person.client, first.applicationId, slots[0].startsAt);
    const id = String(booked.body.id);
    const path = `/api/interviews/${id}/reschedule`;
    assert.ok(
      !(await slotsOf(second.person.client, second.applicationId)).some(
        (s) => s.startsAt === slots[0].startsAt,
      ),
    );

    assert.equal((await recruiter.client.post(path, { startsAt: slots[6].startsAt })).status, 403);
    assert.equal(
      (await second.person.client.post(path, { startsAt: slots[6].startsAt })).status,
      404,
    );
    const notOffered = await first.person.client.post(path, {
      startsAt: new Date(new Date(slots[6].startsAt).getTime() + 5 * 60_000).toISOString(),
    });
    assert.equal(notOffered.status, 400);
    assert.equal(notOffered.body.field, 'startsAt');

    const moved = await first.person.client.post(path, { startsAt: slots[6].startsAt });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.id, id);
    assert.equal(moved.body.startsAt, slots[6].startsAt);
    for (const user of [first.person, recruiter]) {
      const ics = await latestIcs(user.email);
      assert.match(ics.content, new RegExp(`UID:interview-${id}@hospohire`));
      assert.match(ics.content, /SEQUENCE:1\r\n/);
      assert.ok(
        live.some((e) => e.userId === user.userId && e.notification.type === 'interview.updated'),
      );
    }
    const offered = (await slotsOf(second.person.client, second.applicationId)).map(
      (s) => s.startsAt,
    );
    assert.ok(offered.includes(slots[0].startsAt), 'the old time is free again');
    assert.ok(!offered.includes(slots[6].startsAt));
    // Onto a time another candidate then holds: 409.
    const took = await book(second.person.client, second.applicationId, slots[0].startsAt);
    assert.equal(took.status, 201);
    const clash = await first.person.client.post(path, { startsAt: slots[0].startsAt });
    assert.equal(clash.status, 409);
    assert.equal(clash.body.message, TAKEN);
  });

  test('cancel: METHOD:CANCEL to both, the time offered again, the application back a stage', async () => {
    const { recruiter, applicants } = await world(2);
    const [first, second] = applicants;
    for (const a of applicants)
      await invite(recruiter.client, a.applicationId, { kind: 'interview' });
    const [slot] = await slotsOf(first.person.client, first.applicationId);
    const booked = await book(first.person.client, first.applicationId, slot.startsAt);
    const id = String(booked.body.id);
    assert.ok(
      !(await slotsOf(second.person.client, second.applicationId)).some(
        (s) => s.startsAt === slot.startsAt,
      ),
    );

    const cancelled = await bodiless(first.person.client, `/api/interviews/${id}/cancel`);
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.body.status, 'cancelled');
    assert.equal(await applicationStatus(first.applicationId), 'reviewed');
    for (const user of [first.person, recruiter]) {
      const ics = await latestIcs(user.email);
      assert.match(ics.contentType, /method=CANCEL/);
      assert.match(ics.content, /METHOD:CANCEL/);
      assert.match(ics.content, new RegExp(`UID:interview-${id}@hospohire`));
      assert.match(ics.content, /SEQUENCE:1\r\n/);
      assert.ok(
        live.some((e) => e.userId === user.userId && e.notification.type === 'interview.cancelled'),
      );
    }
    assert.ok(
      (await slotsOf(second.person.client, second.applicationId)).some(
        (s) => s.startsAt === slot.startsAt,
      ),
    );
    // Cancelled twice: 409. The candidate may book again from the same invitation.
    assert.equal((await bodiless(first.person.client, `/api/interviews/${id}/cancel`)).status, 409);
    assert.equal((await book(first.person.client, first.applicationId, slot.startsAt)).status, 201);
  });

  test('an interview the company scheduled by hand: the candidate cannot move or cancel it', async () => {
    const { recruiter, applicants } = await world();
    const [{ person, applicationId }] = applicants;
    const startsAt = new TZDate(`${daysFromToday(5)}T11:00:00`, 'Europe/London').toISOString();
    const scheduled = await recruiter.client.post(`/api/applications/${applicationId}/interviews`, {
      startsAt,
      durationMinutes: 30,
      mode: 'in_person',
      interviewerName: 'Rita',
    });
    assert.equal(scheduled.status, 201, scheduled.text);
    const id = String(scheduled.body.id);
    assert.equal((await bodiless(person.client, `/api/interviews/${id}/cancel`)).status, 403);
    const move = await person.client.post(`/api/interviews/${id}/reschedule`, { startsAt });
    assert.equal(move.status, 403);
    // The recruiter still cancels it as before.
    assert.equal((await bodiless(recruiter.client, `/api/interviews/${id}/cancel`)).status, 200);
  });
});

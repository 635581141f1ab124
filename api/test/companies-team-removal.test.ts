import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sweepReminders } from '../src/modules/applications/booking/reminders.js';
import { insertApplication, insertVenue, recruiterWithJob, signedIn } from './support/fixtures.js';
import { joinCompany } from './support/team.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 41, item 7: a removed member keeps no interviews. Removing a member hands their
// invitations to book and their coming interviews and trial shifts to the remover (the owner when
// a member leaves), in the removal's transaction; a non-member is never an interviewer (slots and
// booking use the current one), and nothing about the company reaches them after removal.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const put = (client: TestClient, path: string, json: unknown) =>
  client.request('PUT', path, { json, headers: { 'content-type': 'application/json' } });
const remove = (client: TestClient, path: string) =>
  client.request('DELETE', path, { headers: { 'content-type': 'application/json' } });

const EVERY_DAY = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
  day,
  from: '09:00',
  to: '17:00',
}));

async function available(client: TestClient, venueId: string) {
  const saved = await put(client, '/api/me/availability', {
    venueId,
    weekly: EVERY_DAY,
    slotMinutes: 60,
    bufferMinutes: 0,
    noticeHours: 24,
    horizonDays: 7,
    datesOff: [],
  });
  assert.equal(saved.status, 200, saved.text);
}

type Slots = {
  slots: { startsAt: string }[];
  interviewerName: string;
  venue: { name: string } | null;
};

async function slotsOf(client: TestClient, applicationId: string): Promise<Slots> {
  const response = await client.get(`/api/applications/${applicationId}/slots`);
  assert.equal(response.status, 200, response.text);
  return response.body as Slots;
}

/** What reached a user after `since`: notifications and e-mails. */
async function reachedSince(user: { userId: string; email: string }, since: Date) {
  const notes = await app.db.query<{ body: string }>(
    'SELECT body FROM notifications WHERE user_id = $1 AND created_at > $2',
    [user.userId, since],
  );
  const mails = await app.db.query<{ subject: string }>(
    'SELECT subject FROM outgoing_emails WHERE to_address = $1 AND created_at > $2',
    [user.email.toLowerCase(), since],
  );
  return [...notes.rows.map((r) => r.body), ...mails.rows.map((r) => r.subject)];
}

/**
 * An owner with a job and a venue (the Test Kitchen), a member who joined by invitation and is
 * available at "The Member's Corner", and two applicants the member invited to book.
 */
async function world() {
  const base = await recruiterWithJob(app);
  const owner = base.recruiter;
  await available(owner.client, base.venue.id);
  const member = await signedIn(app, 'recruiter', 'Mallory');
  await joinCompany(app, owner.client, member);
  const memberVenue = await insertVenue(app.db, base.company.id, { name: "The Member's Corner" });
  await available(member.client, memberVenue.id);
  const applicants = [];
  for (const name of ['Ivy', 'Jo']) {
    const person = await signedIn(app, 'candidate', name);
    const { id } = await insertApplication(app.db, base.job.id, person.userId, 'reviewed');
    const invited = await member.client.post(`/api/applications/${id}/booking`, {
      kind: 'interview',
    });
    assert.equal(invited.status, 201, invited.text);
    applicants.push({ person, applicationId: id });
  }
  return { ...base, owner, member, applicants };
}

describe('removing a member hands over their bookings', () => {
  test('open invitations and booked interviews go to the remover; the removed member hears nothing more, even from a rival company', async () => {
    const { owner, member, applicants, company } = await world();
    const [open, booked] = applicants;
    // Jo books a time with the member before the removal.
    const before = await slotsOf(booked.person.client, booked.applicationId);
    const made = await booked.person.client.post(`/api/applications/${booked.applicationId}/book`, {
      startsAt: before.slots[0].startsAt,
    });
    assert.equal(made.status, 201, made.text);
    const interviewId = String(made.body.id);

    const removed = await remove(owner.client, `/api/companies/mine/members/${member.userId}`);
    assert.equal(removed.status, 204, removed.text);
    const removedAt = new Date();

    // The removed member founds a rival company whose venue they make their interview venue.
    const rival = await member.client.post('/api/companies', { name: 'Rival Bar Co' });
    assert.equal(rival.status, 201, rival.text);
    const rivalVenue = await insertVenue(app.db, String(rival.body.id), { name: 'Rival Bar' });
    await available(member.client, rivalVenue.id);

    // Ivy's open invitation is now the owner's: their name, their venue, their times.
    const slots = await slotsOf(open.person.client, open.applicationId);
    assert.equal(slots.interviewerName, 'Rita Carter');
    assert.equal(slots.venue?.name, 'The Test Kitchen');
    const book = await open.person.client.post(`/api/applications/${open.applicationId}/book`, {
      startsAt: slots.slots[0].startsAt,
    });
    assert.equal(book.status, 201, book.text);
    assert.equal(book.body.interviewerId, owner.userId);
    assert.equal(book.body.interviewerName, 'Rita Carter');

    // Jo's booking stays alive, at the same time and place, with the owner.
    const mine = await booked.person.client.get(`/api/interviews`);
    const jos = (
      mine.body.upcoming as { id: string; status: string; interviewerId: string }[]
    ).find((i) => i.id === interviewId);
    assert.equal(jos?.status, 'confirmed');
    assert.equal(jos?.interviewerId, owner.userId);
    // Jo is told who they will now meet, and that nothing else changes.
    const told = await app.db.query<{ body: string }>(
      `SELECT body FROM notifications WHERE user_id = $1 AND type = 'interview.updated'`,
      [booked.person.userId],
    );
    assert.equal(told.rows.length, 1);
    assert.match(told.rows[0].body, /now with Rita Carter/);

    // The reminder 24 hours before goes to the owner and Jo, never to the removed member.
    await app.db.query(
      `UPDATE interviews SET starts_at = now() + interval '2 hours' WHERE id = $1`,
      [interviewId],
    );
    await sweepReminders(app.db);
    const reminded = await app.db.query<{ user_id: string }>(
      `SELECT user_id FROM notifications WHERE type = 'interview.reminder' AND user_id = $1`,
      [owner.userId],
    );
    assert.ok(reminded.rows.some((r) => r.user_id === owner.userId));

    // Nothing about the company reached the removed member after the removal.
    assert.deepEqual(await reachedSince(member, removedAt), []);
    const stillTheirs = await app.db.query(
      `SELECT id FROM interviews WHERE company_id = $1 AND interviewer_id = $2 AND status <> 'cancelled'
       UNION ALL SELECT b.id FROM booking_invitations b JOIN applications a ON a.id = b.application_id
       WHERE a.company_id = $1 AND b.interviewer_id = $2`,
      [company.id, member.userId],
    );
    assert.equal(stillTheirs.rows.length, 0);
  });

  test('a member who leaves hands their bookings to the owner', async () => {
    const { owner, member, applicants } = await world();
    const left = await remove(member.client, `/api/companies/mine/members/${member.userId}`);
    assert.equal(left.status, 204, left.text);
    const slots = await slotsOf(applicants[0].person.client, applicants[0].applicationId);
    assert.equal(slots.interviewerName, 'Rita Carter');
    const { rows } = await app.db.query<{ interviewer_id: string }>(
      'SELECT interviewer_id FROM booking_invitations WHERE application_id = $1',
      [applicants[0].applicationId],
    );
    assert.deepEqual(
      rows.map((r) => r.interviewer_id),
      [owner.userId],
    );
  });

  test('a booked time that clashes with the remover is cancelled, the candidate told to pick again', async () => {
    const { owner, member, applicants, job } = await world();
    const [mallorys] = applicants;
    const first = await slotsOf(mallorys.person.client, mallorys.applicationId);
    const at = first.slots[0].startsAt;
    assert.equal(
      (
        await mallorys.person.client.post(`/api/applications/${mallorys.applicationId}/book`, {
          startsAt: at,
        })
      ).status,
      201,
    );
    // The owner's own candidate holds the same time with the owner.
    const other = await signedIn(app, 'candidate', 'Kit');
    const { id: otherApplication } = await insertApplication(
      app.db,
      job.id,
      other.userId,
      'reviewed',
    );
    assert.equal(
      (
        await owner.client.post(`/api/applications/${otherApplication}/booking`, {
          kind: 'interview',
        })
      ).status,
      201,
    );
    assert.equal(
      (await other.client.post(`/api/applications/${otherApplication}/book`, { startsAt: at }))
        .status,
      201,
    );

    const removed = await remove(owner.client, `/api/companies/mine/members/${member.userId}`);
    assert.equal(removed.status, 204, removed.text);

    const slots = await slotsOf(mallorys.person.client, mallorys.applicationId);
    assert.equal(slots.interviewerName, 'Rita Carter');
    const told = await app.db.query<{ body: string; href: string }>(
      `SELECT body, href FROM notifications WHERE user_id = $1 AND type = 'interview.cancelled'`,
      [mallorys.person.userId],
    );
    assert.equal(told.rows.length, 1);
    assert.equal(told.rows[0].href, `/book/${mallorys.applicationId}`);
    // They book again, with the owner, at another time.
    const again = await mallorys.person.client.post(
      `/api/applications/${mallorys.applicationId}/book`,
      {
        startsAt: slots.slots[0].startsAt,
      },
    );
    assert.equal(again.status, 201, again.text);
    assert.equal(again.body.interviewerId, owner.userId);
  });

  test('an invitation whose interviewer is no longer a member books with the owner, who alone is told', async () => {
    const { owner, member, applicants, company } = await world();
    // The membership gone without a hand-over (as before issue 41): the row alone is deleted.
    await app.db.query('DELETE FROM company_members WHERE company_id = $1 AND user_id = $2', [
      company.id,
      member.userId,
    ]);
    const since = new Date();
    const [ivy] = applicants;
    const slots = await slotsOf(ivy.person.client, ivy.applicationId);
    assert.equal(slots.interviewerName, 'Rita Carter');
    assert.equal(slots.venue?.name, 'The Test Kitchen');
    const book = await ivy.person.client.post(`/api/applications/${ivy.applicationId}/book`, {
      startsAt: slots.slots[0].startsAt,
    });
    assert.equal(book.status, 201, book.text);
    assert.equal(book.body.interviewerId, owner.userId);
    assert.deepEqual(await reachedSince(member, since), []);
  });
});

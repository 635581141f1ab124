import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 41, item 2: a video interview carries its meeting link (`meetingUrl`), whether booked by
// the candidate from an invitation or scheduled by hand; the recruiter may keep a default link
// with their availability. The link is in the API's answers, both e-mails and the .ics.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const LINK = 'https://meet.example.com/rita-weekly';
const put = (client: TestClient, path: string, json: unknown) =>
  client.request('PUT', path, { json, headers: { 'content-type': 'application/json' } });
const patch = (client: TestClient, path: string, json: unknown) =>
  client.request('PATCH', path, { json, headers: { 'content-type': 'application/json' } });

const AVAILABILITY = {
  venueId: null,
  weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
    day,
    from: '09:00',
    to: '17:00',
  })),
  slotMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 24,
  horizonDays: 7,
};

/** A recruiter available every day 09:00–17:00 London, and one reviewed applicant. */
async function world(availability: Record<string, unknown> = {}) {
  const base = await recruiterWithJob(app);
  const saved = await put(base.recruiter.client, '/api/me/availability', {
    ...AVAILABILITY,
    ...availability,
  });
  assert.equal(saved.status, 200, saved.text);
  const candidate = await signedIn(app, 'candidate', 'Ivy');
  const { id } = await insertApplication(app.db, base.job.id, candidate.userId, 'reviewed');
  return { ...base, candidate, applicationId: id };
}

const invite = (client: TestClient, applicationId: string, body: Record<string, unknown>) =>
  client.post(`/api/applications/${applicationId}/booking`, body);

/** The e-mails to `to` in order, with their attachments. */
async function mailTo(to: string) {
  const { rows } = await app.db.query<{
    text: string;
    attachments: { filename: string; content: string }[] | null;
  }>(
    'SELECT body_text AS text, attachments FROM outgoing_emails WHERE to_address = $1 ORDER BY id',
    [to],
  );
  return rows;
}

/** An .ics property's value, its folded lines joined (RFC 5545 3.1). */
const icsValue = (ics: string, name: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

/** Its `…/calendar.ics` for a viewer. */
async function calendarOf(client: TestClient, interviewId: string) {
  const response = await client.get(`/api/interviews/${interviewId}/calendar.ics`);
  assert.equal(response.status, 200, response.text);
  return response.text;
}

describe('the invitation to book a video interview', () => {
  test('400 naming meetingUrl when missing (no default) or not http(s); nothing stored', async () => {
    const { recruiter, applicationId } = await world();
    for (const body of [
      { kind: 'interview', mode: 'video' },
      { kind: 'interview', mode: 'video', meetingUrl: 'javascript:alert(1)' },
      { kind: 'interview', mode: 'video', meetingUrl: 'ftp://meet.example.com/x' },
      { kind: 'interview', mode: 'video', meetingUrl: 'meet.example.com/x' },
    ]) {
      const response = await invite(recruiter.client, applicationId, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.field, 'meetingUrl', JSON.stringify(body));
    }
    const { rows } = await app.db.query(
      'SELECT id FROM booking_invitations WHERE application_id = $1',
      [applicationId],
    );
    assert.equal(rows.length, 0);
  });

  test('the link is in the invitation, its e-mail, the booking page, the booked interview, the confirmation e-mails and both .ics', async () => {
    const { recruiter, candidate, applicationId } = await world();
    const sent = await invite(recruiter.client, applicationId, {
      kind: 'interview',
      mode: 'video',
      meetingUrl: LINK,
    });
    assert.equal(sent.status, 201, sent.text);
    assert.equal(sent.body.meetingUrl, LINK);
    const invitation = (await mailTo(candidate.email)).at(-1)!;
    assert.match(invitation.text, /invited you to book an interview for/);
    assert.ok(invitation.text.includes(`Meeting link: ${LINK}`), invitation.text);

    const page = await candidate.client.get(`/api/applications/${applicationId}/slots`);
    assert.equal(page.status, 200, page.text);
    assert.equal(page.body.meetingUrl, LINK);
    const [slot] = page.body.slots as { startsAt: string }[];

    const booked = await candidate.client.post(`/api/applications/${applicationId}/book`, {
      startsAt: slot.startsAt,
    });
    assert.equal(booked.status, 201, booked.text);
    assert.equal(booked.body.mode, 'video');
    assert.equal(booked.body.meetingUrl, LINK);
    const after = await candidate.client.get(`/api/applications/${applicationId}/slots`);
    assert.equal((after.body.booked as { meetingUrl: string }).meetingUrl, LINK);

    for (const user of [candidate, recruiter]) {
      const mail = (await mailTo(user.email)).at(-1)!;
      assert.ok(mail.text.includes(`Meeting link: ${LINK}`), mail.text);
      assert.doesNotMatch(mail.text, /a interview/);
      const ics = mail.attachments!.find((a) => a.filename === 'interview.ics')!.content;
      assert.equal(icsValue(ics, 'URL'), LINK);
      assert.equal(icsValue(ics, 'LOCATION'), LINK);
    }
    const id = String(booked.body.id);
    const ics = await calendarOf(candidate.client, id);
    assert.equal(icsValue(ics, 'URL'), LINK);
    assert.equal(icsValue(ics, 'LOCATION'), LINK);
    for (const client of [candidate.client, recruiter.client]) {
      const list = await client.get('/api/interviews');
      const [listed] = list.body.upcoming as { id: string; meetingUrl: string }[];
      assert.deepEqual([listed.id, listed.meetingUrl], [id, LINK]);
    }
  });

  test("the recruiter's default link from their availability: saved, read back, used when none is sent", async () => {
    const { recruiter, applicationId } = await world({ meetingUrl: LINK });
    const read = await recruiter.client.get('/api/me/availability');
    assert.equal(read.body.meetingUrl, LINK);
    const sent = await invite(recruiter.client, applicationId, {
      kind: 'interview',
      mode: 'video',
    });
    assert.equal(sent.status, 201, sent.text);
    assert.equal(sent.body.meetingUrl, LINK);
    // One sent wins over the default; in person carries none.
    const own = await invite(recruiter.client, applicationId, {
      kind: 'interview',
      mode: 'video',
      meetingUrl: 'https://meet.example.com/ivy',
    });
    assert.equal(own.body.meetingUrl, 'https://meet.example.com/ivy');
    const inPerson = await invite(recruiter.client, applicationId, {
      kind: 'interview',
      meetingUrl: LINK,
    });
    assert.equal(inPerson.body.meetingUrl, null);
    // The whole availability is replaced: without the link, none is kept; not http(s) is a 400.
    const refused = await put(recruiter.client, '/api/me/availability', {
      ...AVAILABILITY,
      meetingUrl: 'javascript:alert(1)',
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.field, 'meetingUrl');
    assert.equal((await recruiter.client.get('/api/me/availability')).body.meetingUrl, LINK);
    const cleared = await put(recruiter.client, '/api/me/availability', AVAILABILITY);
    assert.equal(cleared.body.meetingUrl, null);
  });

  test('the board lists the open invitation on its application, until booked', async () => {
    const { recruiter, candidate, job, applicationId } = await world();
    const board = async () => {
      const response = await recruiter.client.get(`/api/jobs/${job.id}/applications`);
      assert.equal(response.status, 200, response.text);
      return (response.body.items as { id: string; openInvitation: unknown }[]).find(
        (item) => item.id === applicationId,
      )!.openInvitation;
    };
    assert.equal(await board(), null);
    await invite(recruiter.client, applicationId, { kind: 'trial_shift', hourlyRate: 13 });
    assert.equal(((await board()) as { kind: string }).kind, 'trial_shift');
    const page = await candidate.client.get(`/api/applications/${applicationId}/slots`);
    const [slot] = page.body.slots as { startsAt: string }[];
    const booked = await candidate.client.post(`/api/applications/${applicationId}/book`, {
      startsAt: slot.startsAt,
    });
    assert.equal(booked.status, 201, booked.text);
    assert.equal(await board(), null);
  });
});

describe('a hand-scheduled video interview', () => {
  const interview = (fields: Record<string, unknown>) => ({
    startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    durationMinutes: 30,
    mode: 'video',
    interviewerName: 'Rita Manager',
    ...fields,
  });

  test('400 naming meetingUrl when missing, scheduling or switching to video', async () => {
    const { recruiter, applicationId } = await world();
    const path = `/api/applications/${applicationId}/interviews`;
    const missing = await recruiter.client.post(path, interview({}));
    assert.equal(missing.status, 400);
    assert.equal(missing.body.field, 'meetingUrl');
    const inPerson = await recruiter.client.post(
      path,
      interview({ mode: 'in_person', location: 'The Test Kitchen' }),
    );
    assert.equal(inPerson.status, 201, inPerson.text);
    const toVideo = await patch(recruiter.client, `/api/interviews/${String(inPerson.body.id)}`, {
      mode: 'video',
    });
    assert.equal(toVideo.status, 400);
    assert.equal(toVideo.body.field, 'meetingUrl');
  });

  test('the old name videoUrl is accepted; the answer, the e-mail and the .ics carry meetingUrl', async () => {
    const { recruiter, candidate, applicationId } = await world();
    const created = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview({ videoUrl: LINK }),
    );
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.meetingUrl, LINK);
    assert.equal('videoUrl' in created.body, false);
    const mail = (await mailTo(candidate.email)).at(-1)!;
    assert.ok(mail.text.includes(`Meeting link: ${LINK}`), mail.text);
    const attached = mail.attachments!.find((a) => a.filename === 'interview.ics')!.content;
    assert.equal(icsValue(attached, 'URL'), LINK);
    const ics = await calendarOf(recruiter.client, String(created.body.id));
    assert.equal(icsValue(ics, 'URL'), LINK);
    assert.equal(icsValue(ics, 'LOCATION'), LINK);
    const detail = await candidate.client.get(`/api/applications/${applicationId}`);
    assert.equal((detail.body.interviews as { meetingUrl: string }[])[0].meetingUrl, LINK);
  });
});

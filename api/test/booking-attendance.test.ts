import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  ApplicationDetail,
  Dashboard,
  Interview,
  InterviewList,
} from 'shared-kernel/contract';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 32, items 5–6: the recruiter marks attendance once an interview or trial has started (a
// no-show shows on the application; an attended trial asks for the outcome, and an un-answered
// one waits on the company after 48 h), and the recruiter's changes of a booked interview keep
// the calendar's SEQUENCE and the one-winner rule.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const TAKEN = 'That time has just been taken';
const OUTCOME_TYPE = 'trial.outcome';
const bodiless = (client: TestClient, path: string) =>
  client.request('POST', path, { headers: { 'content-type': 'application/json' } });
const mark = (client: TestClient, id: string, attendance: string) =>
  client.post(`/api/interviews/${id}/attendance`, { attendance });

type Fields = {
  kind?: 'interview' | 'trial_shift';
  /** SQL for starts_at, e.g. "now() - interval '3 hours'". */
  startsAt: string;
  minutes?: number;
  selfBooked?: boolean;
  status?: string;
};

/** An interview (or a £12.50 trial) of the application, held by the recruiter, written directly. */
async function insertInterview(
  applicationId: string,
  recruiterId: string,
  { kind = 'interview', startsAt, minutes = 60, selfBooked = true, status = 'scheduled' }: Fields,
) {
  const { rows } = await app.db.query<{ id: string }>(
    `INSERT INTO interviews (application_id, candidate_id, company_id, mode, starts_at,
       duration_minutes, location, interviewer_name, scheduled_by, interviewer_id, kind,
       hourly_rate_pence, self_booked, status)
     SELECT a.id, a.candidate_id, a.company_id, 'in_person', ${startsAt}, $3, 'The Bar', 'Rita',
       $2, $2, $4, CASE WHEN $4 = 'trial_shift' THEN 1250 END, $5, $6
     FROM applications a WHERE a.id = $1
     RETURNING id`,
    [applicationId, recruiterId, minutes, kind, selfBooked, status],
  );
  return rows[0].id;
}

/** A recruiter's job with one interviewed applicant. */
async function world(status = 'interviewed') {
  const base = await recruiterWithJob(app);
  const candidate = await signedIn(app, 'candidate', 'Ivy');
  const { id: applicationId } = await insertApplication(
    app.db,
    base.job.id,
    candidate.userId,
    status,
  );
  return { ...base, candidate, applicationId };
}

async function outcomeNotifications(userId: string) {
  const { rows } = await app.db.query<{ title: string; body: string; href: string }>(
    'SELECT title, body, href FROM notifications WHERE user_id = $1 AND type = $2',
    [userId, OUTCOME_TYPE],
  );
  return rows;
}

describe('POST /api/interviews/:id/attendance', () => {
  test('409 before the start; after it 200 with the mark, and the attended trial asks for the outcome once', async () => {
    const { recruiter, candidate, job, applicationId } = await world();
    const id = await insertInterview(applicationId, recruiter.userId, {
      kind: 'trial_shift',
      startsAt: "now() + interval '2 hours'",
      minutes: 180,
    });
    const early = await mark(recruiter.client, id, 'attended');
    assert.equal(early.status, 409, early.text);
    assert.match(String(early.body.message), /once the interview has started/);

    await app.db.query(
      `UPDATE interviews SET starts_at = now() - interval '4 hours' WHERE id = $1`,
      [id],
    );
    const marked = await mark(recruiter.client, id, 'attended');
    assert.equal(marked.status, 200, marked.text);
    assert.equal(marked.body.attendance, 'attended');
    assert.equal(marked.body.kind, 'trial_shift');
    assert.equal(marked.body.hourlyRate, 12.5);
    assert.equal(marked.body.interviewerId, recruiter.userId);
    assert.equal(marked.body.selfBooked, true);
    const candidateName = (marked.body as Interview).candidate.name;
    assert.deepEqual(await outcomeNotifications(recruiter.userId), [
      {
        title: 'Trial shift: your decision',
        body: `How did ${candidateName}'s trial shift go? Make an offer or reject with a message`,
        href: `/job-applications/${job.id}?application=${applicationId}`,
      },
    ]);
    // Marked again: asked nothing more. The candidate is never asked.
    assert.equal((await mark(recruiter.client, id, 'attended')).status, 200);
    assert.equal((await outcomeNotifications(recruiter.userId)).length, 1);
    assert.equal((await outcomeNotifications(candidate.userId)).length, 0);
  });

  test('a no-show shows on the application, for the candidate and for the company', async () => {
    const { recruiter, candidate, applicationId } = await world();
    const id = await insertInterview(applicationId, recruiter.userId, {
      startsAt: "now() - interval '1 hour'",
      selfBooked: false,
    });
    const marked = await mark(recruiter.client, id, 'no_show');
    assert.equal(marked.status, 200, marked.text);
    assert.equal(marked.body.attendance, 'no_show');
    assert.equal(marked.body.kind, 'interview');
    assert.equal(marked.body.hourlyRate, null);
    assert.equal(marked.body.selfBooked, false);
    // An interview's no-show asks for no trial outcome.
    assert.equal((await outcomeNotifications(recruiter.userId)).length, 0);

    const mine = await candidate.client.get(`/api/applications/${applicationId}`);
    assert.equal(mine.status, 200, mine.text);
    assert.deepEqual(
      (mine.body as ApplicationDetail).interviews.map((i) => [i.id, i.attendance]),
      [[id, 'no_show']],
    );
    const details = await recruiter.client.get(`/api/applications/${applicationId}/details`);
    assert.equal(details.status, 200, details.text);
    assert.equal((details.body as { interviews: Interview[] }).interviews[0].attendance, 'no_show');
    const list = await recruiter.client.get('/api/interviews');
    assert.equal(list.status, 200, list.text);
    const { upcoming, past } = list.body as InterviewList;
    const listed = [...upcoming, ...past].find((i) => i.id === id);
    assert.equal(listed?.attendance, 'no_show');
  });

  test('409 for a cancelled one; 400 for another mark; 403 for the candidate; 404 for another company', async () => {
    const { recruiter, candidate, applicationId } = await world();
    const cancelled = await insertInterview(applicationId, recruiter.userId, {
      startsAt: "now() - interval '1 hour'",
      status: 'cancelled',
    });
    const refused = await mark(recruiter.client, cancelled, 'no_show');
    assert.equal(refused.status, 409, refused.text);
    assert.equal(typeof refused.body.message, 'string');

    const id = await insertInterview(applicationId, recruiter.userId, {
      startsAt: "now() - interval '3 hours'",
    });
    assert.equal((await mark(recruiter.client, id, 'late')).status, 400);
    assert.equal((await mark(candidate.client, id, 'attended')).status, 403);
    const other = await recruiterWithJob(app);
    assert.equal((await mark(other.recruiter.client, id, 'attended')).status, 404);
    const { rows } = await app.db.query<{ attendance: string | null }>(
      'SELECT attendance FROM interviews WHERE id = $1',
      [id],
    );
    assert.equal(rows[0].attendance, null);
  });
});

describe('"Waiting on you": a trial shift with no outcome 48 h after its end', () => {
  async function waitingIds(client: TestClient) {
    const response = await client.get('/api/recruiter-dashboard');
    assert.equal(response.status, 200, response.text);
    return (response.body.waitingOnYou as { id: string }[]).map((item) => item.id);
  }

  test('attended or unmarked and ended over 48 h ago: listed; otherwise not', async () => {
    const base = await recruiterWithJob(app);
    const { recruiter } = base;
    const applicant = async (status: string, endedHoursAgo: number, attendance: string | null) => {
      const person = await signedIn(app, 'candidate', 'Tia');
      const { id } = await insertApplication(app.db, base.job.id, person.userId, status);
      const interviewId = await insertInterview(id, recruiter.userId, {
        kind: 'trial_shift',
        startsAt: `now() - interval '${endedHoursAgo + 3} hours'`,
        minutes: 180,
        // Scheduled by hand: several may overlap (the exclusion constraint is for booked ones).
        selfBooked: false,
      });
      await app.db.query('UPDATE interviews SET attendance = $2 WHERE id = $1', [
        interviewId,
        attendance,
      ]);
      return id;
    };
    const attended = await applicant('interviewed', 49, 'attended');
    const unmarked = await applicant('interviewed', 50, null);
    const recent = await applicant('interviewed', 47, 'attended');
    const noShow = await applicant('interviewed', 49, 'no_show');
    const offered = await applicant('offered', 49, 'attended');
    const ids = await waitingIds(recruiter.client);
    assert.ok(ids.includes(attended), 'attended, 49 h ago');
    assert.ok(ids.includes(unmarked), 'not marked, 50 h ago');
    assert.ok(!ids.includes(recent), 'only 47 h ago');
    assert.ok(!ids.includes(noShow), 'a no-show');
    assert.ok(!ids.includes(offered), 'offered');
    // Oldest first: the one that ended 50 h ago before the one that ended 49 h ago.
    assert.ok(ids.indexOf(unmarked) < ids.indexOf(attended));
    const dashboard = await recruiter.client.get('/api/recruiter-dashboard');
    const item = (dashboard.body as Dashboard).waitingOnYou.find((x) => x.id === attended);
    assert.equal(item?.status, 'interviewed');
    assert.equal(item?.daysWaiting, 2);
  });
});

describe("the recruiter's changes of a booked interview", () => {
  const sequenceOf = async (client: TestClient, id: string) => {
    const ics = await client.get(`/api/interviews/${id}/calendar.ics`);
    assert.equal(ics.status, 200, ics.text);
    return Number(/SEQUENCE:(\d+)/.exec(ics.text)?.[1]);
  };

  test('the .ics SEQUENCE is the row sequence: a PATCH and a cancel each bump it', async () => {
    const { recruiter, candidate, applicationId } = await world();
    const id = await insertInterview(applicationId, recruiter.userId, {
      startsAt: "now() + interval '3 days'",
    });
    assert.equal(await sequenceOf(candidate.client, id), 0);
    const patched = await recruiter.client.request('PATCH', `/api/interviews/${id}`, {
      json: { location: 'The cellar bar' },
    });
    assert.equal(patched.status, 200, patched.text);
    assert.equal(await sequenceOf(candidate.client, id), 1);
    assert.equal((await bodiless(recruiter.client, `/api/interviews/${id}/cancel`)).status, 200);
    assert.equal(await sequenceOf(recruiter.client, id), 2);
  });

  test('a PATCH moving a booked interview onto another booked one: 409 "That time has just been taken"', async () => {
    const { recruiter, job, applicationId } = await world();
    const other = await signedIn(app, 'candidate', 'Oli');
    const { id: otherApplication } = await insertApplication(
      app.db,
      job.id,
      other.userId,
      'interviewed',
    );
    const first = await insertInterview(applicationId, recruiter.userId, {
      startsAt: "date_trunc('hour', now()) + interval '3 days'",
    });
    const second = await insertInterview(otherApplication, recruiter.userId, {
      startsAt: "date_trunc('hour', now()) + interval '4 days'",
    });
    const { rows } = await app.db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM interviews WHERE id = $1',
      [first],
    );
    const clash = new Date(new Date(rows[0].starts_at).getTime() + 30 * 60_000).toISOString();
    const moved = await recruiter.client.request('PATCH', `/api/interviews/${second}`, {
      json: { startsAt: clash },
    });
    assert.equal(moved.status, 409, moved.text);
    assert.equal(moved.body.message, TAKEN);
    const after = await app.db.query<{ sequence: number }>(
      'SELECT sequence FROM interviews WHERE id = $1',
      [second],
    );
    assert.equal(after.rows[0].sequence, 0, 'the refused change wrote nothing');
  });
});

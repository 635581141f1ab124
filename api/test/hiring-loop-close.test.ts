import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { JOB_CLOSED_MESSAGES, WAITING_ON_YOU_DAYS } from 'shared-kernel/rules';
import {
  insertApplication,
  insertCompany,
  insertJob,
  insertVenue,
  recruiterWithJob,
  signedIn,
} from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 13, item 4: nobody is ghosted. Closing or filling a job resolves every open application;
// the dashboard's "waiting on you"; a company's response rate.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const bodiless = (client: TestClient, path: string) =>
  client.request('POST', path, { headers: { 'content-type': 'application/json' } });

async function statusOf(id: string) {
  const { rows } = await app.db.query<{ status: string; job_id: string }>(
    'SELECT status, job_id FROM applications WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function notesOf(userId: string) {
  const { rows } = await app.db.query<{ type: string; body: string }>(
    'SELECT type, body FROM notifications WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows;
}

async function mailOf(client: TestClient, email: string) {
  return client.mailbox(email);
}

describe('POST /api/jobs/:id/close', () => {
  test('every open application is rejected with the message or moved; each candidate told', async () => {
    const { recruiter, company, venue, job } = await recruiterWithJob(app);
    const other = await insertJob(app.db, company.id, venue.id, { title: 'Head Bartender' });
    const [a, b, c, d] = await Promise.all(
      ['Ava', 'Ben', 'Cal', 'Dee'].map((name) => signedIn(app, 'candidate', name)),
    );
    const applied = await insertApplication(app.db, job.id, a.userId, 'applied');
    const interviewed = await insertApplication(app.db, job.id, b.userId, 'interviewed');
    const moving = await insertApplication(app.db, job.id, c.userId, 'reviewed');
    const hired = await insertApplication(app.db, job.id, d.userId, 'accepted');

    const stranger = (await recruiterWithJob(app)).recruiter;
    assert.equal((await bodiless(stranger.client, `/api/jobs/${job.id}/close`)).status, 404);
    const badMove = await recruiter.client.post(`/api/jobs/${job.id}/close`, {
      moves: [{ applicationId: hired.id, jobId: other.id }],
    });
    assert.equal(badMove.status, 400);
    assert.equal(badMove.body.field, 'moves');
    const sameJob = await recruiter.client.post(`/api/jobs/${job.id}/close`, {
      moves: [{ applicationId: moving.id, jobId: job.id }],
    });
    assert.equal(sameJob.body.field, 'moves');
    const badOutcome = await recruiter.client.post(`/api/jobs/${job.id}/close`, {
      outcome: 'done',
    });
    assert.equal(badOutcome.body.field, 'outcome');
    assert.equal((await statusOf(applied.id)).status, 'applied', 'a refused close changes nothing');

    const message = 'Thank you Ava and all: we have hired for this role.';
    const response = await recruiter.client.post(`/api/jobs/${job.id}/close`, {
      outcome: 'filled',
      message,
      moves: [{ applicationId: moving.id, jobId: other.id }],
    });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.status, 'closed');
    assert.equal(response.body.outcome, 'filled');
    assert.deepEqual(
      new Set(response.body.rejected as string[]),
      new Set([applied.id, interviewed.id]),
    );
    assert.deepEqual(response.body.moved, [{ applicationId: moving.id, jobId: other.id }]);

    assert.equal((await statusOf(applied.id)).status, 'rejected');
    assert.equal((await statusOf(interviewed.id)).status, 'rejected');
    assert.deepEqual(await statusOf(moving.id), { status: 'reviewed', job_id: other.id });
    assert.equal((await statusOf(hired.id)).status, 'accepted');

    for (const candidate of [a, b]) {
      const notes = await notesOf(candidate.userId);
      assert.equal(notes.length, 1);
      assert.equal(notes[0].type, 'application.status');
      assert.ok(notes[0].body.endsWith(message), notes[0].body);
      const mail = await mailOf(candidate.client, candidate.email);
      assert.equal(mail.length, 2, 'the welcome e-mail and the rejection');
      assert.match(mail[0].subject, /^Application not successful – HospoHire$/);
      assert.ok(mail[0].text.includes(message));
    }
    assert.deepEqual(
      (await notesOf(c.userId)).map((n) => n.type),
      ['application.moved'],
    );
    assert.match((await mailOf(c.client, c.email))[0].subject, /^Application moved/);
    assert.deepEqual(await notesOf(d.userId), []);

    const detail = await a.client.get(`/api/applications/${applied.id}`);
    const history = detail.body.history as { status: string; note: string }[];
    assert.deepEqual(history.at(-1), { ...history.at(-1), status: 'rejected', note: message });
  });

  test('no body: closed with the kind default message', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate');
    const application = await insertApplication(app.db, job.id, candidate.userId);
    const response = await bodiless(recruiter.client, `/api/jobs/${job.id}/close`);
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.outcome, 'closed');
    assert.deepEqual(response.body.rejected, [application.id]);
    const detail = await candidate.client.get(`/api/applications/${application.id}`);
    const history = detail.body.history as { note: string | null }[];
    assert.equal(history.at(-1)?.note, JOB_CLOSED_MESSAGES.closed);
  });
});

describe('PATCH /api/jobs/:id { status: closed }', () => {
  test('closing through an edit resolves the open applications too', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate');
    const application = await insertApplication(app.db, job.id, candidate.userId, 'reviewed');
    const response = await recruiter.client.request('PATCH', `/api/jobs/${job.id}`, {
      json: { status: 'closed' },
    });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.status, 'closed');
    assert.equal((await statusOf(application.id)).status, 'rejected');
    assert.deepEqual(
      (await notesOf(candidate.userId)).map((n) => n.type),
      ['application.status'],
    );
  });
});

describe('the dashboard: waiting on you', () => {
  test(`open applications with no move for ${WAITING_ON_YOU_DAYS} days, oldest first`, async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const make = async (name: string, status: string, daysAgo: number) => {
      const candidate = await signedIn(app, 'candidate', name);
      const { id } = await insertApplication(app.db, job.id, candidate.userId, status);
      await app.db.query(
        `UPDATE applications SET status_changed_at = now() - make_interval(days => $2),
                                 created_at = now() - make_interval(days => $2)
         WHERE id = $1`,
        [id, daysAgo],
      );
      return id;
    };
    const old = await make('Old', 'applied', 20);
    const middle = await make('Mid', 'reviewed', 9);
    const justDue = await make('Due', 'interviewed', WAITING_ON_YOU_DAYS);
    await make('Fresh', 'applied', WAITING_ON_YOU_DAYS - 1);
    await make('Offered', 'offered', 30);
    await make('Closed', 'rejected', 30);

    const response = await recruiter.client.get('/api/recruiter-dashboard');
    assert.equal(response.status, 200, response.text);
    const waiting = response.body.waitingOnYou as {
      id: string;
      daysWaiting: number;
      candidateName: string;
    }[];
    assert.deepEqual(
      waiting.map((w) => w.id),
      [old, middle, justDue],
    );
    assert.equal(waiting[0].daysWaiting, 20);
    assert.equal(waiting[0].candidateName, 'Old Carter');
    assert.equal(response.body.waitingOnYouTotal, 3);

    // A move takes it off the list.
    await recruiter.client.request('PATCH', `/api/applications/${old}/status`, {
      json: { status: 'reviewed' },
    });
    const after = await recruiter.client.get('/api/recruiter-dashboard');
    assert.deepEqual(
      (after.body.waitingOnYou as { id: string }[]).map((w) => w.id),
      [middle, justDue],
    );
  });
});

describe('a company’s response rate', () => {
  test('the share of the last 90 days’ applications answered within 7 days', async () => {
    const owner = await signedIn(app, 'recruiter');
    const company = await insertCompany(app.db, owner.userId);
    const venue = await insertVenue(app.db, company.id);
    const job = await insertJob(app.db, company.id, venue.id);
    const profile = async () => {
      const response = await app.client().get(`/api/companies/${company.slug}`);
      assert.equal(response.status, 200, response.text);
      return response.body.responseRate;
    };
    assert.equal(await profile(), null, 'no applications: null');

    /** An application `age` days old, answered (a company move) `answerAfter` days after it came. */
    const make = async (age: number, answerAfter: number | null, by = owner.userId) => {
      const candidate = await signedIn(app, 'candidate');
      const { id } = await insertApplication(app.db, job.id, candidate.userId);
      await app.db.query(
        `UPDATE applications SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
        [id, age],
      );
      if (answerAfter !== null) {
        await app.db.query(
          `INSERT INTO application_status_history (application_id, from_status, to_status,
                                                   changed_by, created_at)
           VALUES ($1, 'applied', 'reviewed', $2,
                   now() - make_interval(days => $3) + make_interval(days => $4))`,
          [id, by, age, answerAfter],
        );
      }
    };
    await make(30, 1); // answered in time
    await make(20, 6); // answered in time
    await make(40, 10); // answered late
    await make(15, null); // never answered, overdue
    await make(2, null); // young, not answered yet: not counted
    await make(120, 1); // outside the 90 days: not counted
    assert.equal(await profile(), 50);
    const careers = await app.client().get(`/api/careers/${company.slug}`);
    assert.equal(careers.body.responseRate, 50);
  });
});

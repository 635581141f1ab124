import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_WORKFLOW,
  type FiredKnockout,
  type WorkflowLogEntry,
} from 'shared-kernel/contract';
import { sendDueKnockoutsNow } from '../src/modules/applications/workflows/knockouts.js';
import { signedIn } from './support/fixtures.js';
import {
  answersTo,
  applyWith,
  emailsTo,
  jobWithQuestions,
  notificationsOf,
} from './support/screening.js';
import { startTwoApiProcesses } from './support/two-processes.js';
import type { TestApp, TestClient } from './support/test-app.js';

// Issue 33: a knocked-out application is rejected with the workflow's kind message at once (a
// delay of 0) or after the delay by the sweep (exactly once with two API processes), unless a
// recruiter overrides it or moves the application; one that passes is invited to book at once
// with `autoInvite`; the log keeps the rule and the answer. On PostgreSQL (DATABASE_URL) the two
// app instances each have their own pool, so their sweeps really overlap.

let app: TestApp;
let second: FastifyInstance;
let close: () => Promise<void>;
before(async () => ({ app, second, close } = await startTwoApiProcesses()));
after(() => close());

const put = (client: TestClient, path: string, json: unknown) =>
  client.request('PUT', path, { json });

const MESSAGE = 'Thanks for applying: this role needs the right to work in the UK.';

async function statusOf(applicationId: string) {
  const { rows } = await app.db.query<{ status: string }>(
    'SELECT status FROM applications WHERE id = $1',
    [applicationId],
  );
  return rows[0].status;
}

async function knockoutOf(client: TestClient, jobId: string, applicationId: string) {
  const pipeline = await client.get(`/api/jobs/${jobId}/applications`);
  const items = pipeline.body.items as { id: string; knockout: FiredKnockout | null }[];
  return items.find((item) => item.id === applicationId)!.knockout;
}

async function logOf(client: TestClient, jobId: string) {
  const response = await client.get(`/api/companies/mine/workflow-log?jobId=${jobId}`);
  assert.equal(response.status, 200, response.text);
  return response.body as unknown as WorkflowLogEntry[];
}

/** A job whose own workflow is `workflow`, with the usual questions. */
async function world(workflow: Partial<typeof DEFAULT_WORKFLOW> = {}) {
  const base = await jobWithQuestions(app);
  const saved = await put(base.recruiter.client, `/api/jobs/${base.job.id}/workflow`, {
    ...DEFAULT_WORKFLOW,
    rejectionMessage: MESSAGE,
    ...workflow,
  });
  assert.equal(saved.status, 200, saved.text);
  return base;
}

describe('knocked out at once (delay 0)', () => {
  test('rejected with the message, told in the app and by e-mail, logged with rule and answer', async () => {
    const { recruiter, job, screening } = await world({ knockoutDelayHours: 0 });
    const candidate = await applyWith(app, job.id, answersTo(screening, ['no', 3]), 'Nina');
    assert.equal(candidate.status, 201, JSON.stringify(candidate.body));
    // The 201 says the outcome: rejected, with the workflow's message (the apply screen shows it).
    assert.equal(candidate.body.status, 'rejected');
    assert.equal(candidate.body.rejectionMessage, MESSAGE);
    const history = candidate.body.history as { status: string; note: string | null }[];
    assert.deepEqual(history.at(-1), { ...history.at(-1), status: 'rejected', note: MESSAGE });

    const [told] = await notificationsOf(app, candidate.userId, 'application.status');
    assert.equal(told.title, 'Application not successful');
    assert.ok(told.body.includes(MESSAGE));
    const mails = await emailsTo(app, candidate.email, 'Application not successful');
    assert.equal(mails.length, 1);
    assert.ok(mails[0].text.includes(MESSAGE));

    const knockout = await knockoutOf(recruiter.client, job.id, String(candidate.body.id));
    assert.deepEqual(knockout, {
      questionId: screening[0].id,
      question: screening[0].question,
      answer: 'no',
      rule: { equals: 'no' },
      rejectsAt: null,
      overridden: false,
    });
    const log = await logOf(recruiter.client, job.id);
    assert.deepEqual(
      log.map((entry) => [
        entry.kind,
        entry.candidateName,
        entry.job.title,
        entry.answer,
        entry.rule,
      ]),
      [
        ['rejected', 'Nina Carter', 'Bartender', 'no', { equals: 'no' }],
        ['knocked_out', 'Nina Carter', 'Bartender', 'no', { equals: 'no' }],
      ],
    );
    assert.equal(log[0].applicationId, candidate.body.id);
  });
});

describe('knocked out after the delay', () => {
  test('pending until due; then rejected once, even with two processes sweeping at once', async () => {
    const { recruiter, job, screening } = await world({ knockoutDelayHours: 24 });
    const candidate = await applyWith(app, job.id, answersTo(screening, ['yes', 0]), 'Dan');
    assert.equal(candidate.status, 201);
    assert.equal(candidate.body.status, 'applied');
    assert.equal(candidate.body.rejectionMessage, null);
    const id = String(candidate.body.id);
    const pending = await knockoutOf(recruiter.client, job.id, id);
    assert.equal(pending?.questionId, screening[1].id);
    assert.deepEqual(pending?.rule, { below: 1 });
    assert.equal(pending?.answer, 0);
    const hours = (Date.parse(pending!.rejectsAt!) - Date.now()) / 3_600_000;
    assert.ok(hours > 23.9 && hours <= 24, `rejects in 24 hours (${hours})`);

    await Promise.all([sendDueKnockoutsNow(app.app), sendDueKnockoutsNow(second)]);
    assert.equal(await statusOf(id), 'applied', 'not due yet');

    // The delay passes.
    await app.db.query(
      `UPDATE application_knockouts SET rejects_at = now() - interval '1 minute' WHERE application_id = $1`,
      [id],
    );
    await Promise.all([sendDueKnockoutsNow(app.app), sendDueKnockoutsNow(second)]);
    await Promise.all([sendDueKnockoutsNow(app.app), sendDueKnockoutsNow(second)]);
    assert.equal(await statusOf(id), 'rejected');
    // Told once, with the workflow's own message: the notification, the e-mail, the application
    // and the list of applications.
    const told = await notificationsOf(app, candidate.userId, 'application.status');
    assert.equal(told.length, 1);
    assert.ok(told[0].body.includes(MESSAGE), told[0].body);
    const mails = await emailsTo(app, candidate.email, 'Application not successful');
    assert.equal(mails.length, 1);
    assert.ok(mails[0].text.includes(MESSAGE), mails[0].text);
    const detail = await candidate.client.get(`/api/applications/${id}`);
    assert.equal(detail.body.status, 'rejected');
    assert.equal(detail.body.rejectionMessage, MESSAGE);
    const list = await candidate.client.get('/api/applications/candidate');
    const listed = (list.body as unknown as { id: string; rejectionMessage: string | null }[]).find(
      (item) => item.id === id,
    );
    assert.equal(listed?.rejectionMessage, MESSAGE);
    const after = await knockoutOf(recruiter.client, job.id, id);
    assert.equal(after?.rejectsAt, null);
    const log = await logOf(recruiter.client, job.id);
    assert.deepEqual(
      log.map((entry) => entry.kind),
      ['rejected', 'knocked_out'],
    );
  });

  test('a recruiter overrides it: no rejection; the log names them; a second override is 409', async () => {
    const { recruiter, job, screening } = await world({ knockoutDelayHours: 12 });
    const candidate = await applyWith(app, job.id, answersTo(screening, ['no', 2]), 'Olly');
    const id = String(candidate.body.id);
    const overridden = await recruiter.client.post(`/api/applications/${id}/knockout/override`);
    assert.equal(overridden.status, 200, overridden.text);
    assert.equal(overridden.body.rejectsAt, null);
    assert.equal(overridden.body.overridden, true);
    assert.equal(overridden.body.question, screening[0].question);
    const again = await recruiter.client.post(`/api/applications/${id}/knockout/override`);
    assert.equal(again.status, 409);

    await app.db.query(
      `UPDATE application_knockouts SET rejects_at = now() - interval '1 minute'
       WHERE application_id = $1 AND overridden_at IS NULL`,
      [id],
    );
    await sendDueKnockoutsNow(app.app);
    assert.equal(await statusOf(id), 'applied');
    const [latest] = await logOf(recruiter.client, job.id);
    assert.equal(latest.kind, 'overridden');
    assert.equal(latest.detail, 'Rita Carter');

    const outsider = await signedIn(app, 'recruiter', 'Otto');
    const theirs = await outsider.client.post(`/api/applications/${id}/knockout/override`);
    assert.equal(theirs.status, 404);
  });

  test("a recruiter's status move cancels the pending rejection", async () => {
    const { recruiter, job, screening } = await world({ knockoutDelayHours: 12 });
    const candidate = await applyWith(app, job.id, answersTo(screening, ['no', 2]), 'Mo');
    const id = String(candidate.body.id);
    const moved = await recruiter.client.request('PATCH', `/api/applications/${id}/status`, {
      json: { status: 'reviewed' },
    });
    assert.equal(moved.status, 200, moved.text);
    assert.equal((await knockoutOf(recruiter.client, job.id, id))?.rejectsAt, null);
    const override = await recruiter.client.post(`/api/applications/${id}/knockout/override`);
    assert.equal(override.status, 409, 'nothing pending any more');
    await app.db.query(
      `UPDATE application_knockouts SET rejects_at = now() - interval '1 minute'
       WHERE application_id = $1 AND rejects_at IS NOT NULL`,
      [id],
    );
    await sendDueKnockoutsNow(app.app);
    assert.equal(await statusOf(id), 'reviewed');
  });

  test('a knock-out applies only to the questions the candidate saw', async () => {
    const { recruiter, job, screening } = await world({ knockoutDelayHours: 0 });
    const candidate = await applyWith(app, job.id, answersTo(screening, ['yes', 2]), 'Sam');
    // A knock-out added later does not reach back.
    await recruiter.client.request('PATCH', `/api/jobs/${job.id}`, {
      json: { screening: [screening[0], { ...screening[1], knockout: { below: 5 } }] },
    });
    await sendDueKnockoutsNow(app.app);
    assert.equal(await statusOf(String(candidate.body.id)), 'applied');
  });
});

describe('workflows', () => {
  test('company default, a job inherits it, its own, and back (DELETE)', async () => {
    const { recruiter, job } = await jobWithQuestions(app);
    const company = await recruiter.client.get('/api/companies/mine/workflow');
    assert.deepEqual(company.body, { ...DEFAULT_WORKFLOW, inherited: false });
    const changed = await put(recruiter.client, '/api/companies/mine/workflow', {
      ...DEFAULT_WORKFLOW,
      knockoutDelayHours: 6,
    });
    assert.equal(changed.status, 200, changed.text);
    const inherited = await recruiter.client.get(`/api/jobs/${job.id}/workflow`);
    assert.equal(inherited.body.knockoutDelayHours, 6);
    assert.equal(inherited.body.inherited, true);
    const own = await put(recruiter.client, `/api/jobs/${job.id}/workflow`, {
      ...DEFAULT_WORKFLOW,
      knockoutDelayHours: 48,
      autoInvite: 'interview',
    });
    assert.deepEqual(own.body, {
      ...DEFAULT_WORKFLOW,
      knockoutDelayHours: 48,
      autoInvite: 'interview',
      inherited: false,
    });
    const reset = await recruiter.client.request('DELETE', `/api/jobs/${job.id}/workflow`, {
      json: {},
    });
    assert.equal(reset.status, 204);
    const back = await recruiter.client.get(`/api/jobs/${job.id}/workflow`);
    assert.equal(back.body.knockoutDelayHours, 6);
    assert.equal(back.body.inherited, true);

    const outsider = await signedIn(app, 'recruiter', 'Otto');
    await put(outsider.client, '/api/companies/mine/workflow', DEFAULT_WORKFLOW);
    assert.equal((await outsider.client.get(`/api/jobs/${job.id}/workflow`)).status, 404);
  });

  test('a trial shift needs its hourly rate (400 naming it); a delay over 72 hours is refused', async () => {
    const { recruiter, job } = await jobWithQuestions(app);
    const missing = await put(recruiter.client, `/api/jobs/${job.id}/workflow`, {
      ...DEFAULT_WORKFLOW,
      autoInvite: 'trial_shift',
      trialHourlyRate: null,
    });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.field, 'trialHourlyRate');
    const long = await put(recruiter.client, `/api/jobs/${job.id}/workflow`, {
      ...DEFAULT_WORKFLOW,
      knockoutDelayHours: 73,
    });
    assert.equal(long.status, 400);
  });

  test('auto-invite: an application that passes is invited to book a paid trial at once', async () => {
    const { recruiter, job, screening } = await world({
      knockoutDelayHours: 0,
      autoInvite: 'trial_shift',
      trialHourlyRate: 13.5,
    });
    const passes = await applyWith(app, job.id, answersTo(screening, ['yes', 3]), 'Pat');
    assert.equal(passes.status, 201, JSON.stringify(passes.body));
    const { rows } = await app.db.query<{
      kind: string;
      hourly_rate_pence: number;
      interviewer_id: string;
    }>(
      'SELECT kind, hourly_rate_pence, interviewer_id FROM booking_invitations WHERE application_id = $1',
      [passes.body.id],
    );
    assert.deepEqual(rows, [
      { kind: 'trial_shift', hourly_rate_pence: 1350, interviewer_id: recruiter.userId },
    ]);
    const [invited] = await notificationsOf(app, passes.userId, 'booking.invited');
    assert.equal(invited.href, `/book/${String(passes.body.id)}`);
    const invitation = await passes.client.get(
      `/api/applications/${String(passes.body.id)}/booking`,
    );
    assert.ok([200, 404].includes(invitation.status));

    // One knocked out is not invited.
    const out = await applyWith(app, job.id, answersTo(screening, ['no', 3]), 'Quin');
    const none = await app.db.query('SELECT 1 FROM booking_invitations WHERE application_id = $1', [
      out.body.id,
    ]);
    assert.equal(none.rows.length, 0);

    const log = await logOf(recruiter.client, job.id);
    const entry = log.find((e) => e.kind === 'invited')!;
    assert.equal(entry.applicationId, passes.body.id);
    assert.equal(entry.detail, 'a paid trial shift at £13.50 an hour');
    assert.equal(entry.rule, null);
  });
});

describe('the log', () => {
  test("newest first, since a time, the company's own only", async () => {
    const { recruiter, job, screening } = await world({ knockoutDelayHours: 5 });
    await applyWith(app, job.id, answersTo(screening, ['no', 3]), 'Lou');
    const all = await recruiter.client.get('/api/companies/mine/workflow-log');
    assert.equal(all.status, 200);
    const entries = all.body as unknown as WorkflowLogEntry[];
    assert.ok(
      entries.every((e) => e.job.id === job.id),
      'only this company’s jobs',
    );
    assert.equal(entries[0].kind, 'knocked_out');
    assert.equal(entries[0].question, screening[0].question);
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await recruiter.client.get(
      `/api/companies/mine/workflow-log?since=${encodeURIComponent(future)}`,
    );
    assert.deepEqual(none.body, []);
    const outsider = await signedIn(app, 'recruiter', 'Otto');
    await put(outsider.client, '/api/companies/mine/workflow', DEFAULT_WORKFLOW);
    const theirs = await outsider.client.get('/api/companies/mine/workflow-log');
    assert.ok(!(theirs.body as unknown as WorkflowLogEntry[]).some?.((e) => e.job.id === job.id));
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { WorkflowLogEntry } from 'shared-kernel/contract';
import { STALE_APPLICATION_DAYS } from 'shared-kernel/rules';
import { remindStaleNow } from '../src/modules/applications/workflows/stale.js';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { emailsTo, notificationsOf } from './support/screening.js';
import { startTwoApiProcesses } from './support/two-processes.js';
import type { TestApp } from './support/test-app.js';

// Issue 33: an application with no move for STALE_APPLICATION_DAYS reminds the company's
// recruiters once and tells the candidate once that it is still being reviewed (in the app and
// by e-mail), exactly once even with two API processes sweeping at the same moment. On
// PostgreSQL (DATABASE_URL) the two app instances have their own pools and really overlap.

let app: TestApp;
let second: FastifyInstance;
let close: () => Promise<void>;
before(async () => ({ app, second, close } = await startTwoApiProcesses()));
after(() => close());

const sweepBoth = () => Promise.all([remindStaleNow(app.app), remindStaleNow(second)]);

/** An application of a new candidate whose last move was `days` ago. */
async function applicationAged(jobId: string, days: number, status = 'applied', name = 'Ivy') {
  const candidate = await signedIn(app, 'candidate', name);
  const { id } = await insertApplication(app.db, jobId, candidate.userId, status);
  await app.db.query(
    `UPDATE applications SET status_changed_at = now() - make_interval(days => $2) WHERE id = $1`,
    [id, days],
  );
  return { ...candidate, applicationId: id };
}

describe(`no move for ${STALE_APPLICATION_DAYS} days`, () => {
  test('two processes sweeping at once: one reminder to each recruiter, one note to the candidate', async () => {
    const { recruiter, company, job } = await recruiterWithJob(app);
    const colleague = await signedIn(app, 'recruiter', 'Colin');
    await app.db.query(
      `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'recruiter')`,
      [company.id, colleague.userId],
    );
    const stale = await applicationAged(job.id, STALE_APPLICATION_DAYS + 1, 'reviewed', 'Ivy');
    const fresh = await applicationAged(job.id, STALE_APPLICATION_DAYS - 1, 'applied', 'Fay');
    const offered = await applicationAged(job.id, STALE_APPLICATION_DAYS + 3, 'offered', 'Otis');

    await sweepBoth();
    await sweepBoth();

    for (const member of [recruiter, colleague]) {
      const reminders = await notificationsOf(app, member.userId, 'application.stale');
      assert.equal(reminders.length, 1, 'one reminder in the app');
      assert.match(
        reminders[0].body,
        /^Ivy Carter's application for Bartender has had no move for 5 days/,
      );
      assert.equal(
        reminders[0].href,
        `/job-applications/${job.id}?application=${stale.applicationId}`,
      );
      assert.equal((await emailsTo(app, member.email, 'An application is waiting')).length, 1);
    }
    const notes = await notificationsOf(app, stale.userId, 'application.still_reviewed');
    assert.equal(notes.length, 1, 'one note to the candidate');
    assert.match(notes[0].body, /is still being reviewed/);
    assert.equal(notes[0].href, `/applications/${stale.applicationId}`);
    assert.equal((await emailsTo(app, stale.email, 'Still being reviewed')).length, 1);

    for (const other of [fresh, offered]) {
      assert.equal((await notificationsOf(app, other.userId)).length, 0, 'not stale');
    }

    const log = await recruiter.client.get(`/api/companies/mine/workflow-log?jobId=${job.id}`);
    const entries = log.body as unknown as WorkflowLogEntry[];
    assert.deepEqual(
      entries.map((e) => [e.kind, e.applicationId, e.candidateName]),
      [['reminded', stale.applicationId, 'Ivy Carter']],
    );
  });

  test('a knocked-out application waiting for its rejection is not reminded', async () => {
    const { job } = await recruiterWithJob(app);
    const waiting = await applicationAged(job.id, STALE_APPLICATION_DAYS + 1, 'applied', 'Kit');
    await app.db.query(
      `INSERT INTO application_knockouts (application_id, question_id, question, answer, rule, rejects_at)
       VALUES ($1, gen_random_uuid(), 'Are you 18 or over?', '"no"', '{"equals":"no"}', now() + interval '1 hour')`,
      [waiting.applicationId],
    );
    await sweepBoth();
    assert.equal((await notificationsOf(app, waiting.userId)).length, 0);
  });
});

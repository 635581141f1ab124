import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { remindNow } from '../src/modules/applications/booking/reminders.js';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTwoApiProcesses } from './support/two-processes.js';
import type { TestApp } from './support/test-app.js';

// Issue 32, item 6: 24 hours before an interview or trial shift both sides are reminded, in the
// app and by e-mail, exactly once even with two API processes sweeping at the same moment. Here
// two app instances share one database: on PostgreSQL (DATABASE_URL) each has its own pool and
// the sweeps really overlap; on PGlite they share its one connection.

let app: TestApp;
let second: FastifyInstance;
let close: () => Promise<void>;
before(async () => ({ app, second, close } = await startTwoApiProcesses()));
after(() => close());

const REMINDER = 'interview.reminder';

/** An interview (or a £12.50 trial) starting at `startsAt` (SQL), held by the recruiter. */
async function insertInterview(
  applicationId: string,
  recruiterId: string,
  startsAt: string,
  { kind = 'interview', status = 'scheduled' } = {},
) {
  const { rows } = await app.db.query<{ id: string }>(
    `INSERT INTO interviews (application_id, candidate_id, company_id, mode, starts_at,
       duration_minutes, location, interviewer_name, scheduled_by, interviewer_id, kind,
       hourly_rate_pence, status)
     SELECT a.id, a.candidate_id, a.company_id, 'in_person', ${startsAt}, 180, 'The Bar, 1 High St',
       'Rita', $2, $2, $3, CASE WHEN $3 = 'trial_shift' THEN 1250 END, $4
     FROM applications a WHERE a.id = $1
     RETURNING id`,
    [applicationId, recruiterId, kind, status],
  );
  return rows[0].id;
}

async function world() {
  const base = await recruiterWithJob(app);
  const candidate = await signedIn(app, 'candidate', 'Ivy');
  const { id: applicationId } = await insertApplication(
    app.db,
    base.job.id,
    candidate.userId,
    'interviewed',
  );
  return { ...base, candidate, applicationId };
}

/** The reminders a user has: in-app notifications and e-mails. */
async function remindersOf(user: { userId: string; email: string }) {
  const notifications = await app.db.query<{ title: string; body: string; href: string }>(
    'SELECT title, body, href FROM notifications WHERE user_id = $1 AND type = $2 ORDER BY id',
    [user.userId, REMINDER],
  );
  const emails = await app.db.query<{ subject: string; text: string; attachments: unknown }>(
    `SELECT subject, body_text AS text, attachments FROM outgoing_emails
     WHERE lower(to_address) = lower($1) AND subject LIKE '%tomorrow%' ORDER BY id`,
    [user.email],
  );
  return { notifications: notifications.rows, emails: emails.rows };
}

/** Both app instances sweep at the same moment. */
const sweepBoth = () => Promise.all([remindNow(app.app), remindNow(second)]);

describe('reminders 24 hours before', () => {
  test('two processes sweeping at once: each side gets one reminder in the app and one e-mail', async () => {
    const { recruiter, candidate, applicationId } = await world();
    const trial = await insertInterview(
      applicationId,
      recruiter.userId,
      "now() + interval '23 hours'",
      { kind: 'trial_shift' },
    );
    await sweepBoth();
    await sweepBoth();

    const toCandidate = await remindersOf(candidate);
    const toRecruiter = await remindersOf(recruiter);
    assert.equal(toCandidate.notifications.length, 1, 'one in-app reminder to the candidate');
    assert.equal(toCandidate.emails.length, 1, 'one e-mail to the candidate');
    assert.equal(toRecruiter.notifications.length, 1, 'one in-app reminder to the interviewer');
    assert.equal(toRecruiter.emails.length, 1, 'one e-mail to the interviewer');

    const [mine] = toCandidate.notifications;
    assert.equal(mine.title, 'Paid trial shift tomorrow');
    assert.match(
      mine.body,
      /^Reminder: your paid trial shift for .+ at .+ is on .+ \(London time\)$/,
    );
    assert.equal(mine.href, `/applications/${applicationId}`);
    const [theirs] = toRecruiter.notifications;
    assert.match(theirs.body, /^Reminder: your paid trial shift with .+ for .+ is on /);
    assert.equal(theirs.href, '/interviews');
    const [mail] = toCandidate.emails;
    assert.match(mail.text, /Pay: £12\.50/);
    assert.match(mail.text, /Where: The Bar, 1 High St/);
    assert.match(JSON.stringify(mail.attachments), /interview\.ics/);

    const { rows } = await app.db.query<{ reminded: boolean }>(
      'SELECT reminded_at IS NOT NULL AS reminded FROM interviews WHERE id = $1',
      [trial],
    );
    assert.equal(rows[0].reminded, true);
  });

  test('not yet due, started, or cancelled: no reminder', async () => {
    const { recruiter, candidate, applicationId } = await world();
    await insertInterview(applicationId, recruiter.userId, "now() + interval '25 hours'");
    await insertInterview(applicationId, recruiter.userId, "now() - interval '1 hour'");
    await insertInterview(applicationId, recruiter.userId, "now() + interval '2 hours'", {
      status: 'cancelled',
    });
    await sweepBoth();
    assert.deepEqual(await remindersOf(candidate), { notifications: [], emails: [] });
    assert.deepEqual(await remindersOf(recruiter), { notifications: [], emails: [] });
  });

  test('moved by the recruiter after its reminder: reminded again for the new time, once', async () => {
    const { recruiter, candidate, applicationId } = await world();
    const id = await insertInterview(
      applicationId,
      recruiter.userId,
      "now() + interval '20 hours'",
    );
    await sweepBoth();
    assert.equal((await remindersOf(candidate)).notifications.length, 1);
    const later = new Date(Date.now() + 22 * 3_600_000).toISOString();
    const moved = await recruiter.client.request('PATCH', `/api/interviews/${id}`, {
      json: { startsAt: later },
    });
    assert.equal(moved.status, 200, moved.text);
    await sweepBoth();
    await sweepBoth();
    const told = await remindersOf(candidate);
    assert.equal(told.notifications.length, 2);
    assert.match(told.notifications[1].body, /^Reminder: your interview for /);
    assert.equal((await remindersOf(recruiter)).emails.length, 2);
  });
});

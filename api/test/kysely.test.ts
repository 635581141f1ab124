// Typed SQL (src/db/kysely.ts): Kysely's PostgreSQL queries run through `Db.query`, on PGlite and
// on PostgreSQL, and inside `db.transaction` on its `tx`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { KYSELY_TRANSACTION_MESSAGE, kysely } from '../src/db/kysely.js';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

/** A job with one application of a new candidate. */
async function oneApplication() {
  const { recruiter, company, job } = await recruiterWithJob(app);
  const candidate = await signedIn(app, 'candidate');
  const application = await insertApplication(app.db, job.id, candidate.userId);
  return { recruiter, company, job, candidate, application };
}

describe('kysely(db)', () => {
  test('a typed join runs on the engine and reads the same values as plain SQL', async () => {
    const { candidate, application } = await oneApplication();
    const rows = await kysely(app.db)
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .select(['a.id', 'a.status', 'a.availability', 'a.created_at', 'j.title as jobTitle'])
      .where('a.candidate_id', '=', candidate.userId)
      .where('a.id', '=', (eb) => eb.fn.any(eb.val([application.id])))
      .execute();
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row.id, application.id);
    assert.equal(row.status, 'applied');
    assert.equal(row.jobTitle, 'Bartender');
    assert.deepEqual(row.availability, []);
    assert.ok(row.created_at instanceof Date, 'timestamptz reads as a Date');
    const plain = await app.db.query<{ created_at: Date }>(
      'SELECT created_at FROM applications WHERE id = $1',
      [application.id],
    );
    assert.equal(row.created_at.getTime(), plain.rows[0].created_at.getTime());
  });

  test('inside db.transaction, kysely(tx) writes in that transaction and rolls back with it', async () => {
    const { application } = await oneApplication();
    await assert.rejects(
      app.db.transaction(async (tx) => {
        const updated = await kysely(tx)
          .updateTable('applications')
          .set({ status: 'reviewed', status_changed_at: new Date() })
          .where('id', '=', application.id)
          .returning(['id', 'status'])
          .executeTakeFirstOrThrow();
        assert.deepEqual(updated, { id: application.id, status: 'reviewed' });
        const seen = await kysely(tx)
          .selectFrom('applications')
          .select('status')
          .where('id', '=', application.id)
          .executeTakeFirstOrThrow();
        assert.equal(seen.status, 'reviewed', 'the transaction sees its own write');
        throw new Error('roll back');
      }),
      /roll back/,
    );
    const after = await kysely(app.db)
      .selectFrom('applications')
      .select('status')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    assert.equal(after.status, 'applied');
  });

  test("Kysely's own transactions are refused (Db.transaction is the one way)", async () => {
    await assert.rejects(
      kysely(app.db)
        .transaction()
        .execute(async () => undefined),
      { message: KYSELY_TRANSACTION_MESSAGE },
    );
  });

  test('a renamed column fails the type check', () => {
    const query = kysely(app.db)
      .selectFrom('applications')
      // @ts-expect-error: applications has no applied_at (it is created_at); tsc fails without this
      .select(['id', 'applied_at']);
    assert.match(query.compile().sql, /"applied_at"/);
    kysely(app.db)
      .updateTable('applications')
      // @ts-expect-error: 'hired' is not an application status (shared-kernel/contract)
      .set({ status: 'hired' });
  });

  test('the worked example: bulk reject reads and locks through Kysely', async () => {
    const { recruiter, job, application } = await oneApplication();
    const response = await recruiter.client.post(`/api/jobs/${job.id}/applications/bulk-reject`, {
      applicationIds: [application.id],
      message: '',
    });
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(response.body, { rejected: [application.id], skipped: [] });
    const { rows } = await app.db.query<{ status: string }>(
      'SELECT status FROM applications WHERE id = $1',
      [application.id],
    );
    assert.equal(rows[0].status, 'rejected');
  });
});

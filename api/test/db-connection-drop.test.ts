import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { isDatabaseUnavailable } from '../src/db/client.js';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

// A failover or a restart of PostgreSQL ends the API's connections (pg_terminate_backend here).
// That must fail at most the requests using them, as 503 { message }, never kill the process
// (before: an unhandled 'error' event of a client checked out by db.transaction), and the pool
// must come back by itself. Only on PostgreSQL: PGlite has no connections to drop.
const databaseUrl = process.env.DATABASE_URL;

describe('a dropped PostgreSQL connection', { skip: !databaseUrl && 'needs DATABASE_URL' }, () => {
  // Only this app's connections are terminated (the test database is shared by other files).
  const applicationName = `drop-test-${randomUUID().slice(0, 8)}`;
  let t: TestApp;
  let admin: pg.Client;

  before(async () => {
    const url = new URL(databaseUrl!);
    url.searchParams.set('application_name', applicationName);
    t = await startTestApp({ config: { databaseUrl: url.toString() } });
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  after(async () => {
    await admin?.end();
    await t?.close();
  });

  const signUpBody = () => ({
    email: uniqueEmail('drop'),
    password: 'table-for-2-please',
    firstName: 'Dee',
    lastName: 'Rop',
    userType: 'candidate',
  });

  const terminate = () =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );

  it('fails only the requests on it (503 JSON), three times during writes, and recovers', async () => {
    const statuses: number[] = [];
    let nonJson = 0;
    const signUp = async () => {
      const res = await t.client().post('/api/auth/signup', signUpBody());
      statuses.push(res.status);
      if (typeof res.body !== 'object' || res.body === null) nonJson += 1;
    };
    for (let round = 0; round < 3; round += 1) {
      // Sign-ups are transactions (user, token, outbox, session): some are mid-flight when the
      // connections are terminated.
      const writes = Array.from({ length: 12 }, signUp);
      await new Promise((resolve) => setTimeout(resolve, 15));
      await terminate();
      await Promise.all(writes);
    }
    assert.equal(nonJson, 0, 'every answer is JSON');
    const failed = statuses.filter((status) => status === 503).length;
    assert.ok(failed <= statuses.length / 2, `${failed} of ${statuses.length} failed`);
    assert.deepEqual(
      statuses.filter((status) => status !== 201 && status !== 503),
      [],
      'only 201 or 503',
    );

    // The pool has recovered: every request now succeeds.
    const res = await t.client().post('/api/auth/signup', signUpBody());
    assert.equal(res.status, 201);
    const health = await t.client().get('/api/health');
    assert.equal(health.status, 200);
  });

  it('a statement cut while it runs is run again on a fresh connection', async () => {
    const client = t.client();
    // A slow statement on the app's pool, terminated while it runs.
    const slow = t.db.query('SELECT pg_sleep(2)').then(
      () => 'finished',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await terminate();
    assert.equal(await slow, 'finished');
    assert.equal((await client.get('/api/health')).status, 200);
  });

  it('a transaction whose connection drops between statements fails alone; the process lives', async () => {
    // Between two statements the checked-out client has no query to fail: the drop arrives as
    // an 'error' event, which without a listener would end the process.
    const outcome = t.db
      .transaction(async (tx) => {
        await tx.query('SELECT 1');
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.query('SELECT 1');
        return 'committed';
      })
      .then(
        (value) => value,
        (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : String(error)),
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await terminate();
    assert.equal(await outcome, 'unavailable');
    assert.equal((await t.client().get('/api/health')).status, 200);
  });
});

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { openPostgres, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { DEMO_CANDIDATE, DEMO_RECRUITER } from '../src/seed/demo-accounts.js';
import { seedEmptyDatabase } from '../src/seed/startup.js';

// Two API processes starting together on an empty PostgreSQL database (a cluster's first boot):
// both migrate and seed at once. Before the seed lock, both seeded and one died on a duplicate
// key. Each "process" here is its own pool on a database of this test's own.
const databaseUrl = process.env.DATABASE_URL;

describe('start-up on an empty database', { skip: !databaseUrl && 'needs DATABASE_URL' }, () => {
  const name = `hospohire_seed_${randomUUID().slice(0, 8)}`;
  let admin: pg.Client;
  const dbs: Db[] = [];

  before(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    dbs.push(await openPostgres(url.toString()), await openPostgres(url.toString()));
  });
  after(async () => {
    await Promise.all(dbs.map((db) => db.close()));
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  });

  it('two processes migrate and seed together: one seeds, both start, nothing twice', async () => {
    await Promise.all(dbs.map((db) => migrate(db)));
    const results = await Promise.all(dbs.map((db) => seedEmptyDatabase(db, { withData: true })));
    assert.equal(results.filter((r) => r !== null).length, 1, 'exactly one seeded');
    const { rows } = await dbs[0].query<{ email: string; n: number }>(
      `SELECT email, count(*)::int AS n FROM users WHERE email = ANY($1::text[]) GROUP BY email`,
      [[DEMO_CANDIDATE.email, DEMO_RECRUITER.email]],
    );
    assert.deepEqual(
      rows.map((r) => r.n),
      [1, 1],
    );
    const jobs = await dbs[1].query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
    assert.ok(jobs.rows[0].n > 0, 'the demo marketplace was seeded');
    // A later start finds the data and seeds nothing.
    assert.equal(await seedEmptyDatabase(dbs[1], { withData: true }), null);
  });
});

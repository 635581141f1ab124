import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { Client, CLUSTER_SKIP, startCluster, wait, type Cluster } from './harness.js';

// Issue 30, items 5 and 6: two processes started together on an empty database both start and
// seed once; a job published in a slow transaction, committed after later changes were read, is
// found by search on the other process within 15 s (and a closed one stops being found).
describe(
  'cluster: start-up together, and every commit seen everywhere',
  { skip: CLUSTER_SKIP },
  () => {
    let cluster: Cluster;
    before(async () => {
      cluster = await startCluster({ seedDemo: true, startTogether: true });
    });
    after(() => cluster?.close());

    it('two processes started together on an empty database: both up, seeded once', async () => {
      for (const api of cluster.apis) assert.equal(api.child.exitCode, null, cluster.logs());
      const { rows } = await cluster.admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@hospohire.demo'`,
      );
      assert.equal(rows[0].n, 2, 'the demo accounts once');
    });

    it('a publish committed after later changes is found on the other process within 15 s', async (t) => {
      const found = async (apiIndex: number, words: string) => {
        const res = await new Client(cluster.apis[apiIndex].url).request(
          'GET',
          `/api/jobs?q=${encodeURIComponent(words)}`,
        );
        assert.equal(res.status, 200);
        return (res.json as { items: { title: string }[] }).items.some(
          (job) => job.title === words,
        );
      };
      // A draft with a title nobody else has, from a demo job's company and venue.
      const title = `Quokka sommelier ${randomUUID().slice(0, 6)}`;
      const { rows } = await cluster.admin.query<{ id: string }>(
        `INSERT INTO jobs (company_id, venue_id, created_by, title, description, status, skills,
                           employment_type, salary_type, salary_amount_pence, salary_min_pence,
                           salary_max_pence)
         SELECT company_id, venue_id, created_by, $1, description, 'draft', skills,
                employment_type, salary_type, salary_amount_pence, salary_min_pence,
                salary_max_pence
         FROM jobs WHERE status = 'open' LIMIT 1
         RETURNING id`,
        [title],
      );
      const jobId = rows[0].id;
      // Both processes have answered a search (their caches, if any, are warm).
      assert.equal(await found(0, title), false);
      assert.equal(await found(1, title), false);

      // The publish: a transaction that stays open while other jobs change and commit.
      const slow = new pg.Client({ connectionString: cluster.databaseUrl });
      await slow.connect();
      try {
        await slow.query('BEGIN');
        await slow.query(
          `UPDATE jobs SET status = 'open', published_at = now(), updated_at = now() WHERE id = $1`,
          [jobId],
        );
        for (let i = 0; i < 3; i += 1) {
          await cluster.admin.query(
            `UPDATE jobs SET updated_at = now()
             WHERE id = (SELECT id FROM jobs WHERE status = 'open' AND id <> $1 LIMIT 1)`,
            [jobId],
          );
          await found(1, 'bartender'); // the other process reads those later changes
          await wait(500);
        }
        await slow.query('COMMIT');
      } finally {
        await slow.end();
      }
      const started = Date.now();
      while (!(await found(1, title))) {
        assert.ok(Date.now() - started < 15_000, 'the published job is found within 15 s');
        await wait(250);
      }
      t.diagnostic(`found on the other process ${Date.now() - started} ms after the commit`);

      // Closing it the same way takes it out of search on both.
      await cluster.admin.query(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [jobId]);
      const closedAt = Date.now();
      while ((await found(0, title)) || (await found(1, title))) {
        assert.ok(Date.now() - closedAt < 15_000, 'the closed job leaves search within 15 s');
        await wait(250);
      }
    });
  },
);

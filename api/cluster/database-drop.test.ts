import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client, CLUSTER_SKIP, startCluster, wait, type Cluster } from './harness.js';

// Issue 30, items 1 and 7: PostgreSQL ends every connection of both API processes three times
// (as a failover or a restart does) while users write through nginx. Both processes stay up,
// at most 1% of requests fail, and every answer is JSON.
describe('cluster: database connections terminated during writes', { skip: CLUSTER_SKIP }, () => {
  let cluster: Cluster;
  before(async () => {
    cluster = await startCluster({ seedDemo: true });
  });
  after(() => cluster?.close());

  it('both processes live, < 1% failed, every answer JSON', async (t) => {
    // Candidates who save and unsave jobs (each a write) and read their lists, on both replicas.
    const users = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const client = new Client(cluster.url);
        assert.equal((await client.signUp('candidate')).status, 201);
        return client;
      }),
    );
    const jobs = await cluster.admin.query<{ id: string }>(
      `SELECT id FROM jobs WHERE status = 'open' LIMIT 1`,
    );
    const jobId = jobs.rows[0].id; // from the demo data

    const statuses = new Map<number, number>();
    let notJson = 0;
    let stop = false;
    const loop = async (client: Client) => {
      while (!stop) {
        for (const [method, path, body] of [
          ['POST', '/api/saved-jobs', { jobId }],
          ['GET', '/api/saved-jobs', undefined],
          ['DELETE', `/api/saved-jobs/${jobId}`, undefined],
        ] as const) {
          const res = await client.request(method, path, body);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status !== 204 && (typeof res.json !== 'object' || res.json === null)) {
            notJson += 1;
          }
        }
      }
    };
    const running = users.map(loop);
    for (let round = 0; round < 3; round += 1) {
      await wait(1_000);
      const ended = await cluster.admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      assert.ok(ended.rows.length > 0, 'the APIs had connections to end');
    }
    await wait(1_000);
    stop = true;
    await Promise.all(running);

    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const failed = [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
    t.diagnostic(
      `${total} requests, ${failed} failed: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    for (const api of cluster.apis) {
      assert.equal(api.child.exitCode, null, `${api.name} is alive\n${cluster.logs()}`);
      await api.ready(5_000);
    }
    assert.equal(notJson, 0, 'every answer with a body is JSON');
    assert.ok(failed / total < 0.01, `${failed} of ${total} failed`);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_CANDIDATE } from '../src/seed/demo-accounts.js';
import {
  Client,
  exited,
  CLUSTER_SKIP,
  openLiveSocket,
  signedInClients,
  startCluster,
  until,
  wait,
  type Cluster,
  type LiveSocket,
} from './harness.js';

// Issue 30, items 3 and 7: a rolling restart of one replica under load through nginx. SIGTERM
// to api-1 while candidates read and write: it exits within 10 s; no read gets anything but
// 2xx/4xx, no write a 502; its live sockets close with 1001 and reconnect (through nginx, to the
// other replica); then it starts again and takes requests.
describe('cluster: SIGTERM to one replica under load through nginx', { skip: CLUSTER_SKIP }, () => {
  let cluster: Cluster;
  before(async () => {
    cluster = await startCluster({ seedDemo: true });
  });
  after(() => cluster?.close());

  it('exit ≤ 10 s, no 5xx for reads, no 502 for writes, sockets 1001 then reconnected', async (t) => {
    const users = await signedInClients(cluster.url, 6, DEMO_CANDIDATE);
    const { rows } = await cluster.admin.query<{ id: string }>(
      `SELECT id FROM jobs WHERE status = 'open' ORDER BY published_at DESC LIMIT 6`,
    );
    // Sockets through nginx: round robin puts some on each replica.
    const sockets: LiveSocket[] = [];
    for (const user of users) sockets.push(await openLiveSocket(cluster.url, user, cluster.url));

    const reads = new Map<number, number>();
    const writes = new Map<number, number>();
    const count = (map: Map<number, number>, status: number) =>
      map.set(status, (map.get(status) ?? 0) + 1);
    let stop = false;
    const load = async (client: Client, i: number) => {
      const jobId = rows[i % rows.length].id;
      while (!stop) {
        count(reads, (await client.request('GET', '/api/jobs?q=bartender')).status);
        count(reads, (await client.request('GET', '/api/saved-jobs')).status);
        count(writes, (await client.request('POST', '/api/saved-jobs', { jobId })).status);
        count(writes, (await client.request('DELETE', `/api/saved-jobs/${jobId}`)).status);
      }
    };
    const running = users.map(load);
    await wait(2_000);

    const target = cluster.apis[0];
    const onTarget = sockets.length; // sockets whose close code is 1001 are the target's
    const sentAt = Date.now();
    target.child.kill('SIGTERM');
    const { code } = await exited(target.child);
    const exitMs = Date.now() - sentAt;
    await wait(2_000); // the load goes on against the other replica
    stop = true;
    await Promise.all(running);

    const goneAway = [];
    for (const socket of sockets) {
      if (socket.ws.readyState === socket.ws.CLOSED) goneAway.push(await socket.closed);
    }
    t.diagnostic(
      `exit ${code} after ${exitMs} ms; reads ${JSON.stringify(Object.fromEntries(reads))}; ` +
        `writes ${JSON.stringify(Object.fromEntries(writes))}; sockets closed ${goneAway.length} of ${onTarget} (codes ${goneAway.join(',')})`,
    );
    assert.equal(code, 0, cluster.logs());
    assert.ok(exitMs <= 10_000, `exited after ${exitMs} ms`);
    const badReads = [...reads].filter(([status]) => status >= 500);
    assert.deepEqual(badReads, [], 'reads: only 2xx/4xx');
    assert.equal(writes.get(502) ?? 0, 0, 'writes: no 502');
    assert.ok(goneAway.length > 0, 'some sockets were on the stopped replica');
    assert.ok(
      goneAway.every((c) => c === 1001),
      'they closed with 1001 (going away)',
    );

    // Those pages reconnect through nginx: the other replica takes them.
    for (let i = 0; i < goneAway.length; i += 1) {
      const again = await openLiveSocket(cluster.url, users[i], cluster.url);
      assert.equal(again.ws.readyState, again.ws.OPEN);
      again.ws.close();
    }

    // The replica comes back and serves again.
    await target.start();
    const res = await new Client(target.url).request('GET', '/api/health');
    assert.equal(res.status, 200);
    await until(
      async () => (await new Client(cluster.url).request('GET', '/api/jobs')).status === 200,
      5_000,
      'nginx to serve after the restart',
    );
    for (const socket of sockets) socket.ws.close();
  });
});

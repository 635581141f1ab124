import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import {
  NOTIFICATIONS_CHANNEL,
  PUBLISH_TIMEOUT_MS,
  SKIP_AFTER_TIMEOUT_MS,
} from '../src/events/redis-bus.js';
import { insertApplication, insertJob, recruiterWithJob, signedIn } from './support/fixtures.js';
import { freePort, RedisProcess, redisServerMissing } from './support/redis-process.js';
import { ALLOWED_ORIGIN, startTestApp, type TestApp, type TestClient } from './support/test-app.js';
import { notificationEvent } from './support/live-events.js';

// Issue 30 item 4: Redis is an accelerator, never a dependency of a write (docs/deploy.md
// "Faults"). A redis-server of this test's own is killed, hung (SIGSTOP) and brought back on the
// same port while API instances hold live sockets. The instances may each have their own PGlite:
// the bus carries user ids, not rows, so a socket on one instance hears events raised on another.

const skip = redisServerMissing;

type Socket = { ws: WebSocket; messages: Record<string, unknown>[] };

async function openSocket(app: TestApp, client: TestClient): Promise<Socket> {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const ws = new WebSocket(`${app.url.replace('http', 'ws')}/api/ws/notifications`, {
    headers: { cookie },
    origin: ALLOWED_ORIGIN,
  });
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, messages };
}

async function until(check: () => boolean | Promise<boolean>, ms = 5000, what = 'condition') {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const reachable = (t: TestApp) => t.app.events.reachable?.() === true;
const resyncs = (socket: Socket) => socket.messages.filter((m) => m.type === 'resync').length;

async function health(t: TestApp) {
  const res = await t.client().get('/api/health');
  return { status: res.status, body: res.body };
}

/** How long `work` takes, in ms. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe('live events when Redis fails', { skip }, () => {
  let redis: RedisProcess;
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  before(async () => {
    redis = new RedisProcess(await freePort());
    await redis.start();
    a = await startTestApp({ config: { redisUrl: redis.url } });
    b = await startTestApp({ config: { redisUrl: redis.url } });
    await until(() => reachable(a) && reachable(b), 5000, 'both buses on Redis');
  });
  after(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  test('a write does not wait on a Redis that is down or hangs; its events reach this process’s sockets', async () => {
    // A bulk rejection of 13 applications: 13 events published after the commit (the case).
    const { recruiter, company, venue } = await recruiterWithJob(a);
    const candidates = await Promise.all(
      Array.from({ length: 13 }, (_, i) => signedIn(a, 'candidate', `Cand${i}`)),
    );
    const jobs = await Promise.all([0, 1, 2].map(() => insertJob(a.db, company.id, venue.id)));
    const applicationIds = await Promise.all(
      jobs.map(async (job) => {
        const ids: string[] = [];
        for (const c of candidates) ids.push((await insertApplication(a.db, job.id, c.userId)).id);
        return ids;
      }),
    );
    const socket = await openSocket(a, candidates[0].client);
    sockets.push(socket);
    const bulkReject = (i: number) =>
      recruiter.client.post(`/api/jobs/${jobs[i].id}/applications/bulk-reject`, {
        applicationIds: applicationIds[i],
        message: 'The role has been filled.',
      });
    const rejectedNotes = () => socket.messages.filter((m) => m.type !== 'resync').length;

    // Redis up: the usual time.
    let status = 0;
    const usualMs = await timed(async () => (status = (await bulkReject(0)).status));
    assert.equal(status, 200);
    await until(() => rejectedNotes() === 1, 2000, 'the event through Redis');

    // Redis killed: the write answers as fast as usual, and the event reaches the socket here.
    await redis.stop();
    await until(() => !reachable(a), 5000, 'the bus to notice');
    const downMs = await timed(async () => (status = (await bulkReject(1)).status));
    assert.equal(status, 200);
    await until(() => rejectedNotes() === 2, 200, 'the event delivered in process');
    // Bus alone: 13 publishes with Redis down.
    const publishDownMs = await timed(async () => {
      for (let i = 0; i < 13; i++)
        await a.app.events.publish(notificationEvent(candidates[1].userId));
    });

    // Redis hangs (connections open, no answer): one publish waits PUBLISH_TIMEOUT_MS, no more.
    await redis.start();
    await until(() => reachable(a) && reachable(b), 5000, 'the buses back on Redis');
    redis.pause();
    let hungMs: number;
    let publishHungMs: number;
    try {
      publishHungMs = await timed(async () => {
        for (let i = 0; i < 13; i++)
          await a.app.events.publish(notificationEvent(candidates[1].userId));
      });
      // Past the second in which events skip Redis after a timeout: the write pays one timeout.
      await new Promise((resolve) => setTimeout(resolve, SKIP_AFTER_TIMEOUT_MS + 100));
      hungMs = await timed(async () => (status = (await bulkReject(2)).status));
    } finally {
      redis.resume();
    }
    assert.equal(status, 200);
    await until(() => rejectedNotes() >= 3, 500, 'the event delivered in process');

    console.log(
      `# bulk reject of 13: ${usualMs.toFixed(0)} ms with Redis up, ${downMs.toFixed(0)} ms down, ` +
        `${hungMs.toFixed(0)} ms hung; 13 publishes: ${publishDownMs.toFixed(1)} ms down, ` +
        `${publishHungMs.toFixed(1)} ms hung`,
    );
    assert.ok(publishDownMs < 50, `13 publishes with Redis down took ${publishDownMs} ms`);
    assert.ok(
      publishHungMs >= PUBLISH_TIMEOUT_MS - 5 && publishHungMs < PUBLISH_TIMEOUT_MS + 100,
      `13 publishes with Redis hung took ${publishHungMs} ms: one timeout, then past Redis`,
    );
    // "Usual" varies with the machine, and on a loaded 2-core one a bulk reject measured a minute
    // later may take a few hundred ms more: the bound is one 100 ms timeout plus 600 ms of noise,
    // well under the 13 timeouts (1.3 s more) of a write that waited on Redis for each event.
    const bound = usualMs + PUBLISH_TIMEOUT_MS + 600;
    assert.ok(
      PUBLISH_TIMEOUT_MS + 600 < 13 * PUBLISH_TIMEOUT_MS,
      'the bound tells one wait from 13',
    );
    assert.ok(downMs < bound, `down: ${downMs} ms vs ${usualMs} ms usual`);
    assert.ok(hungMs < bound, `hung: ${hungMs} ms vs ${usualMs} ms usual`);
  });

  test('events missed while Redis hung: the other process’s sockets are told to resync', async () => {
    await until(() => reachable(a) && reachable(b), 5000, 'the buses back on Redis');
    const onB = await signedIn(b, 'candidate', 'Bea');
    const socket = await openSocket(b, onB.client);
    sockets.push(socket);
    await new Promise((resolve) => setTimeout(resolve, 300)); // resyncs of earlier faults settle
    const before = resyncs(socket);
    redis.pause();
    try {
      // Raised on A for B's user: cannot go through Redis in time; B's connection stays up.
      await a.app.events.publish(notificationEvent(onB.userId, 'Missed'));
    } finally {
      redis.resume();
    }
    await until(() => resyncs(socket) > before, 5000, 'a resync on B');
  });

  test('Redis down: health says degraded; back: every socket of every process gets a resync', async () => {
    await until(() => reachable(a) && reachable(b), 5000, 'the buses back on Redis');
    const onA = await signedIn(a, 'candidate', 'Ari');
    const onB = await signedIn(b, 'candidate', 'Ben');
    const socketA = await openSocket(a, onA.client);
    const socketB = await openSocket(b, onB.client);
    sockets.push(socketA, socketB);
    assert.deepEqual((await health(a)).body, {
      status: 'ok',
      database: a.db.engine,
      degraded: [],
    });

    await redis.stop();
    await until(() => !reachable(a) && !reachable(b), 5000, 'the buses to notice');
    for (const t of [a, b]) {
      const { status, body } = await health(t);
      assert.equal(status, 200);
      assert.deepEqual(body, { status: 'degraded', database: t.db.engine, degraded: ['redis'] });
    }
    // Raised on A while Redis is down: A's own socket has it at once; B's cannot.
    const mine = notificationEvent(onA.userId, 'Yours, at once');
    await a.app.events.publish(mine);
    await until(() => socketA.messages.some((m) => m.id === mine.notification.id), 100, 'A');
    await a.app.events.publish(notificationEvent(onB.userId, 'Lost for B'));

    await redis.start();
    await until(() => resyncs(socketA) > 0 && resyncs(socketB) > 0, 5000, 'resyncs on A and B');
    assert.deepEqual(socketB.messages.at(-1), { type: 'resync' });
    await until(() => reachable(a) && reachable(b), 5000, 'the buses back on Redis');
    assert.deepEqual((await health(b)).body, { status: 'ok', database: b.db.engine, degraded: [] });
  });

  test('a process started while Redis is down subscribes as soon as it returns', async () => {
    await redis.stop();
    const c = await startTestApp({ config: { redisUrl: redis.url } });
    try {
      const user = await signedIn(c, 'candidate', 'Cleo');
      const socket = await openSocket(c, user.client);
      sockets.push(socket);
      assert.equal((await health(c)).body.status, 'degraded');
      // Down for longer than ioredis's queued commands survive (20 reconnection attempts).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await redis.start();
      await until(() => reachable(c), 5000, 'the new process on Redis');
      // An event published by another process (any Redis client) reaches its socket.
      const publisher = new Redis(redis.url);
      try {
        const sent = notificationEvent(user.userId, 'Through Redis');
        await publisher.publish(NOTIFICATIONS_CHANNEL, JSON.stringify(sent));
        await until(
          () => socket.messages.some((m) => m.id === sent.notification.id),
          2000,
          'the event through Redis',
        );
      } finally {
        publisher.disconnect();
      }
      assert.equal((await health(c)).body.status, 'ok');
    } finally {
      await c.close();
    }
  });
});

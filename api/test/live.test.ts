import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
import type { NotificationEvent } from '../src/events/bus.js';
import { signedIn } from './support/fixtures.js';
import { ALLOWED_ORIGIN, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

type Opened = {
  ws: WebSocket;
  messages: unknown[];
  closed: Promise<{ code: number; reason: string }>;
  opened: Promise<void>;
};

/** Opens a socket like the page does; collects what the server sends. */
function openSocket(
  base: string,
  {
    client,
    origin = ALLOWED_ORIGIN,
    userId,
  }: { client?: TestClient; origin?: string; userId?: string } = {},
): Opened {
  const url = `${base.replace('http', 'ws')}/api/ws/notifications${userId ? `?userId=${encodeURIComponent(userId)}` : ''}`;
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  const ws = new WebSocket(url, { headers, origin });
  const messages: unknown[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  return { ws, messages, closed, opened };
}

function event(userId: string, title = 'Hello'): NotificationEvent {
  return {
    userId,
    notification: {
      id: randomUUID(),
      type: 'application.status',
      title,
      body: 'Body',
      href: '/applications/1',
      read: false,
      createdAt: new Date().toISOString(),
    },
  };
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the live socket at /api/ws/notifications', () => {
  test('delivers a published notification to its own user only', async () => {
    const me = await signedIn(app, 'candidate', 'Mia');
    const other = await signedIn(app, 'candidate', 'Otto');
    const mine = openSocket(app.url, { client: me.client });
    const theirs = openSocket(app.url, { client: other.client });
    await Promise.all([mine.opened, theirs.opened]);
    const sent = event(me.userId, 'Your application moved');
    await app.app.events.publish(sent);
    await until(() => mine.messages.length === 1);
    assert.deepEqual(mine.messages[0], sent.notification);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(theirs.messages.length, 0);
    mine.ws.close();
    theirs.ws.close();
  });

  test('a socket with no cookie is closed with 4401 and gets nothing', async () => {
    const victim = await signedIn(app, 'candidate', 'Vic');
    const anonymous = openSocket(app.url, { userId: victim.email });
    const { code } = await anonymous.closed;
    assert.equal(code, 4401);
    assert.equal(anonymous.messages.length, 0);
  });

  test("the userId query value is ignored: another user's e-mail gets that user nothing", async () => {
    const victim = await signedIn(app, 'candidate', 'Vic');
    const snoop = await signedIn(app, 'candidate', 'Sno');
    const socket = openSocket(app.url, { client: snoop.client, userId: victim.email });
    await socket.opened;
    await app.app.events.publish(event(victim.userId, 'Private'));
    await app.app.events.publish(event(snoop.userId, 'Own'));
    await until(() => socket.messages.length >= 1);
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(
      socket.messages.map((m) => (m as { title: string }).title),
      ['Own'],
    );
    socket.ws.close();
  });

  test('a foreign Origin is refused before the upgrade', async () => {
    const me = await signedIn(app, 'candidate');
    const socket = openSocket(app.url, { client: me.client, origin: 'https://evil.example' });
    await assert.rejects(socket.opened, /403/);
  });

  test('another path under /api/ws is refused', async () => {
    const ws = new WebSocket(`${app.url.replace('http', 'ws')}/api/ws/other`);
    await assert.rejects(
      new Promise((resolve, reject) => {
        ws.on('open', resolve);
        ws.on('error', reject);
      }),
      /404/,
    );
  });

  test("signing out closes that session's socket with 1000", async () => {
    const me = await signedIn(app, 'recruiter');
    const socket = openSocket(app.url, { client: me.client });
    await socket.opened;
    const response = await me.client.get('/api/logout');
    assert.equal(response.status, 302);
    const { code } = await socket.closed;
    assert.equal(code, 1000);
  });

  test('a real notification (an application status change) reaches the candidate', async () => {
    // Written by another module in its transaction and published after the commit.
    const candidate = await signedIn(app, 'candidate', 'Cass');
    const socket = openSocket(app.url, { client: candidate.client });
    await socket.opened;
    const { createNotifications, publishAll } =
      await import('../src/modules/notifications/notify.js');
    const events = await app.db.transaction((tx) =>
      createNotifications(tx, [
        {
          userId: candidate.userId,
          type: 'application.status',
          title: 'Application reviewed',
          body: 'Your application was reviewed',
          href: '/applications/x',
        },
      ]),
    );
    await publishAll(app.app, events);
    await until(() => socket.messages.length === 1);
    assert.equal((socket.messages[0] as { title: string }).title, 'Application reviewed');
    socket.ws.close();
  });
});

const REDIS_URL = process.env.REDIS_URL;
describe(
  'two API processes through Redis pub/sub',
  {
    skip: REDIS_URL
      ? false
      : 'REDIS_URL is not set: run with REDIS_URL=redis://127.0.0.1:6379 to test the Redis bus',
  },
  () => {
    test('an event raised on one process reaches a socket held by the other', async () => {
      const one = await startTestApp({ config: { redisUrl: REDIS_URL } });
      const two = await startTestApp({ config: { redisUrl: REDIS_URL } });
      try {
        const me = await signedIn(two, 'candidate', 'Rae');
        const socket = openSocket(two.url, { client: me.client });
        await socket.opened;
        const sent = event(me.userId, 'Across processes');
        await one.app.events.publish(sent);
        await until(() => socket.messages.length === 1);
        assert.deepEqual(socket.messages[0], sent.notification);
        socket.ws.close();
      } finally {
        await one.close();
        await two.close();
      }
    });
  },
);

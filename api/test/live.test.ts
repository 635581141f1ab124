import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
import { sha256Hex } from '../src/secrets.js';
import {
  announceSessionsEnded,
  endUserSessions,
  SESSION_COOKIE,
  SESSION_IDLE_DAYS,
} from '../src/modules/auth/sessions.js';
import { NO_SESSION_CLOSE_CODE } from '../src/modules/live/routes.js';
import { signedIn } from './support/fixtures.js';
import {
  ALLOWED_ORIGIN,
  linkIn,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/test-app.js';
import { notificationEvent } from './support/live-events.js';

// The heartbeat (pings, and the check of every held socket's session) runs this often here, so
// that an expired or removed session's socket closes within a test. Read when an app is built.
const PING_MS = 300;
process.env.LIVE_PING_INTERVAL_MS = String(PING_MS);

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

/** The hash of the session a client's cookie names (what the server keeps). */
const sessionHash = (client: TestClient) => sha256Hex(client.cookies.get(SESSION_COOKIE) ?? '');

/** Another browser signed in as the same user: a second session. */
async function secondSession(t: TestApp, email: string) {
  const client = t.client();
  const res = await client.post('/api/auth/login', { email, password: 'correct-horse-1' });
  assert.equal(res.status, 200);
  return client;
}

/** The code the socket is closed with, within `ms` (else the test fails). */
const closeCode = (socket: Opened, ms = 5000) =>
  Promise.race([
    socket.closed.then(({ code }) => code),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`the socket was not closed within ${ms} ms`)), ms),
    ),
  ]);

/** Resolves to 'open' when the socket is still open after `ms`. */
const stillOpenAfter = (socket: Opened, ms: number) =>
  Promise.race([
    socket.closed.then(({ code }) => `closed ${code}`),
    new Promise<string>((r) =>
      setTimeout(() => r(socket.ws.readyState === 1 ? 'open' : 'not open'), ms),
    ),
  ]);

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
    const sent = notificationEvent(me.userId, 'Your application moved');
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
    await app.app.events.publish(notificationEvent(victim.userId, 'Private'));
    await app.app.events.publish(notificationEvent(snoop.userId, 'Own'));
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

describe('every end of a session closes its sockets with 4401', () => {
  test("signing out closes that session's socket (4401); the user's other session stays", async () => {
    const me = await signedIn(app, 'recruiter');
    const otherBrowser = await secondSession(app, me.email);
    const socket = openSocket(app.url, { client: me.client });
    const other = openSocket(app.url, { client: otherBrowser });
    await Promise.all([socket.opened, other.opened]);
    const response = await me.client.get('/api/logout');
    assert.equal(response.status, 302);
    const code = await closeCode(socket);
    assert.equal(code, NO_SESSION_CLOSE_CODE);
    assert.equal(code, 4401);
    assert.equal(await stillOpenAfter(other, 3 * PING_MS), 'open');
    other.ws.close();
  });

  test('a signed-out socket receives nothing more; the open session still does', async () => {
    const me = await signedIn(app, 'candidate', 'Nell');
    const otherBrowser = await secondSession(app, me.email);
    const ended = openSocket(app.url, { client: me.client });
    const kept = openSocket(app.url, { client: otherBrowser });
    await Promise.all([ended.opened, kept.opened]);
    // Published before the close handshake is over: the ended socket is skipped at once.
    await app.app.events.publishSessionEnded({
      userId: me.userId,
      sessionIdHash: sessionHash(me.client),
    });
    await app.app.events.publish(notificationEvent(me.userId, 'After the end'));
    await until(() => kept.messages.length === 1);
    assert.equal(await closeCode(ended), 4401);
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(ended.messages, []);
    kept.ws.close();
  });

  test('a password reset closes the sockets of every session of the user', async () => {
    const me = await signedIn(app, 'candidate', 'Ria');
    const otherBrowser = await secondSession(app, me.email);
    const stranger = await signedIn(app, 'candidate', 'Stan');
    const first = openSocket(app.url, { client: me.client });
    const second = openSocket(app.url, { client: otherBrowser });
    const unrelated = openSocket(app.url, { client: stranger.client });
    await Promise.all([first.opened, second.opened, unrelated.opened]);

    const forgot = await app.client().post('/api/auth/forgot-password', { email: me.email });
    assert.equal(forgot.status, 202);
    const [mail] = await app.client().mailbox(me.email);
    const code = linkIn(mail, `${app.config.publicUrl}/reset-password?code=`).searchParams.get(
      'code',
    );
    const reset = await app.client().post('/api/auth/reset-password', {
      code,
      password: 'a-new-start-77',
    });
    assert.equal(reset.status, 204);
    assert.equal(await closeCode(first), 4401);
    assert.equal(await closeCode(second), 4401);
    assert.equal(await stillOpenAfter(unrelated, 3 * PING_MS), 'open');
    unrelated.ws.close();
  });

  test('endUserSessions (password change, account deletion) closes all but the kept session', async () => {
    const me = await signedIn(app, 'recruiter', 'Kip');
    const otherBrowser = await secondSession(app, me.email);
    const kept = openSocket(app.url, { client: me.client });
    const ended = openSocket(app.url, { client: otherBrowser });
    await Promise.all([kept.opened, ended.opened]);
    await endUserSessions(app.app, me.userId, { keepIdHash: sessionHash(me.client) });
    assert.equal(await closeCode(ended), 4401);
    assert.equal(await stillOpenAfter(kept, 3 * PING_MS), 'open');
    await app.app.events.publish(notificationEvent(me.userId, 'Still here'));
    await until(() => kept.messages.length === 1);
    kept.ws.close();
  });

  test('a session row removed without any event: the heartbeat closes its socket', async () => {
    const me = await signedIn(app, 'candidate');
    const socket = openSocket(app.url, { client: me.client });
    await socket.opened;
    await app.db.query('DELETE FROM sessions WHERE id_hash = $1', [sessionHash(me.client)]);
    assert.equal(await closeCode(socket), 4401);
  });

  test('an expired or an idle session: the heartbeat closes its socket, not the live ones', async () => {
    const expired = await signedIn(app, 'candidate', 'Exp');
    const idle = await signedIn(app, 'candidate', 'Idl');
    const live = await signedIn(app, 'candidate', 'Liv');
    const sockets = [expired, idle, live].map((u) => openSocket(app.url, { client: u.client }));
    await Promise.all(sockets.map((s) => s.opened));
    await app.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id_hash = $1`,
      [sessionHash(expired.client)],
    );
    await app.db.query(
      `UPDATE sessions SET last_seen_at = now() - make_interval(days => $2, mins => 1)
       WHERE id_hash = $1`,
      [sessionHash(idle.client), SESSION_IDLE_DAYS],
    );
    assert.equal(await closeCode(sockets[0]), 4401);
    assert.equal(await closeCode(sockets[1]), 4401);
    assert.equal(await stillOpenAfter(sockets[2], 3 * PING_MS), 'open');
    // The closed ones get nothing; the live one does.
    for (const user of [expired, idle, live])
      await app.app.events.publish(notificationEvent(user.userId));
    await until(() => sockets[2].messages.length === 1);
    assert.deepEqual([sockets[0].messages, sockets[1].messages], [[], []]);
    sockets[2].ws.close();
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
        const sent = notificationEvent(me.userId, 'Across processes');
        await one.app.events.publish(sent);
        await until(() => socket.messages.length === 1);
        assert.deepEqual(socket.messages[0], sent.notification);
        socket.ws.close();
      } finally {
        await one.close();
        await two.close();
      }
    });

    test('a session ended on one process closes its socket held by the other (4401)', async () => {
      const one = await startTestApp({ config: { redisUrl: REDIS_URL } });
      const two = await startTestApp({ config: { redisUrl: REDIS_URL } });
      try {
        const me = await signedIn(two, 'candidate', 'Rae');
        const otherBrowser = await secondSession(two, me.email);
        const ended = openSocket(two.url, { client: me.client });
        const kept = openSocket(two.url, { client: otherBrowser });
        await Promise.all([ended.opened, kept.opened]);
        // Announced by process one only (its session row stays, so B's heartbeat would not
        // close it: the close comes from the event).
        await announceSessionsEnded(one.app, me.userId, [sessionHash(me.client)]);
        assert.equal(await closeCode(ended), 4401);
        assert.equal(await stillOpenAfter(kept, 3 * PING_MS), 'open');
        kept.ws.close();
      } finally {
        await one.close();
        await two.close();
      }
    });
  },
);

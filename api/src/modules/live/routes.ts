import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { LIVE_RESYNC_TYPE, SESSION_ENDED_CLOSE_CODE } from 'shared-kernel/rules';
import { WebSocketServer, type WebSocket } from 'ws';
import { findSessionUser, liveSessions, SESSION_COOKIE } from '../auth/index.js';
import { sha256Hex } from '../../secrets.js';
import { clearPresence, markOffline, markOnline } from '../notifications/index.js';
import { LiveHub, type LiveClient } from './hub.js';

// The live notification socket at /api/ws/notifications (decisions section 4). The user comes
// from the session cookie on the upgrade request, never from a query value; no session closes
// with 4401; a browser Origin outside the allowed list is refused (403) before the upgrade.
// Every end of a session closes its sockets with 4401, on every API process: a SessionEnded event
// on `app.events` (sign-out, password reset or change, account deletion: `announceSessionsEnded`)
// and, for a session that expired, went idle or whose row was removed any other way, the
// heartbeat, which checks every held socket's session in one query. The heartbeat also pings and
// drops dead sockets. A socket whose session ended gets no further notification.

export const LIVE_PATH = '/api/ws/notifications';
/** Signed out, session ended or expired: the page must not reconnect (shared with the page). */
export const NO_SESSION_CLOSE_CODE = SESSION_ENDED_CLOSE_CODE;
export const GOING_AWAY_CLOSE_CODE = 1001;
/**
 * At shutdown, how long a socket has to answer its 1001 close before it is cut: the server stops
 * once every socket is gone, well within the process's 10 s (src/shutdown.ts).
 */
export const GOING_AWAY_GRACE_MS = 1000;
/** `{ "type": "resync" }`: events may have been missed; the page reloads its lists. */
export const RESYNC_MESSAGE = JSON.stringify({ type: LIVE_RESYNC_TYPE });
export const DEFAULT_PING_INTERVAL_MS = 30_000;

/**
 * How often each socket is pinged (one missed pong and it is dropped) and its session checked:
 * LIVE_PING_INTERVAL_MS, read when the app is built (tests set it low), else 30 s.
 */
export function livePingIntervalMs(env: Record<string, string | undefined> = process.env): number {
  const ms = Number(env.LIVE_PING_INTERVAL_MS);
  return Number.isInteger(ms) && ms > 0 ? ms : DEFAULT_PING_INTERVAL_MS;
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json\r\n\r\n` +
      JSON.stringify({ message: text }),
  );
}

export const liveRoutes: FastifyPluginAsync = async (app) => {
  const hub = new LiveHub();
  const pingIntervalMs = livePingIntervalMs();
  const allowed = new Set(app.config.allowedOrigins.map((origin) => origin.toLowerCase()));
  // Clients only listen: a message from one is never bigger than a few bytes.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024, perMessageDeflate: false });

  /** Its session is over: nothing more reaches it, and it closes with 4401. */
  function endClient(client: LiveClient, reason: string) {
    if (client.ended) return;
    client.ended = true;
    hub.remove(client);
    client.socket.close(NO_SESSION_CLOSE_CODE, reason);
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== LIVE_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin.toLowerCase())) {
      refuse(socket, 403, 'Forbidden');
      return;
    }
    socket.on('error', () => socket.destroy());
    void accept(request, socket, head);
  };

  async function accept(request: IncomingMessage, socket: Duplex, head: Buffer) {
    let user: { id: string } | null = null;
    let sessionId: string | undefined;
    try {
      sessionId = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE] || undefined;
      user = sessionId ? await findSessionUser(app.db, sessionId) : null;
    } catch (error) {
      app.log.error({ err: error }, 'live: session lookup failed');
      refuse(socket, 500, 'Internal Server Error');
      return;
    }
    if (socket.destroyed) return;
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      if (!user || !sessionId) {
        ws.close(NO_SESSION_CLOSE_CODE, 'Not signed in');
        return;
      }
      const client: LiveClient = {
        socket: ws,
        userId: user.id,
        sessionIdHash: sha256Hex(sessionId),
        alive: true,
        ended: false,
      };
      hub.add(client);
      presence(markOnline(app.db, [client.userId]));
      ws.on('pong', () => {
        client.alive = true;
      });
      ws.on('close', () => {
        hub.remove(client);
        if (hub.ofUser(client.userId).length === 0) presence(markOffline(app.db, client.userId));
      });
      ws.on('error', () => ws.terminate());
      // Nothing the client says matters; the socket only carries the server's events.
      ws.on('message', () => undefined);
    });
  }

  app.server.on('upgrade', onUpgrade);

  /** Presence (notifications/presence.ts: a new message is e-mailed to the offline) never fails a socket. */
  function presence(write: Promise<void>) {
    write.catch((error) => app.log.warn({ err: error }, 'live: presence not recorded'));
  }

  const stopNotifications = app.events.subscribe((event) => {
    const clients = hub.ofUser(event.userId);
    if (clients.length === 0) return;
    const message = JSON.stringify(event.notification);
    for (const client of clients) {
      if (client.ended) continue;
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(message);
    }
  });

  // Redis was unreachable for a while (events/redis-bus.ts): whatever this process's sockets may
  // have missed, their pages read again.
  const stopResyncs = app.events.subscribeResync(() => {
    for (const client of hub.all()) {
      if (client.ended || client.socket.readyState !== client.socket.OPEN) continue;
      client.socket.send(RESYNC_MESSAGE);
    }
  });

  // Any process's sign-out, reset, password change or account deletion.
  const stopSessions = app.events.subscribeSessionEnded((event) => {
    for (const client of hub.ofUser(event.userId)) {
      if (client.sessionIdHash === event.sessionIdHash) endClient(client, 'Session ended');
    }
  });

  /** Closes (4401) the sockets whose session is gone, expired or idle: one query for them all. */
  let checking = false;
  async function closeEndedSessions(clients: LiveClient[]) {
    if (checking || clients.length === 0) return;
    checking = true;
    try {
      const live = await liveSessions(app.db, [...new Set(clients.map((c) => c.sessionIdHash))]);
      for (const client of clients) {
        if (!live.has(client.sessionIdHash)) endClient(client, 'Session ended');
      }
    } catch (error) {
      // The database is unreachable: keep the sockets; the next beat checks again.
      app.log.error({ err: error }, 'live: session check failed');
    } finally {
      checking = false;
    }
  }

  const heartbeat = setInterval(() => {
    const clients = hub.all();
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        hub.remove(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
    void closeEndedSessions(hub.all());
    presence(markOnline(app.db, [...new Set(hub.all().map((client) => client.userId))]));
  }, pingIntervalMs);
  heartbeat.unref();

  // Before the HTTP server stops (upgraded sockets would otherwise keep it waiting), and without
  // waiting: the server stops accepting connections right after this hook.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    stopNotifications();
    stopSessions();
    stopResyncs();
    app.server.off('upgrade', onUpgrade);
    // Going away (1001): the clients reconnect to another process or when this one is back. A
    // client that does not answer the close in time is cut (ws would wait 30 s).
    const clients = hub.all();
    for (const client of clients) client.socket.close(GOING_AWAY_CLOSE_CODE, 'Server going away');
    if (clients.length > 0) {
      const cut = setTimeout(() => {
        for (const client of clients) client.socket.terminate();
      }, GOING_AWAY_GRACE_MS);
      cut.unref();
    }
    wss.close();
  });
  // Once the server has stopped (before the database closes): nobody is online here any more.
  app.addHook('onClose', async () => {
    await clearPresence(app.db).catch(() => undefined);
  });
};

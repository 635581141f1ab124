import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { findSessionUser, SESSION_COOKIE } from '../auth/sessions.js';
import { sha256Hex } from '../auth/secrets.js';
import { LiveHub, type LiveClient } from './hub.js';

// The live notification socket at /api/ws/notifications (decisions section 4). The user comes
// from the session cookie on the upgrade request, never from the `userId` query value; no
// session closes with 4401; a browser Origin outside the allowed list is refused (403) before
// the upgrade; ping/pong drops dead sockets; signing out closes that session's sockets. Delivery
// runs through `app.events` (in process, or Redis pub/sub across API processes).

export const LIVE_PATH = '/api/ws/notifications';
export const NO_SESSION_CLOSE_CODE = 4401;
export const NORMAL_CLOSE_CODE = 1000;
/** How often each socket is pinged; one missed pong and it is dropped. */
export const PING_INTERVAL_MS = Number(process.env.LIVE_PING_INTERVAL_MS) || 30_000;

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json\r\n\r\n` +
      JSON.stringify({ message: text }),
  );
}

export const liveRoutes: FastifyPluginAsync = async (app) => {
  const hub = new LiveHub();
  const allowed = new Set(app.config.allowedOrigins.map((origin) => origin.toLowerCase()));
  // Clients only listen: a message from one is never bigger than a few bytes.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024, perMessageDeflate: false });

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
      };
      hub.add(client);
      ws.on('pong', () => {
        client.alive = true;
      });
      ws.on('close', () => hub.remove(client));
      ws.on('error', () => ws.terminate());
      // Nothing the client says matters; the socket only carries the server's events.
      ws.on('message', () => undefined);
    });
  }

  app.server.on('upgrade', onUpgrade);

  const stopNotifications = app.events.subscribe((event) => {
    const clients = hub.ofUser(event.userId);
    if (clients.length === 0) return;
    const message = JSON.stringify(event.notification);
    for (const client of clients) {
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(message);
    }
  });

  const stopSessions = app.events.subscribeSessionEnded((event) => {
    for (const client of hub.ofUser(event.userId)) {
      if (client.sessionIdHash === event.sessionIdHash) {
        client.socket.close(NORMAL_CLOSE_CODE, 'Signed out');
      }
    }
  });

  const heartbeat = setInterval(() => {
    for (const client of hub.all()) {
      if (!client.alive) {
        client.socket.terminate();
        hub.remove(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, PING_INTERVAL_MS);
  heartbeat.unref();

  // Before the HTTP server stops: upgraded sockets would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    stopNotifications();
    stopSessions();
    app.server.off('upgrade', onUpgrade);
    // Going away (1001): the clients reconnect to another process or when this one is back.
    for (const client of hub.all()) client.socket.close(1001, 'Server going away');
    wss.close();
  });
};

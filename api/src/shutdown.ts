import net from 'node:net';
import type { FastifyInstance } from 'fastify';

// Graceful shutdown (SIGTERM from compose, a rolling restart, `pnpm start` stopping; docs/deploy.md
// "Faults"): the process leaves without failing a request, within SHUTDOWN_LIMIT_MS, inside
// compose's stop_grace_period.
// 1. Draining at once: GET /api/health answers 503 and every answer carries `Connection: close`
//    (modules/health/state.ts), so each keep-alive connection ends with the answer it carries.
// 2. `app.close()`: the live sockets close with 1001 (modules/live/routes.ts: the pages reconnect,
//    through nginx to another replica); the server accepts no new connection and closes the idle
//    keep-alive ones (nginx opens new ones, to another replica); requests under way finish. A
//    connection whose answer had started before the drain is closed as soon as it is idle.
// 3. Then the rest (the mail dispatcher, the database) and exit 0. Should anything hang, the
//    process exits (1) after SHUTDOWN_LIMIT_MS anyway.

/** The whole shutdown, at most: under compose's stop_grace_period and the 10 s promised. */
export const SHUTDOWN_LIMIT_MS = 9_000;
/** How often connections that became idle while draining are closed. */
export const IDLE_SWEEP_MS = 100;
/**
 * How long idle keep-alive connections are left open once the process stops accepting: a request
 * that nginx is already sending on one is served (its answer closes the connection) instead of
 * being cut, which nginx cannot retry for a POST (a 502). nginx reuses its most recently used
 * connections first, so under load the ones in use end this way within the linger; the rest are
 * closed after it.
 */
export const IDLE_LINGER_MS = 1_000;

export type ShutdownOptions = {
  app: FastifyInstance;
  /** Run in order once the server has stopped (each awaited): the mail dispatcher, the database. */
  afterServer: Array<() => Promise<void> | void>;
  limitMs?: number;
  lingerMs?: number;
  exit?: (code: number) => void;
};

/** `shutdown(signal)`: drains, stops, exits; a second signal changes nothing. */
export function createShutdown({
  app,
  afterServer,
  limitMs = SHUTDOWN_LIMIT_MS,
  lingerMs = IDLE_LINGER_MS,
  exit = (code) => process.exit(code),
}: ShutdownOptions): (signal: string) => Promise<void> {
  let stopping: Promise<void> | null = null;
  return (signal) => {
    stopping ??= (async () => {
      const startedAt = Date.now();
      app.health.startDraining();
      app.log.info({ signal }, 'shutting down: draining connections');
      const hardStop = setTimeout(() => {
        app.log.error({ limitMs }, 'shutdown took too long; exiting now');
        exit(1);
      }, limitMs);
      hardStop.unref();
      // No new connection from now on (nginx sends it to the other replica), but the open ones
      // stay for the linger: net.Server's close stops listening without http.Server's closing of
      // idle connections (app.close() below then finds the server closed, which Fastify allows).
      if (app.server.listening) net.Server.prototype.close.call(app.server);
      await new Promise((resolve) => setTimeout(resolve, lingerMs));
      // An answer that had started before the drain kept its connection open: close it once idle.
      const sweep = setInterval(() => app.server.closeIdleConnections?.(), IDLE_SWEEP_MS);
      sweep.unref();
      let code = 0;
      try {
        await app.close();
        clearInterval(sweep);
        for (const step of afterServer) await step();
        app.log.info({ ms: Date.now() - startedAt }, 'shut down');
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        code = 1;
      } finally {
        clearInterval(sweep);
        clearTimeout(hardStop);
      }
      exit(code);
    })();
    return stopping;
  };
}

import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import {
  createInProcessBus,
  listenerSet,
  type EventBus,
  type NotificationEvent,
  type SessionEndedEvent,
} from './bus.js';

// The event bus over Redis pub/sub: every API process publishes to one channel and hears every
// event, its own included, so a socket held by any process gets its user's notifications.
//
// Redis is an accelerator, never a dependency of a write (docs/deploy.md "Faults"):
// - A publish waits 100 ms at most (no offline queue: with the connection down it fails at once;
//   a Redis that does not answer times out), and a publish that timed out sends the next second's
//   events past Redis at once. The write that raised the event has committed anyway.
// - An event that cannot go through Redis reaches this process's own sockets directly and is
//   counted as missed: the other processes' sockets did not get it.
// - Once Redis answers again, a process that missed events publishes a resync, and a process whose
//   subscription was lost (it may have missed the others' events) resyncs on subscribing again:
//   every open socket gets `{ "type": "resync" }` and its page reloads its lists.
// - The subscription is made on every connection ('ready'), so a process started while Redis was
//   down subscribes as soon as Redis is there.

export const NOTIFICATIONS_CHANNEL = 'hh:live:notifications';
export const SESSIONS_ENDED_CHANNEL = 'hh:live:sessions-ended';
/** "I could not publish some events": every process resyncs its sockets. */
export const RESYNC_CHANNEL = 'hh:live:resync';
/** The longest a publish (so a write) waits on Redis. */
export const PUBLISH_TIMEOUT_MS = 100;
/** After a publish timed out, events skip Redis for this long (a bulk write waits once). */
export const SKIP_AFTER_TIMEOUT_MS = 1000;
/** How often missed events are announced while Redis is back but the announcement failed. */
const MISSED_RETRY_MS = 1000;
/** Resyncs close together (one per process after an outage) reach the sockets as one. */
export const RESYNC_COALESCE_MS = 200;

type Logger = {
  error: (obj: unknown, msg?: string) => void;
  warn: (obj: unknown, msg?: string) => void;
  info: (obj: unknown, msg?: string) => void;
};

/** Reconnect every 0.1 s, backing off to 1 s: the bus is back within a second of Redis. */
const retryStrategy = (times: number) => Math.min(times * 100, 1000);

export function createRedisBus(url: string, log: Logger = console): EventBus {
  const common: RedisOptions = {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy,
  };
  // A subscribed connection can do nothing else, so publishing needs a second one.
  const publisher = new Redis(url, { ...common, commandTimeout: PUBLISH_TIMEOUT_MS });
  // The subscription is ours to make on each connection (below), not ioredis's to replay.
  const subscriber = new Redis(url, { ...common, autoResubscribe: false });
  const processId = randomUUID();
  const notifications = listenerSet<NotificationEvent>();
  const sessions = listenerSet<SessionEndedEvent>();
  const resyncs = listenerSet<void>();
  let closed = false;
  /** This connection of the subscriber has subscribed: this process hears Redis. */
  let subscribed = false;
  /** The subscription was lost, or never made (started while Redis was down). */
  let lost = false;
  /** Events that did not go through Redis since the last resync announcement. */
  let missed = 0;
  let skipUntil = 0;
  let down = false;

  /** One line per outage and one when it ends, not one per reconnection attempt. */
  function reportDown(error: unknown) {
    if (down || closed) return;
    down = true;
    log.error(
      { err: error },
      'Redis (live events) unreachable: events reach this process’s sockets only until it is back',
    );
  }

  publisher.on('error', reportDown);
  subscriber.on('error', (error) => {
    lost = true;
    reportDown(error);
  });
  subscriber.on('close', () => {
    if (subscribed) lost = true;
    subscribed = false;
  });
  subscriber.on('ready', () => void subscribe());
  publisher.on('ready', () => void announceMissed());

  async function subscribe() {
    try {
      await subscriber.subscribe(NOTIFICATIONS_CHANNEL, SESSIONS_ENDED_CHANNEL, RESYNC_CHANNEL);
    } catch (error) {
      // The connection went again: the next 'ready' subscribes.
      log.warn({ err: error }, 'Redis subscribe failed; retrying on the next connection');
      return;
    }
    subscribed = true;
    if (down) log.info({}, 'Redis (live events) answers again');
    down = false;
    if (lost) {
      // What other processes published meanwhile never reached this process's sockets.
      lost = false;
      scheduleResync();
    }
    void announceMissed();
  }

  subscriber.on('message', (channel: string, message: string) => {
    let event: unknown;
    try {
      event = JSON.parse(message);
    } catch (error) {
      log.error({ err: error, channel }, 'Unreadable live event from Redis');
      return;
    }
    if (channel === NOTIFICATIONS_CHANNEL) notifications.emit(event as NotificationEvent);
    else if (channel === SESSIONS_ENDED_CHANNEL) sessions.emit(event as SessionEndedEvent);
    else if (channel === RESYNC_CHANNEL) scheduleResync();
  });

  let resyncTimer: NodeJS.Timeout | null = null;
  function scheduleResync() {
    if (resyncTimer || closed) return;
    resyncTimer = setTimeout(() => {
      resyncTimer = null;
      resyncs.emit();
    }, RESYNC_COALESCE_MS);
  }

  /** Tells every process (through Redis) that this one could not publish some events. */
  let announcing = false;
  async function announceMissed() {
    if (missed === 0 || announcing || closed || publisher.status !== 'ready') return;
    announcing = true;
    const count = missed;
    try {
      await publisher.publish(RESYNC_CHANNEL, JSON.stringify({ processId, missed: count }));
      missed -= count;
      log.info({ missed: count }, 'live events missed while Redis was unreachable: resync sent');
    } catch {
      // Still not answering: the timer tries again.
    } finally {
      announcing = false;
    }
  }
  const missedTimer = setInterval(() => void announceMissed(), MISSED_RETRY_MS);
  missedTimer.unref();

  /**
   * Through Redis when it answers within PUBLISH_TIMEOUT_MS; otherwise straight to this process's
   * listeners, counted as missed. Never throws: the event's write has committed.
   */
  async function send(channel: string, event: unknown, deliverHere: () => void): Promise<void> {
    // Not subscribed: Redis would not bring it back to this process.
    if (!subscribed) deliverHere();
    if (publisher.status === 'ready' && Date.now() >= skipUntil) {
      try {
        await publisher.publish(channel, JSON.stringify(event));
        return;
      } catch (error) {
        if (error instanceof Error && /timed out/i.test(error.message)) {
          skipUntil = Date.now() + SKIP_AFTER_TIMEOUT_MS;
        }
        reportDown(error);
      }
    }
    if (subscribed) deliverHere();
    missed += 1;
  }

  return {
    publish: (event) => send(NOTIFICATIONS_CHANNEL, event, () => notifications.emit(event)),
    subscribe: notifications.add,
    // If this one is missed too, the sessions' rows are gone anyway, and every process's
    // heartbeat closes their sockets within LIVE_PING_INTERVAL_MS.
    publishSessionEnded: (event) => send(SESSIONS_ENDED_CHANNEL, event, () => sessions.emit(event)),
    subscribeSessionEnded: sessions.add,
    subscribeResync: (listener) => resyncs.add(() => listener()),
    reachable: () => subscribed && publisher.status === 'ready' && Date.now() >= skipUntil,
    async close() {
      closed = true;
      clearInterval(missedTimer);
      if (resyncTimer) clearTimeout(resyncTimer);
      notifications.clear();
      sessions.clear();
      resyncs.clear();
      // QUIT waits for a connection that may never come (Redis down): drop those at once.
      const end = (client: Redis) =>
        client.status === 'ready'
          ? client.quit().catch(() => client.disconnect())
          : Promise.resolve(client.disconnect());
      await Promise.allSettled([end(subscriber), end(publisher)]);
    },
  };
}

/** Redis pub/sub when REDIS_URL is set; otherwise in this process only. */
export function createEventBus(redisUrl: string | undefined, log?: Logger): EventBus {
  return redisUrl ? createRedisBus(redisUrl, log) : createInProcessBus();
}

import { Redis } from 'ioredis';
import {
  createInProcessBus,
  listenerSet,
  type EventBus,
  type NotificationEvent,
  type SessionEndedEvent,
} from './bus.js';

// The event bus over Redis pub/sub: every API process publishes to one channel and hears every
// event, its own included, so a socket held by any process gets its user's notifications.

export const NOTIFICATIONS_CHANNEL = 'hh:live:notifications';
export const SESSIONS_ENDED_CHANNEL = 'hh:live:sessions-ended';

type Logger = { error: (obj: unknown, msg?: string) => void };

export function createRedisBus(url: string, log: Logger = console): EventBus {
  // A subscribed connection can do nothing else, so publishing needs a second one.
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const notifications = listenerSet<NotificationEvent>();
  const sessions = listenerSet<SessionEndedEvent>();
  publisher.on('error', (error) => log.error({ err: error }, 'Redis (live publisher) error'));
  subscriber.on('error', (error) => log.error({ err: error }, 'Redis (live subscriber) error'));

  const subscribed = subscriber.subscribe(NOTIFICATIONS_CHANNEL, SESSIONS_ENDED_CHANNEL);
  subscribed.catch((error) => log.error({ err: error }, 'Redis subscribe failed'));
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
  });

  return {
    // The notification is already committed: a Redis failure costs the live push only (the
    // client reloads the list on reconnect), never the request that raised it.
    async publish(event) {
      try {
        await subscribed;
        await publisher.publish(NOTIFICATIONS_CHANNEL, JSON.stringify(event));
      } catch (error) {
        log.error({ err: error }, 'Could not publish a live notification to Redis');
      }
    },
    subscribe: notifications.add,
    // This process hears its own events through Redis too: wait for the subscription. If Redis
    // fails, the sessions' rows are gone anyway, and every process's heartbeat closes their
    // sockets within LIVE_PING_INTERVAL_MS.
    async publishSessionEnded(event) {
      try {
        await subscribed;
        await publisher.publish(SESSIONS_ENDED_CHANNEL, JSON.stringify(event));
      } catch (error) {
        log.error({ err: error }, 'Could not publish an ended session to Redis');
      }
    },
    subscribeSessionEnded: sessions.add,
    async close() {
      notifications.clear();
      sessions.clear();
      // QUIT waits for a connection that may never come (Redis down): drop those at once.
      const end = (client: Redis) =>
        client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect());
      await Promise.allSettled([end(subscriber), end(publisher)]);
    },
  };
}

/** Redis pub/sub when REDIS_URL is set; otherwise in this process only. */
export function createEventBus(redisUrl: string | undefined, log?: Logger): EventBus {
  return redisUrl ? createRedisBus(redisUrl, log) : createInProcessBus();
}

// The event bus: a notification written in a transaction is published after the commit, and the
// live connection (modules/live) delivers it to the user's sockets. In process by default;
// Redis pub/sub when REDIS_URL is set (redis-bus.ts), so that an event raised on one API process
// reaches a socket held by another. A signed-out session travels the same way, so that every
// process closes that session's sockets.

export type NotificationEvent = {
  userId: string;
  notification: {
    id: string;
    type: string;
    title: string;
    body: string;
    href: string | null;
    read: boolean;
    createdAt: string;
  };
};

export type EventListener = (event: NotificationEvent) => void;

/**
 * A session that ended (sign-out, password reset or change, account deletion): its live sockets
 * close with 4401, on every API process.
 */
export type SessionEndedEvent = { userId: string; sessionIdHash: string };
export type SessionEndedListener = (event: SessionEndedEvent) => void;

/**
 * `publish` and `publishSessionEnded` never fail and never hold a write up for long (Redis: 100 ms
 * at most, redis-bus.ts); while the transport is down they reach this process's own sockets only.
 */
export interface EventBus {
  publish(event: NotificationEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  publishSessionEnded(event: SessionEndedEvent): Promise<void>;
  subscribeSessionEnded(listener: SessionEndedListener): () => void;
  /**
   * Events may have been missed (the transport was down): every socket of this process is told to
   * reload its lists. Never fires in process.
   */
  subscribeResync(listener: () => void): () => void;
  /** Whether the shared transport answers (GET /api/health); absent: there is none (in process). */
  reachable?(): boolean;
  close(): Promise<void>;
}

/** A set of listeners; one failing listener does not stop the others. */
export function listenerSet<T>() {
  const listeners = new Set<(event: T) => void>();
  return {
    add(listener: (event: T) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event: T) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('An event listener failed', error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}

export function createInProcessBus(): EventBus {
  const notifications = listenerSet<NotificationEvent>();
  const sessions = listenerSet<SessionEndedEvent>();
  return {
    async publish(event) {
      notifications.emit(event);
    },
    subscribe: notifications.add,
    async publishSessionEnded(event) {
      sessions.emit(event);
    },
    subscribeSessionEnded: sessions.add,
    // One process hears every event it raises: nothing is ever missed.
    subscribeResync: () => () => undefined,
    async close() {
      notifications.clear();
      sessions.clear();
    },
  };
}

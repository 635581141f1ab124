// The event bus: a notification written in a transaction is published after the commit, and the
// live connection (the shell issue) delivers it to the user's sockets. In process by default;
// Redis pub/sub when REDIS_URL is set (the shell issue adds that implementation).

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

export interface EventBus {
  publish(event: NotificationEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

export function createInProcessBus(): EventBus {
  const listeners = new Set<EventListener>();
  return {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

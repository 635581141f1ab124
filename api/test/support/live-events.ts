import { randomUUID } from 'node:crypto';
import type { NotificationEvent } from '../../src/events/bus.js';

/** A notification event for `userId`, as a route publishes one (the live tests' fixture). */
export function notificationEvent(userId: string, title = 'Hello'): NotificationEvent {
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

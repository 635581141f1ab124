import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { NotificationEvent } from '../../events/bus.js';
import { NOTIFICATION_COLUMNS, serializeNotification, type NotificationRow } from './service.js';

export type NotificationInput = {
  userId: string;
  /** A dotted lowercase name: 'application.created', 'application.status', 'message.created'… */
  type: string;
  title: string;
  body: string;
  /** The screen it links to, e.g. `/applications/<id>`. */
  href: string | null;
};

/**
 * Writes notification rows inside the caller's transaction and returns the events to publish
 * once it has committed: `const events = await db.transaction(tx => … createNotifications(tx, …));
 * await publishAll(app, events);`. The event carries the same notification as GET /notifications.
 */
export async function createNotifications(
  tx: Db,
  inputs: NotificationInput[],
): Promise<NotificationEvent[]> {
  const events: NotificationEvent[] = [];
  for (const input of inputs) {
    const { rows } = await tx.query<NotificationRow>(
      `INSERT INTO notifications (user_id, type, title, body, href)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING ${NOTIFICATION_COLUMNS}`,
      [input.userId, input.type, input.title, input.body, input.href],
    );
    events.push({ userId: input.userId, notification: serializeNotification(rows[0]) });
  }
  return events;
}

export async function publishAll(app: FastifyInstance, events: NotificationEvent[]): Promise<void> {
  for (const event of events) await app.events.publish(event);
}

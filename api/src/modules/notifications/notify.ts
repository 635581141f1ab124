import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { NotificationEvent } from '../../events/bus.js';

export type NotificationInput = {
  userId: string;
  /** A dotted lowercase name: 'application.created', 'application.status', 'message.created'… */
  type: string;
  title: string;
  body: string;
  /** The screen it links to, e.g. `/applications/<id>`. */
  href: string | null;
};

type Row = {
  id: string;
  user_id: string;
  type: string;
  title: string;
  body: string;
  href: string | null;
  read: boolean;
  created_at: Date | string;
};

const toEvent = (row: Row): NotificationEvent => ({
  userId: row.user_id,
  notification: {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    href: row.href,
    read: row.read,
    createdAt: new Date(row.created_at).toISOString(),
  },
});

/**
 * Writes notification rows inside the caller's transaction and returns the events to publish
 * once it has committed: `const events = await db.transaction(tx => … createNotifications(tx, …));
 * await publishAll(app, events);`
 */
export async function createNotifications(
  tx: Db,
  inputs: NotificationInput[],
): Promise<NotificationEvent[]> {
  const events: NotificationEvent[] = [];
  for (const input of inputs) {
    const { rows } = await tx.query<Row>(
      `INSERT INTO notifications (user_id, type, title, body, href)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING id, user_id, type, title, body, href, read, created_at`,
      [input.userId, input.type, input.title, input.body, input.href],
    );
    events.push(toEvent(rows[0]));
  }
  return events;
}

export async function publishAll(app: FastifyInstance, events: NotificationEvent[]): Promise<void> {
  for (const event of events) await app.events.publish(event);
}

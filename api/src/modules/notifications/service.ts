import type {
  Notification,
  NotificationList,
  NotificationRead,
  NotificationsReadAll,
} from 'shared-kernel/contract';
import { NOTIFICATION_LIST_CAP } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';

/** A notifications row as SELECT / RETURNING give it. */
export type NotificationRow = {
  id: string;
  type: string;
  title: string;
  body: string | null;
  href: string | null;
  read: boolean;
  created_at: Date | string;
};

export const NOTIFICATION_COLUMNS = 'id, type, title, body, href, read, created_at';

/** The contract's notification (the list item and the live event's payload). */
export const serializeNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body ?? '',
  href: row.href,
  read: row.read,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The user's notifications, newest first (at most 100), and how many are unread. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT ${NOTIFICATION_COLUMNS} FROM notifications
     WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, NOTIFICATION_LIST_CAP],
  );
  const { rows: unread } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND NOT read',
    [userId],
  );
  return { notifications: rows.map(serializeNotification), unreadCount: unread[0].count };
}

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

export async function markRead(db: Db, userId: string, id: string): Promise<NotificationRead> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE notifications SET read = true, read_at = coalesce(read_at, now())
     WHERE id = $1 AND user_id = $2 RETURNING id`,
    [id, userId],
  );
  if (!rows[0]) throw notFound(NOTIFICATION_NOT_FOUND);
  return { id, read: true };
}

export async function markAllRead(db: Db, userId: string): Promise<NotificationsReadAll> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE notifications SET read = true, read_at = now()
     WHERE user_id = $1 AND NOT read RETURNING id`,
    [userId],
  );
  return { updated: rows.length };
}

export async function dismiss(db: Db, userId: string, id: string): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM notifications WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  if (!rows[0]) throw notFound(NOTIFICATION_NOT_FOUND);
}

export async function clearAll(db: Db, userId: string): Promise<void> {
  await db.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
}

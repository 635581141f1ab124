import type {
  Notification,
  NotificationList,
  NotificationRead,
  NotificationsReadAll,
} from 'shared-kernel/contract';
import { NOTIFICATION_LIST_CAP } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
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

export const NOTIFICATION_COLUMNS = [
  'id',
  'type',
  'title',
  'body',
  'href',
  'read',
  'created_at',
] as const;

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
  const rows = await kysely(db)
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_CAP)
    .execute();
  const unread = await kysely(db)
    .selectFrom('notifications')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .where('user_id', '=', userId)
    .where((eb) => eb.not(eb.ref('read')))
    .executeTakeFirstOrThrow();
  return { notifications: rows.map(serializeNotification), unreadCount: unread.count };
}

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

export async function markRead(db: Db, userId: string, id: string): Promise<NotificationRead> {
  const row = await kysely(db)
    .updateTable('notifications')
    .set({ read: true, read_at: sql`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return { id, read: true };
}

export async function markAllRead(db: Db, userId: string): Promise<NotificationsReadAll> {
  const rows = await kysely(db)
    .updateTable('notifications')
    .set({ read: true, read_at: sql`now()` })
    .where('user_id', '=', userId)
    .where((eb) => eb.not(eb.ref('read')))
    .returning('id')
    .execute();
  return { updated: rows.length };
}

export async function dismiss(db: Db, userId: string, id: string): Promise<void> {
  const row = await kysely(db)
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
}

export async function clearAll(db: Db, userId: string): Promise<void> {
  await kysely(db).deleteFrom('notifications').where('user_id', '=', userId).execute();
}

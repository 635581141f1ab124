// Reading notifications as the server (or an older server) sends them: the alternative field
// names of spec section 3, a plain array or `{ notifications: [...] }`.
import type { Notification } from '../contract/notifications';

/** The contract's notification (GET /api/notifications, the live event); a local id may be made up. */
export type AppNotification = Notification;

type Loose = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

const first = (raw: Loose, keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = text(raw[key]);
    if (value !== undefined) return value;
  }
  return undefined;
};

let localCounter = 0;
/** An id for an event that carries none, so that it can still be shown and dismissed. */
function localId(): string {
  localCounter += 1;
  return `local-${Date.now()}-${localCounter}`;
}

/**
 * One notification from an event or a list item: id, _id or notificationId; type, event or
 * category; title or subject; body, text, message or content; createdAt or timestamp; href or link.
 */
export function normalizeNotification(raw: unknown): AppNotification | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const item = raw as Loose;
  const type = first(item, ['type', 'event', 'category']) ?? 'system';
  const createdAt = first(item, ['createdAt', 'timestamp']) ?? new Date().toISOString();
  return {
    id: first(item, ['id', '_id', 'notificationId']) ?? localId(),
    type,
    title: first(item, ['title', 'subject']) ?? '',
    body: first(item, ['body', 'text', 'message', 'content']) ?? '',
    createdAt,
    href: first(item, ['href', 'link']) ?? null,
    read: item.read === true,
  };
}

/** The list response: a plain array or an object with a notifications array. */
export function normalizeNotificationList(response: unknown): AppNotification[] {
  const items = Array.isArray(response)
    ? response
    : response && typeof response === 'object' && Array.isArray((response as Loose).notifications)
      ? ((response as Loose).notifications as unknown[])
      : [];
  return items.map(normalizeNotification).filter((item): item is AppNotification => item !== null);
}

/** Events whose name contains chat, message or talent are chat messages (spec section 7). */
export function isChatEvent(type: string): boolean {
  return /chat|message|talent/i.test(type);
}

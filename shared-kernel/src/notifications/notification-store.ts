import { create } from 'zustand';
import { api } from '../api/client';
import { routes } from '../contract/addresses';
import { NOTIFICATION_LIST_CAP } from '../rules/constants';
import {
  normalizeNotification,
  normalizeNotificationList,
  type AppNotification,
} from './normalize';

// The page's one notification store (shared-kernel is a federated singleton): the host's bell
// and live connection fill it, any remote may read it. Spec section 4, "Notification read flag"
// and "Incoming notification handling". Loading and marking read fail only logged (spec
// section 8); clearing and dismissing reject, and the bell's panel says so.

export interface NotificationState {
  notifications: AppNotification[];
  unreadCount: number;
  /** GET /api/notifications (on sign-in and after every reconnect). */
  load(): Promise<void>;
  /** Live events: new ones go first, ids already held are ignored; returns the ones added. */
  receive(events: unknown[]): AppNotification[];
  /** Opening the bell panel sets the unread count to 0. */
  openPanel(): void;
  /** Marks read locally at once, then one PUT per id, sent in parallel. */
  markRead(ids: string | string[]): Promise<void>;
  markAllRead(): Promise<void>;
  /** Marks everything read locally, then empties the list once the server call succeeds. */
  clearAll(): Promise<void>;
  dismiss(id: string): Promise<void>;
  /** Signing out: empties the list locally, with no call. */
  reset(): void;
}

const countUnread = (list: AppNotification[]) => list.filter((n) => !n.read).length;

export const useNotificationStore = create<NotificationState>((set, get) => ({
  notifications: [],
  unreadCount: 0,

  async load() {
    try {
      const response: unknown = await api(routes.notifications.list);
      if (response === null) return; // 401: signed out
      const loaded = normalizeNotificationList(response).slice(0, NOTIFICATION_LIST_CAP);
      set({ notifications: loaded, unreadCount: countUnread(loaded) });
    } catch (error) {
      console.error('Could not load notifications', error);
    }
  },

  receive(events) {
    const held = new Set(get().notifications.map((n) => n.id));
    const added: AppNotification[] = [];
    for (const event of events) {
      const notification = normalizeNotification(event);
      if (!notification || held.has(notification.id)) continue;
      held.add(notification.id);
      added.unshift(notification);
    }
    if (added.length > 0) {
      set((state) => ({
        notifications: [...added, ...state.notifications].slice(0, NOTIFICATION_LIST_CAP),
        unreadCount: state.unreadCount + added.filter((n) => !n.read).length,
      }));
    }
    return added;
  },

  openPanel() {
    set({ unreadCount: 0 });
  },

  async markRead(ids) {
    const wanted = new Set(Array.isArray(ids) ? ids : [ids]);
    const toMark = get()
      .notifications.filter((n) => wanted.has(n.id) && !n.read)
      .map((n) => n.id);
    if (toMark.length === 0) return;
    set((state) => ({
      notifications: state.notifications.map((n) => (wanted.has(n.id) ? { ...n, read: true } : n)),
      unreadCount: Math.max(0, state.unreadCount - toMark.length),
    }));
    const results = await Promise.allSettled(
      toMark.map((id) => api(routes.notifications.read, { params: { id } })),
    );
    for (const result of results) {
      if (result.status === 'rejected') console.error('Could not mark read', result.reason);
    }
  },

  async markAllRead() {
    set((state) => ({
      notifications: state.notifications.map((n) => (n.read ? n : { ...n, read: true })),
      unreadCount: 0,
    }));
    try {
      await api(routes.notifications.readAll);
    } catch (error) {
      console.error('Could not mark all read', error);
    }
  },

  async clearAll() {
    set((state) => ({
      notifications: state.notifications.map((n) => (n.read ? n : { ...n, read: true })),
      unreadCount: 0,
    }));
    // A failure keeps the (read) list and is the caller's to tell: the spec's "only logged" is
    // for loading and marking read, not for clearing.
    await api(routes.notifications.clear);
    set({ notifications: [], unreadCount: 0 });
  },

  async dismiss(id) {
    const list = get().notifications;
    const at = list.findIndex((n) => n.id === id);
    const gone = list[at];
    if (!gone) return;
    // Counted: an unread one still in the badge (opening the panel sets the badge to 0).
    const counted = !gone.read && get().unreadCount > 0;
    set((state) => ({
      notifications: state.notifications.filter((n) => n.id !== id),
      unreadCount: counted ? state.unreadCount - 1 : state.unreadCount,
    }));
    // A live event without an id of its own (local-…) exists only on this page.
    if (id.startsWith('local-')) return;
    try {
      await api(routes.notifications.dismiss, { params: { id } });
    } catch (error) {
      // Back where it was (unless it came back meanwhile); the caller tells the user.
      set((state) => {
        if (state.notifications.some((n) => n.id === id)) return state;
        const notifications = [...state.notifications];
        notifications.splice(Math.min(at, notifications.length), 0, gone);
        return { notifications, unreadCount: state.unreadCount + (counted ? 1 : 0) };
      });
      throw error;
    }
  },

  reset() {
    set({ notifications: [], unreadCount: 0 });
  },
}));

/** The unread badge's number. */
export const useUnreadCount = () => useNotificationStore((state) => state.unreadCount);

import { useEffect } from 'react';
import { toast, type User } from 'shared-kernel';
import {
  startLiveConnection,
  stopLiveConnection,
  useNotificationStore,
  type AppNotification,
} from 'shared-kernel/live';
import { NotificationBell } from './NotificationBell';

/** A new live notification shows a toast (spec section 4); several at once show the newest. */
export function toastFor(added: AppNotification[]) {
  const newest = added[0];
  if (!newest) return;
  toast({ title: newest.title || 'New notification', description: newest.body || undefined });
}

/**
 * Everything a signed-in user has and a visitor does not: the list, the live connection and the
 * bell. Loaded on demand (React.lazy) once a user is signed in; unmounting it (sign-out) closes
 * the connection with 1000 and empties the list with no call.
 */
export default function NotificationCenter({ user }: { user: User }) {
  useEffect(() => {
    void useNotificationStore.getState().load();
    startLiveConnection(user, { onNotifications: toastFor });
    // The page going: close normally, so the server does not wait for a dead socket.
    const leave = () => stopLiveConnection();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      stopLiveConnection();
      useNotificationStore.getState().reset();
    };
    // One connection per signed-in user; the user object itself may be refetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id]);
  return <NotificationBell />;
}

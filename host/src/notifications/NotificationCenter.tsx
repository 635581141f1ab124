import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY, toast, type User } from 'shared-kernel';
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
 * the connection with 1000 and empties the list with no call. When the server ends the session
 * (4401: signed out elsewhere, password reset or changed), the current user is read again: the
 * page shows signed out (this unmounts), or, signed in again meanwhile, opens a new connection.
 * The server's `resync` (events may have been missed) refetches every query of the page.
 */
export default function NotificationCenter({ user }: { user: User }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let mounted = true;
    const start = () =>
      startLiveConnection({ onNotifications: toastFor, onSessionEnded, onResync });
    const onSessionEnded = () => {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }).then(() => {
        if (mounted && queryClient.getQueryData(CURRENT_USER_KEY)) start();
      });
    };
    // Events may have been missed (Redis was unreachable on the server): every list on the page
    // (the board, conversations, applications) reads again; the notification list already does.
    const onResync = () => void queryClient.invalidateQueries();
    void useNotificationStore.getState().load();
    start();
    // The page going: close normally, so the server does not wait for a dead socket.
    const leave = () => stopLiveConnection();
    window.addEventListener('pagehide', leave);
    return () => {
      mounted = false;
      window.removeEventListener('pagehide', leave);
      stopLiveConnection();
      useNotificationStore.getState().reset();
    };
    // One connection per signed-in user; the user object itself may be refetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id]);
  return <NotificationBell />;
}

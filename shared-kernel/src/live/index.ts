// 'shared-kernel/live': what only a signed-in page needs, the live connection and the notification
// store. It is its own shared entry, not part of the root, so that the host loads it with the
// notification centre after sign-in and a signed-out landing page does not carry it.
export {
  useNotificationStore,
  useUnreadCount,
  type NotificationState,
} from '../notifications/notification-store';
export {
  normalizeNotification,
  normalizeNotificationList,
  isChatEvent,
  type AppNotification,
} from '../notifications/normalize';
export {
  LiveConnection,
  LIVE_PATH,
  startLiveConnection,
  stopLiveConnection,
  useLiveConnectionStore,
  liveUrlFor,
  isLiveUrl,
  reconnectDelay,
  type LiveConnectionOptions,
  type LiveStatus,
  type SocketLike,
  type ReceivedLiveMessage,
} from './live-connection';

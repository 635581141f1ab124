// The page's channel for live events: the live connection (host) publishes every event the
// server pushes; any screen subscribes, e.g. to refetch its data when its application changes.

export interface LiveEvent {
  /** The notification's type, e.g. 'application.status', 'message.new'. */
  type: string;
  title?: string;
  body?: string;
  href?: string | null;
  /** Events whose name contains chat, message or talent are chat messages (spec section 7). */
  chat?: boolean;
  /** The raw event as the server sent it. */
  raw: unknown;
}

/**
 * Published by the live connection each time it opens (first time and every reconnect): an event
 * sent before the socket was open is not lost to a screen that listens, because it reads its data
 * again on this one.
 */
export const LIVE_CONNECTED = 'live.connected';

/**
 * Published when the server says events may have been missed (`{ "type": "resync" }`: Redis was
 * unreachable for a while): every screen that listens reads its data again, as after a reconnect.
 */
export const LIVE_RESYNC = 'live.resync';

/** Whether a screen that listens for events of `matches` should read its data again. */
export const isLiveCatchUp = (type: string) => type === LIVE_CONNECTED || type === LIVE_RESYNC;

export type LiveEventListener = (event: LiveEvent) => void;

const listeners = new Set<LiveEventListener>();

export function subscribeLiveEvents(listener: LiveEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishLiveEvent(event: LiveEvent) {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('A live event listener failed', error);
    }
  }
}

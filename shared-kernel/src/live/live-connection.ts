import { create } from 'zustand';
import {
  NORMAL_CLOSE_CODE,
  RECONNECT_AFTER_GIVING_UP_MS,
  RECONNECT_CAP_MS,
  RECONNECT_INITIAL_MS,
  RECONNECT_JITTER,
  RECONNECT_MAX_ATTEMPTS,
  LIVE_RESYNC_TYPE,
  SESSION_ENDED_CLOSE_CODE,
} from '../rules/constants';
import { isChatEvent, type AppNotification } from '../notifications/normalize';
import { useNotificationStore } from '../notifications/notification-store';
import { LIVE_CONNECTED, LIVE_RESYNC, publishLiveEvent } from 'shared-kernel/runtime';

// The live notification connection (spec sections 4, 5 and 7; decisions section 4): opens when a
// user is signed in, closes with 1000 on sign-out or when the page goes, reconnects on any other
// close (1 s doubling, capped at 30 s, up to 20% jitter, 5 attempts; counter and wait reset on a
// successful open) and reloads the list after every reconnect so that nothing sent while it was
// away is lost. Once the 5 attempts are spent it still comes back: a fresh reading of 5 on window
// focus, on `online`, and every 60 s while the tab is visible. The server's 4401 means the
// session ended (signed out elsewhere, password reset, expired): no reconnect, and the page is
// told (`onSessionEnded`) so that it treats the user as signed out. The address carries no user:
// the server knows the user from the session cookie alone. The server's 1001 (that API process is
// shutting down) is a reconnect like any other; its first attempt comes at once, through the load
// balancer to another process. `{ "type": "resync" }` (events may have been missed while Redis was
// unreachable) reloads the list and tells the screens and the page (`onResync`) to read again.

export const LIVE_PATH = '/api/ws/notifications';

export type LiveStatus =
  | 'idle' // no user
  | 'connecting'
  | 'open'
  | 'reconnecting' // waiting before the next attempt
  | 'gave-up' // 5 attempts failed: waits for focus, online or the next visible minute
  | 'disabled' // the address is not ws or wss
  | 'closed'; // closed for good: sign-out, page gone, the server's 1000, or 4401 (session ended)

/** The part of a WebSocket the connection uses, so that tests can hand it a fake. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

/** One message as it arrived, for the support page (/chat-test). */
export interface ReceivedLiveMessage {
  at: string;
  raw: string;
  chat: boolean;
}

export const RECEIVED_MESSAGES_KEPT = 50;
/** The server's close when it is shutting down: the page reconnects at once (to another one). */
export const GOING_AWAY_CLOSE_CODE = 1001;
/** The first reconnect after a 1001: almost at once, with a little spread across the pages. */
export const GOING_AWAY_RECONNECT_MS = 100;

interface LiveConnectionState {
  status: LiveStatus;
  /** Reconnect attempts made since the last successful open. */
  attempts: number;
  url: string | null;
  received: ReceivedLiveMessage[];
}

/** The connection's state, for the support page and anything that wants to show it. */
export const useLiveConnectionStore = create<LiveConnectionState>(() => ({
  status: 'idle',
  attempts: 0,
  url: null,
  received: [],
}));

/**
 * `wss` on https pages and `ws` otherwise, on the page's host; no query. The spec's `userId`
 * value (the e-mail) is not sent: the server ignores it and it would put the address in logs.
 */
export function liveUrlFor(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${LIVE_PATH}`;
}

/** Only ws and wss addresses (with a host) are allowed (spec section 5). */
export function isLiveUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'ws:' || parsed.protocol === 'wss:') && parsed.host !== '';
  } catch {
    return false;
  }
}

/** The wait before reconnect attempt `attempt` (0-based): 1 s doubling, capped, minus jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_INITIAL_MS * 2 ** attempt, RECONNECT_CAP_MS);
  return Math.round(base * (1 - RECONNECT_JITTER * random()));
}

export interface LiveConnectionOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  /** Called with the notifications a message added (the host shows a toast). */
  onNotifications?: (added: AppNotification[]) => void;
  /** Reloads the list after a reconnect (defaults to the notification store's load). */
  reload?: () => void | Promise<void>;
  /** The server closed with 4401: the session ended, the page should treat the user as signed out. */
  onSessionEnded?: () => void;
  /** The server said events may have been missed: the page reads its data again. */
  onResync?: () => void;
  random?: () => number;
  /** Where focus and online are heard; defaults to `window`. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Whether the tab is visible; defaults to `document.visibilityState === 'visible'`. */
  isVisible?: () => boolean;
}

const documentVisible = () =>
  typeof document === 'undefined' || document.visibilityState === 'visible';

const defaultSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

function parseMessage(data: unknown): { items: unknown[]; raw: string; parsed: boolean } {
  const raw = typeof data === 'string' ? data : String(data);
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') throw new Error('not an event');
    return { items: Array.isArray(value) ? value : [value], raw, parsed: true };
  } catch (error) {
    console.error('Could not parse a live notification', error);
    // An unparseable message becomes a system notification with the raw text as body.
    return {
      items: [{ type: 'system', title: 'System', body: raw, createdAt: new Date().toISOString() }],
      raw,
      parsed: false,
    };
  }
}

const field = (item: unknown, keys: string[]): string | undefined => {
  if (!item || typeof item !== 'object') return undefined;
  for (const key of keys) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
};

export class LiveConnection {
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  /** Opened, or failed, once already: the next open is a reconnect (the list is reloaded). */
  private triedBefore = false;
  private stopped = false;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly random: () => number;
  private readonly target: LiveConnectionOptions['target'];
  private readonly isVisible: () => boolean;

  constructor(private readonly options: LiveConnectionOptions) {
    this.createSocket = options.createSocket ?? defaultSocket;
    this.random = options.random ?? Math.random;
    this.target = options.target ?? (typeof window === 'undefined' ? undefined : window);
    this.isVisible = options.isVisible ?? documentVisible;
  }

  start(): void {
    this.stopped = false;
    useLiveConnectionStore.setState({ url: this.options.url, attempts: 0 });
    if (!isLiveUrl(this.options.url)) {
      console.warn(
        `Live notifications are disabled: ${this.options.url} is not a ws or wss address`,
      );
      this.setStatus('disabled');
      return;
    }
    this.target?.addEventListener('focus', this.retryAfterGivingUp);
    this.target?.addEventListener('online', this.retryAfterGivingUp);
    this.open();
  }

  /** Sign-out or the page going: close normally, no reconnect. */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
    this.target?.removeEventListener('focus', this.retryAfterGivingUp);
    this.target?.removeEventListener('online', this.retryAfterGivingUp);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(NORMAL_CLOSE_CODE, 'signed out');
    }
    this.setStatus('closed');
  }

  private setStatus(status: LiveStatus) {
    useLiveConnectionStore.setState({ status, attempts: this.attempts });
  }

  private open() {
    this.clearTimer();
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch (error) {
      console.error('Could not open the live connection', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconnected = this.triedBefore;
      this.triedBefore = true;
      this.attempts = 0;
      this.setStatus('open');
      if (reconnected) void (this.options.reload ?? useNotificationStore.getState().load)();
      // Screens read their data again: what happened before this open was not pushed to them.
      publishLiveEvent({ type: LIVE_CONNECTED, raw: null });
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.handleMessage(event.data);
    };
    socket.onerror = (event) => {
      if (this.socket !== socket) return;
      console.error('Live connection error', event);
      this.lost(socket);
      try {
        socket.close();
      } catch {
        // already closing
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      if (event.code === NORMAL_CLOSE_CODE || event.code === SESSION_ENDED_CLOSE_CODE) {
        this.detach(socket);
        this.socket = null;
        this.setStatus('closed');
        // No session behind this page any more: reconnecting would only be refused again.
        if (event.code === SESSION_ENDED_CLOSE_CODE) this.options.onSessionEnded?.();
        return;
      }
      this.lost(socket, event.code === GOING_AWAY_CLOSE_CODE);
    };
  }

  /** `goingAway`: the server is shutting down (1001); another one is there now, try at once. */
  private lost(socket: SocketLike, goingAway = false) {
    this.detach(socket);
    this.socket = null;
    if (this.stopped) return;
    if (goingAway && this.attempts === 0) {
      this.triedBefore = true;
      this.attempts = 1;
      this.setStatus('reconnecting');
      this.timer = setTimeout(() => {
        this.timer = null;
        if (!this.stopped) this.open();
      }, GOING_AWAY_RECONNECT_MS);
      return;
    }
    this.scheduleReconnect();
  }

  private detach(socket: SocketLike) {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
  }

  private scheduleReconnect() {
    this.triedBefore = true;
    if (this.attempts >= RECONNECT_MAX_ATTEMPTS) {
      this.setStatus('gave-up');
      this.scheduleRetryAfterGivingUp();
      return;
    }
    const wait = reconnectDelay(this.attempts, this.random);
    this.attempts += 1;
    this.setStatus('reconnecting');
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.open();
    }, wait);
  }

  /** Given up: every minute, a fresh reading if the tab is visible (else wait another minute). */
  private scheduleRetryAfterGivingUp() {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped) return;
      if (this.isVisible()) this.retryAfterGivingUp();
      else this.scheduleRetryAfterGivingUp();
    }, RECONNECT_AFTER_GIVING_UP_MS);
  }

  /** A fresh reading: the count of attempts starts again. */
  private readonly retryAfterGivingUp = () => {
    if (this.stopped || useLiveConnectionStore.getState().status !== 'gave-up') return;
    this.attempts = 0;
    this.open();
  };

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private handleMessage(data: unknown) {
    const { items, raw } = parseMessage(data);
    if (items.length === 1 && field(items[0], ['type']) === LIVE_RESYNC_TYPE) {
      this.resync(raw);
      return;
    }
    const chat = items.some((item) =>
      isChatEvent(field(item, ['type', 'event', 'category']) ?? ''),
    );
    useLiveConnectionStore.setState((state) => ({
      received: [{ at: new Date().toISOString(), raw, chat }, ...state.received].slice(
        0,
        RECEIVED_MESSAGES_KEPT,
      ),
    }));
    const added = useNotificationStore.getState().receive(items);
    for (const item of items) {
      const type = field(item, ['type', 'event', 'category']) ?? 'system';
      publishLiveEvent({
        type,
        title: field(item, ['title', 'subject']),
        body: field(item, ['body', 'text', 'message', 'content']),
        href: field(item, ['href', 'link']) ?? null,
        chat: isChatEvent(type),
        raw: item,
      });
    }
    if (added.length > 0) this.options.onNotifications?.(added);
  }

  /** Events may have been missed: the list, the screens and the page read again. */
  private resync(raw: string) {
    useLiveConnectionStore.setState((state) => ({
      received: [{ at: new Date().toISOString(), raw, chat: false }, ...state.received].slice(
        0,
        RECEIVED_MESSAGES_KEPT,
      ),
    }));
    void (this.options.reload ?? useNotificationStore.getState().load)();
    publishLiveEvent({ type: LIVE_RESYNC, raw: null });
    this.options.onResync?.();
  }
}

let current: LiveConnection | null = null;

/**
 * Opens the page's one live connection for the signed-in user (closing any previous one). The
 * session cookie says who the user is; the address names nobody.
 */
export function startLiveConnection(
  options: Omit<LiveConnectionOptions, 'url'> & { url?: string } = {},
): LiveConnection {
  current?.stop();
  const url = options.url ?? liveUrlFor(window.location);
  current = new LiveConnection({ ...options, url });
  current.start();
  return current;
}

export function stopLiveConnection(): void {
  current?.stop();
  current = null;
  useLiveConnectionStore.setState({ status: 'idle', attempts: 0 });
}

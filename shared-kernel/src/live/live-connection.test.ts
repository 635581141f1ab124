import {
  NORMAL_CLOSE_CODE,
  RECONNECT_AFTER_GIVING_UP_MS,
  RECONNECT_CAP_MS,
  RECONNECT_INITIAL_MS,
  RECONNECT_MAX_ATTEMPTS,
  LIVE_RESYNC_TYPE,
  SESSION_ENDED_CLOSE_CODE,
} from '../rules/constants';
import { useNotificationStore } from '../notifications/notification-store';
import {
  GOING_AWAY_RECONNECT_MS,
  LiveConnection,
  isLiveUrl,
  liveUrlFor,
  reconnectDelay,
  startLiveConnection,
  stopLiveConnection,
  useLiveConnectionStore,
  type SocketLike,
} from './live-connection';
import {
  isLiveCatchUp,
  LIVE_RESYNC,
  subscribeLiveEvents,
  type LiveEvent,
} from 'shared-kernel/runtime';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  closedWith: number | undefined | 'not closed' = 'not closed';
  constructor(readonly url: string) {}
  close(code?: number) {
    this.closedWith = code;
  }
  // What the server does:
  serverOpens() {
    this.onopen?.({});
  }
  serverSends(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  serverCloses(code: number) {
    this.onclose?.({ code });
  }
  fails() {
    this.onerror?.({});
  }
}

const URL_ = 'ws://localhost:3000/api/ws/notifications';

function setup(random = () => 0) {
  const sockets: FakeSocket[] = [];
  const target = new EventTarget();
  const reload = jest.fn();
  const onSessionEnded = jest.fn();
  const toasts: string[][] = [];
  const page = { visible: true };
  const connection = new LiveConnection({
    url: URL_,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    reload,
    random,
    target: target as unknown as Window,
    isVisible: () => page.visible,
    onSessionEnded,
    onNotifications: (added) => toasts.push(added.map((n) => n.id)),
  });
  const last = () => sockets[sockets.length - 1];
  return { connection, sockets, last, target, reload, toasts, page, onSessionEnded };
}

/** Fails the first socket and every attempt, until the connection gives up. */
function failUntilGivenUp({ last }: ReturnType<typeof setup>) {
  for (let attempt = 0; attempt < RECONNECT_MAX_ATTEMPTS; attempt++) {
    last().serverCloses(1006);
    jest.advanceTimersByTime(reconnectDelay(attempt, () => 0));
  }
  last().serverCloses(1006);
  expect(status()).toBe('gave-up');
}

const status = () => useLiveConnectionStore.getState().status;

beforeEach(() => {
  jest.useFakeTimers();
  useNotificationStore.getState().reset();
  useLiveConnectionStore.setState({ status: 'idle', attempts: 0, received: [] });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the address', () => {
  it('is wss on https pages and ws otherwise, on the page host, naming nobody', () => {
    expect(liveUrlFor({ protocol: 'https:', host: 'hospohire.example' })).toBe(
      'wss://hospohire.example/api/ws/notifications',
    );
    expect(liveUrlFor({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/ws/notifications',
    );
  });

  it('the page opens it with no query: the cookie alone says who it is', () => {
    const opened: string[] = [];
    startLiveConnection({
      createSocket: (url) => {
        opened.push(url);
        return new FakeSocket(url);
      },
    });
    stopLiveConnection();
    expect(opened).toEqual([`ws://${window.location.host}/api/ws/notifications`]);
    expect(opened[0]).not.toContain('?');
    expect(opened[0]).not.toContain('@');
  });

  it('any other scheme disables live updates with a logged warning', () => {
    expect(isLiveUrl('http://localhost/api/ws/notifications')).toBe(false);
    const createSocket = jest.fn();
    new LiveConnection({ url: 'http://localhost/x', createSocket }).start();
    expect(createSocket).not.toHaveBeenCalled();
    expect(status()).toBe('disabled');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('disabled'));
  });
});

describe('opening and closing', () => {
  it('opens at start and closes with 1000 on stop, without reconnecting', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe(URL_);
    last().serverOpens();
    expect(status()).toBe('open');
    connection.stop();
    expect(last().closedWith).toBe(NORMAL_CLOSE_CODE);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(status()).toBe('closed');
  });

  it('4401 (the session ended) does not reconnect, even on focus or online, and tells the page', () => {
    const { connection, sockets, last, target, onSessionEnded } = setup();
    connection.start();
    last().serverOpens();
    last().serverCloses(SESSION_ENDED_CLOSE_CODE);
    expect(SESSION_ENDED_CLOSE_CODE).toBe(4401);
    expect(status()).toBe('closed');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('online'));
    jest.advanceTimersByTime(10 * RECONNECT_AFTER_GIVING_UP_MS);
    expect(sockets).toHaveLength(1);
  });

  it('4401 while reconnecting stops the attempts too', () => {
    const { connection, sockets, last, onSessionEnded } = setup();
    connection.start();
    last().serverCloses(1006);
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    last().serverCloses(SESSION_ENDED_CLOSE_CODE);
    jest.advanceTimersByTime(10 * RECONNECT_AFTER_GIVING_UP_MS);
    expect(sockets).toHaveLength(2);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a normal close (1000) from the server does not reconnect', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().serverOpens();
    last().serverCloses(NORMAL_CLOSE_CODE);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(status()).toBe('closed');
  });
});

describe('reconnecting (decisions section 4)', () => {
  it('waits 1 s doubling, capped at 30 s, with up to 20% jitter taken off', () => {
    expect(RECONNECT_INITIAL_MS).toBe(1000);
    expect(RECONNECT_CAP_MS).toBe(30_000);
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => reconnectDelay(a, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 1)).toBe(800);
    expect(reconnectDelay(5, () => 0.5)).toBe(27_000);
  });

  it('any other close reconnects after the wait', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().serverOpens();
    last().serverCloses(1006);
    expect(status()).toBe('reconnecting');
    jest.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it(`gives up after ${RECONNECT_MAX_ATTEMPTS} attempts, then tries afresh on focus or online`, () => {
    const { connection, sockets, last, target } = setup();
    connection.start();
    const waits = [1000, 2000, 4000, 8000, 16_000];
    for (const wait of waits) {
      last().serverCloses(1006);
      jest.advanceTimersByTime(wait - 1);
      const before = sockets.length;
      jest.advanceTimersByTime(1);
      expect(sockets.length).toBe(before + 1);
    }
    expect(sockets).toHaveLength(6); // the first and 5 attempts
    last().serverCloses(1006);
    expect(status()).toBe('gave-up');
    jest.advanceTimersByTime(RECONNECT_AFTER_GIVING_UP_MS - 1);
    expect(sockets).toHaveLength(6);
    target.dispatchEvent(new Event('focus'));
    expect(sockets).toHaveLength(7);
    // A fresh reading: the counter starts again, 1 s first.
    last().serverCloses(1006);
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(8);
    // Online works the same once given up again.
    for (const wait of [2000, 4000, 8000, 16_000]) {
      last().serverCloses(1006);
      jest.advanceTimersByTime(wait);
    }
    last().serverCloses(1006);
    expect(status()).toBe('gave-up');
    const count = sockets.length;
    target.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(count + 1);
  });

  it('after giving up, tries again every 60 s while the tab is visible, 5 attempts each time', () => {
    const t = setup();
    t.connection.start();
    failUntilGivenUp(t);
    const given = t.sockets.length;
    expect(RECONNECT_AFTER_GIVING_UP_MS).toBe(60_000);
    jest.advanceTimersByTime(59_999);
    expect(t.sockets).toHaveLength(given);
    jest.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(given + 1);
    expect(status()).toBe('connecting');
    // A fresh count: 1 s first again, and 5 attempts before giving up again.
    failUntilGivenUp(t);
    expect(t.sockets).toHaveLength(given + 1 + RECONNECT_MAX_ATTEMPTS);
    jest.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(given + 2 + RECONNECT_MAX_ATTEMPTS);
    // Success: no more minute retries.
    t.last().serverOpens();
    jest.advanceTimersByTime(10 * 60_000);
    expect(t.sockets).toHaveLength(given + 2 + RECONNECT_MAX_ATTEMPTS);
  });

  it('after giving up, a hidden tab does not retry each minute; once visible it does', () => {
    const t = setup();
    t.connection.start();
    failUntilGivenUp(t);
    const given = t.sockets.length;
    t.page.visible = false;
    jest.advanceTimersByTime(5 * 60_000);
    expect(t.sockets).toHaveLength(given);
    expect(status()).toBe('gave-up');
    t.page.visible = true;
    jest.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(given + 1);
  });

  it('stop after giving up ends the minute retries', () => {
    const t = setup();
    t.connection.start();
    failUntilGivenUp(t);
    const given = t.sockets.length;
    t.connection.stop();
    jest.advanceTimersByTime(10 * 60_000);
    expect(t.sockets).toHaveLength(given);
  });

  it('reloads the list when a fresh reading connects, even if it never opened before', () => {
    const t = setup();
    t.connection.start();
    failUntilGivenUp(t);
    t.target.dispatchEvent(new Event('online'));
    t.last().serverOpens();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('focus while connected does nothing', () => {
    const { connection, sockets, last, target } = setup();
    connection.start();
    last().serverOpens();
    target.dispatchEvent(new Event('focus'));
    expect(sockets).toHaveLength(1);
  });

  it('the counter and the wait reset on a successful open', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().serverCloses(1006);
    jest.advanceTimersByTime(1000);
    last().serverCloses(1006);
    jest.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(3);
    last().serverOpens();
    expect(useLiveConnectionStore.getState().attempts).toBe(0);
    last().serverCloses(1006);
    jest.advanceTimersByTime(1000); // 1 s again, not 4 s
    expect(sockets).toHaveLength(4);
  });

  it('a socket error closes it and reconnects', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().serverOpens();
    const failed = last();
    failed.fails();
    expect(failed.closedWith).not.toBe('not closed');
    // The close that follows the error does not schedule a second reconnect.
    failed.serverCloses(1006);
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('reloads the list after every reconnect, not on the first open', () => {
    const { connection, last, reload } = setup();
    connection.start();
    last().serverOpens();
    expect(reload).not.toHaveBeenCalled();
    last().serverCloses(1011);
    jest.advanceTimersByTime(1000);
    last().serverOpens();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stop during a wait cancels the reconnect', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().serverCloses(1006);
    connection.stop();
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('messages', () => {
  const event = (id: string, type = 'application.status') => ({
    id,
    type,
    title: `Title ${id}`,
    body: 'Body',
    href: '/applications/1',
    createdAt: '2026-03-04T10:00:00.000Z',
    read: false,
  });

  it('one event or an array: each goes to the store, the live channel and a toast', () => {
    const heard: LiveEvent[] = [];
    const stopListening = subscribeLiveEvents((e) => heard.push(e));
    const { connection, last, toasts } = setup();
    connection.start();
    last().serverOpens();
    last().serverSends(event('1'));
    last().serverSends([event('2'), event('3')]);
    stopListening();
    expect(useNotificationStore.getState().notifications.map((n) => n.id)).toEqual(['3', '2', '1']);
    expect(useNotificationStore.getState().unreadCount).toBe(3);
    expect(heard.map((e) => e.type)).toEqual([
      'live.connected',
      'application.status',
      'application.status',
      'application.status',
    ]);
    expect(heard[1]).toMatchObject({ title: 'Title 1', href: '/applications/1', chat: false });
    expect(toasts).toEqual([['1'], ['3', '2']]);
  });

  it('each open, first and after a reconnect, tells screens to read their data again', () => {
    const heard: LiveEvent[] = [];
    const stopListening = subscribeLiveEvents((e) => heard.push(e));
    const { connection, last } = setup();
    connection.start();
    expect(heard).toEqual([]);
    last().serverOpens();
    expect(heard.map((e) => e.type)).toEqual(['live.connected']);
    last().serverCloses(1006);
    jest.runOnlyPendingTimers();
    last().serverOpens();
    stopListening();
    expect(heard.map((e) => e.type)).toEqual(['live.connected', 'live.connected']);
  });

  it('an id already held is published but not added nor toasted again', () => {
    const { connection, last, toasts } = setup();
    connection.start();
    last().serverSends(event('1'));
    last().serverSends(event('1'));
    expect(useNotificationStore.getState().notifications).toHaveLength(1);
    expect(toasts).toEqual([['1']]);
  });

  it('an unparseable message becomes a system notification with the raw text as body', () => {
    const { connection, last } = setup();
    connection.start();
    last().serverSends('not json {');
    const [first] = useNotificationStore.getState().notifications;
    expect(first).toMatchObject({ type: 'system', body: 'not json {' });
    expect(console.error).toHaveBeenCalled();
  });

  it('events whose name contains chat, message or talent are chat messages', () => {
    const heard: LiveEvent[] = [];
    const stopListening = subscribeLiveEvents((e) => heard.push(e));
    const { connection, last } = setup();
    connection.start();
    last().serverSends(event('m1', 'message.created'));
    last().serverSends({ ...event('t1'), type: undefined, event: 'talent_pool.invite' });
    stopListening();
    expect(heard.map((e) => e.chat)).toEqual([true, true]);
    expect(useLiveConnectionStore.getState().received.map((r) => r.chat)).toEqual([true, true]);
  });
});

describe('faults on the server side (docs/deploy.md "Faults")', () => {
  it('a resync reloads the list, tells the screens and the page, and is no notification', () => {
    const heard: LiveEvent[] = [];
    const stopListening = subscribeLiveEvents((e) => heard.push(e));
    const onResync = jest.fn();
    const reload = jest.fn();
    const connection = new LiveConnection({
      url: URL_,
      createSocket: (url) => (socket = new FakeSocket(url)),
      reload,
      onResync,
      target: new EventTarget() as unknown as Window,
    });
    let socket = new FakeSocket(URL_);
    connection.start();
    socket.serverOpens();
    heard.length = 0;
    socket.serverSends({ type: LIVE_RESYNC_TYPE });
    stopListening();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(heard.map((e) => e.type)).toEqual([LIVE_RESYNC]);
    expect(isLiveCatchUp(heard[0].type)).toBe(true);
    expect(useNotificationStore.getState().notifications).toEqual([]);
    connection.stop();
  });

  it('the server going away (1001) is reconnected at once, and the list reloaded', () => {
    const { connection, sockets, last, reload } = setup();
    connection.start();
    last().serverOpens();
    last().serverCloses(1001);
    expect(status()).toBe('reconnecting');
    jest.advanceTimersByTime(GOING_AWAY_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    last().serverOpens();
    expect(status()).toBe('open');
    expect(reload).toHaveBeenCalledTimes(1);
    // Each time it had opened, at once again; a socket closed before it opened waits as usual
    // (no tight loop).
    last().serverCloses(1001);
    jest.advanceTimersByTime(GOING_AWAY_RECONNECT_MS);
    expect(sockets).toHaveLength(3);
    last().serverCloses(1001);
    jest.advanceTimersByTime(RECONNECT_INITIAL_MS - 1);
    expect(sockets).toHaveLength(3);
    connection.stop();
  });
});

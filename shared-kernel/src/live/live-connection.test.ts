import {
  NORMAL_CLOSE_CODE,
  RECONNECT_CAP_MS,
  RECONNECT_INITIAL_MS,
  RECONNECT_MAX_ATTEMPTS,
} from '../rules/constants';
import { useNotificationStore } from '../notifications/notification-store';
import {
  LiveConnection,
  isLiveUrl,
  liveUrlFor,
  reconnectDelay,
  useLiveConnectionStore,
  type SocketLike,
} from './live-connection';
import { subscribeLiveEvents, type LiveEvent } from './live-events';

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

const URL_ = 'ws://localhost:3000/api/ws/notifications?userId=a%40b.c';

function setup(random = () => 0) {
  const sockets: FakeSocket[] = [];
  const target = new EventTarget();
  const reload = jest.fn();
  const toasts: string[][] = [];
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
    onNotifications: (added) => toasts.push(added.map((n) => n.id)),
  });
  const last = () => sockets[sockets.length - 1];
  return { connection, sockets, last, target, reload, toasts };
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
  it('is wss on https pages and ws otherwise, on the page host, with the userId value', () => {
    expect(liveUrlFor({ protocol: 'https:', host: 'hospohire.example' }, { email: 'a@b.c' })).toBe(
      'wss://hospohire.example/api/ws/notifications?userId=a%40b.c',
    );
    expect(liveUrlFor({ protocol: 'http:', host: 'localhost:3000' }, { id: 'u1' })).toBe(
      'ws://localhost:3000/api/ws/notifications?userId=u1',
    );
    expect(liveUrlFor({ protocol: 'http:', host: 'h' }, { name: 'Ann' })).toContain('userId=Ann');
    expect(liveUrlFor({ protocol: 'http:', host: 'h' }, {})).toContain('userId=unknown');
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
    jest.advanceTimersByTime(10 * 60_000);
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
      'application.status',
      'application.status',
      'application.status',
    ]);
    expect(heard[0]).toMatchObject({ title: 'Title 1', href: '/applications/1', chat: false });
    expect(toasts).toEqual([['1'], ['3', '2']]);
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

import { NOTIFICATION_LIST_CAP } from '../rules/constants';
import { isChatEvent, normalizeNotification } from './normalize';
import { useNotificationStore } from './notification-store';

type Call = { url: string; method: string };

/** A fetch that records calls; `gate` holds every write until released. */
function fakeFetch(listBody: unknown = [], { failWrites = false } = {}) {
  const calls: Call[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method });
    if (method !== 'GET') await gate;
    const ok = method === 'GET' || !failWrites;
    return {
      status: ok ? 200 : 500,
      statusText: ok ? 'OK' : 'Internal Server Error',
      ok,
      text: async () => (method === 'GET' ? JSON.stringify(listBody) : ''),
    };
  }) as unknown as typeof fetch;
  return { calls, release };
}

const n = (id: string, read = false) => ({
  id,
  type: 'application.status',
  title: `T${id}`,
  body: `B${id}`,
  createdAt: '2026-03-04T10:00:00.000Z',
  href: `/applications/${id}`,
  read,
});

const store = () => useNotificationStore.getState();
const ids = () => store().notifications.map((x) => x.id);

beforeEach(() => {
  store().reset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('loading the list on sign-in', () => {
  it('reads a plain array', async () => {
    fakeFetch([n('1'), n('2', true)]);
    await store().load();
    expect(ids()).toEqual(['1', '2']);
    expect(store().unreadCount).toBe(1);
  });

  it('reads an object with a notifications array', async () => {
    fakeFetch({ notifications: [n('a'), n('b'), n('c', true)], unreadCount: 2 });
    await store().load();
    expect(ids()).toEqual(['a', 'b', 'c']);
    expect(store().unreadCount).toBe(2);
  });

  it('a failed load is only logged and keeps the list', async () => {
    store().receive([n('kept')]);
    global.fetch = jest.fn().mockRejectedValue(new Error('offline')) as unknown as typeof fetch;
    await store().load();
    expect(ids()).toEqual(['kept']);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('the alternative field names of spec section 3', () => {
  it('reads _id, event, subject, text, timestamp and link', () => {
    expect(
      normalizeNotification({
        _id: 'x1',
        event: 'offer.created',
        subject: 'An offer',
        text: 'You have an offer',
        timestamp: '2026-01-02T00:00:00Z',
        link: '/job-offers',
      }),
    ).toEqual({
      id: 'x1',
      type: 'offer.created',
      title: 'An offer',
      body: 'You have an offer',
      createdAt: '2026-01-02T00:00:00Z',
      href: '/job-offers',
      read: false,
    });
  });

  it('reads notificationId, category, message and content', () => {
    const a = normalizeNotification({ notificationId: 7, category: 'system', message: 'm' });
    expect(a).toMatchObject({ id: '7', type: 'system', body: 'm' });
    expect(normalizeNotification({ id: 'z', content: 'c' })).toMatchObject({ body: 'c' });
  });

  it('events whose name contains chat, message or talent are chat messages', () => {
    expect(isChatEvent('chat.new')).toBe(true);
    expect(isChatEvent('message.created')).toBe(true);
    expect(isChatEvent('talent_pool.invite')).toBe(true);
    expect(isChatEvent('application.status')).toBe(false);
  });
});

describe('incoming notifications', () => {
  it('puts a new one first and counts it unread', () => {
    store().receive([n('1')]);
    store().receive([n('2')]);
    expect(ids()).toEqual(['2', '1']);
    expect(store().unreadCount).toBe(2);
  });

  it('ignores an id already held', () => {
    store().receive([n('1')]);
    const added = store().receive([n('1'), { ...n('1'), title: 'again' }]);
    expect(added).toEqual([]);
    expect(ids()).toEqual(['1']);
    expect(store().notifications[0].title).toBe('T1');
    expect(store().unreadCount).toBe(1);
  });

  it(`keeps at most ${NOTIFICATION_LIST_CAP}`, () => {
    expect(NOTIFICATION_LIST_CAP).toBe(100);
    for (let i = 0; i < 105; i += 1) store().receive([n(String(i))]);
    expect(store().notifications).toHaveLength(100);
    expect(ids()[0]).toBe('104');
    expect(ids()).not.toContain('4');
  });

  it('an array of several puts the last one first', () => {
    store().receive([n('a'), n('b')]);
    expect(ids()).toEqual(['b', 'a']);
  });
});

describe('the read flag', () => {
  it('opening the panel sets the unread count to 0', () => {
    store().receive([n('1'), n('2')]);
    store().openPanel();
    expect(store().unreadCount).toBe(0);
    expect(store().notifications.every((x) => !x.read)).toBe(true);
  });

  it('mark one read changes local state before the server answers, one PUT per id in parallel', async () => {
    const { calls, release } = fakeFetch();
    store().receive([n('1'), n('2'), n('3')]);
    const done = store().markRead(['1', '2']);
    // Before the server answers:
    expect(
      store()
        .notifications.filter((x) => x.read)
        .map((x) => x.id),
    ).toEqual(['2', '1']);
    expect(store().unreadCount).toBe(1);
    // Both PUTs left before either answered.
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(
      expect.arrayContaining([
        { url: '/api/notifications/1/read', method: 'PUT' },
        { url: '/api/notifications/2/read', method: 'PUT' },
      ]),
    );
    release();
    await done;
  });

  it('mark all read changes local state at once, then PUT read-all', async () => {
    const { calls, release } = fakeFetch();
    store().receive([n('1'), n('2')]);
    const done = store().markAllRead();
    expect(store().notifications.every((x) => x.read)).toBe(true);
    expect(store().unreadCount).toBe(0);
    expect(calls).toEqual([{ url: '/api/notifications/read-all', method: 'PUT' }]);
    release();
    await done;
  });

  it('a failed mark-read is only logged; local state stays read', async () => {
    const { release } = fakeFetch([], { failWrites: true });
    store().receive([n('1')]);
    const done = store().markRead('1');
    release();
    await done;
    expect(store().notifications[0].read).toBe(true);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('clearing and dismissing', () => {
  it('clear all marks everything read at once, then empties the list once the server succeeds', async () => {
    const { calls, release } = fakeFetch();
    store().receive([n('1'), n('2')]);
    const done = store().clearAll();
    expect(ids()).toEqual(['2', '1']);
    expect(store().notifications.every((x) => x.read)).toBe(true);
    expect(calls).toEqual([{ url: '/api/notifications', method: 'DELETE' }]);
    release();
    await done;
    expect(ids()).toEqual([]);
  });

  it('clear all keeps the (read) list when the server call fails, and rejects for the panel to say so', async () => {
    const { release } = fakeFetch([], { failWrites: true });
    store().receive([n('1')]);
    const done = store().clearAll();
    release();
    await expect(done).rejects.toThrow();
    expect(ids()).toEqual(['1']);
    expect(store().notifications[0].read).toBe(true);
  });

  it('a dismiss the server refuses puts the notification back where it was, unread, and rejects', async () => {
    const { release } = fakeFetch([], { failWrites: true });
    store().receive([n('1'), n('2'), n('3')]);
    const done = store().dismiss('2');
    expect(ids()).toEqual(['3', '1']);
    expect(store().unreadCount).toBe(2);
    release();
    await expect(done).rejects.toThrow();
    expect(ids()).toEqual(['3', '2', '1']);
    expect(store().unreadCount).toBe(3);
  });

  it('with the panel open (the badge at 0), a refused dismiss leaves the badge at 0', async () => {
    const { release } = fakeFetch([], { failWrites: true });
    store().receive([n('1'), n('2')]);
    store().openPanel();
    const done = store().dismiss('1');
    release();
    await expect(done).rejects.toThrow();
    expect(ids()).toEqual(['2', '1']);
    expect(store().unreadCount).toBe(0);
  });

  it('dismiss one removes it and asks the server to delete it', async () => {
    const { calls, release } = fakeFetch();
    store().receive([n('1'), n('2')]);
    const done = store().dismiss('1');
    expect(ids()).toEqual(['2']);
    expect(store().unreadCount).toBe(1);
    release();
    await done;
    expect(calls).toEqual([{ url: '/api/notifications/1', method: 'DELETE' }]);
  });

  it('signing out empties the list with no call', () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    store().receive([n('1')]);
    store().reset();
    expect(ids()).toEqual([]);
    expect(store().unreadCount).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

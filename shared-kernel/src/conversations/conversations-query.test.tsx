import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi } from '../testing';
import { publishLiveEvent } from 'shared-kernel/runtime';
import { conversationKeys } from '../query-keys';
import { useMessages } from './conversations-query';

const thread = { conversation: { id: 'c1' }, items: [], total: 0, page: 1, pageSize: 50 };

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('a conversation read live, on both sides', () => {
  it('a message event about this conversation (or about none) reads it again; another does not', async () => {
    const { calls } = fakeApi({
      'GET /api/conversations/c1/messages': { status: 200, body: thread },
    });
    const reads = () => calls.filter((c) => c.url.startsWith('/api/conversations/c1/')).length;
    const client = new QueryClient();
    client.setQueryData(conversationKeys.list(), { items: [] });
    const { result } = renderHook(() => useMessages('c1'), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(reads()).toBe(1);

    act(() =>
      publishLiveEvent({ type: 'message.created', href: '/talent-pool/messages/c2', raw: {} }),
    );
    act(() =>
      publishLiveEvent({ type: 'offer.accepted', href: '/talent-pool/messages/c1', raw: {} }),
    );
    expect(reads()).toBe(1);

    act(() =>
      publishLiveEvent({ type: 'message.created', href: '/talent-pool/messages/c1', raw: {} }),
    );
    await waitFor(() => expect(reads()).toBe(2));
    // The list (its unread count) is read again when next shown.
    expect(client.getQueryState(conversationKeys.list())?.isInvalidated).toBe(true);

    act(() => publishLiveEvent({ type: 'message.created', raw: {} }));
    await waitFor(() => expect(reads()).toBe(3));
  });
});

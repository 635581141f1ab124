import { act, screen } from '@testing-library/react';
import { CURRENT_USER_KEY } from 'shared-kernel';
import { useLiveConnectionStore } from 'shared-kernel/live';
import { renderScreen } from 'shared-kernel/testing';
import ChatTest from './ChatTest';

beforeEach(() =>
  useLiveConnectionStore.setState({ status: 'idle', attempts: 0, url: null, received: [] }),
);

test('signed out: says the connection needs a signed-in user', async () => {
  global.fetch = jest.fn().mockResolvedValue({
    status: 401,
    ok: false,
    text: () => Promise.resolve('{}'),
  }) as unknown as typeof fetch;
  renderScreen(<ChatTest />, { route: '/chat-test' });
  expect(await screen.findByText('Not signed in')).toBeInTheDocument();
  expect(document.title).toContain('Live connection test');
});

test('shows the connection state and every raw event received, chat messages marked', async () => {
  global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
  const { queryClient } = renderScreen(<ChatTest />, { route: '/chat-test' });
  act(() => {
    queryClient.setQueryData(CURRENT_USER_KEY, {
      id: 'u1',
      email: 'c@x.io',
      firstName: 'C',
      lastName: 'X',
      userType: 'candidate',
    });
  });
  expect(await screen.findByText('No events received yet')).toBeInTheDocument();
  act(() =>
    useLiveConnectionStore.setState({
      status: 'open',
      url: 'ws://localhost/api/ws/notifications?userId=c%40x.io',
      received: [
        { at: '2026-03-04T10:00:00.000Z', raw: '{"type":"message.created"}', chat: true },
        { at: '2026-03-04T09:00:00.000Z', raw: 'not json', chat: false },
      ],
    }),
  );
  expect(screen.getByTestId('live-status')).toHaveTextContent('Connected');
  const events = screen.getAllByTestId('live-event');
  expect(events[0]).toHaveTextContent('{"type":"message.created"}');
  expect(events[0]).toHaveTextContent('Chat message');
  expect(events[1]).toHaveTextContent('not json');
});

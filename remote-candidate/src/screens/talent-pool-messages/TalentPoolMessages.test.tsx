import { act, screen } from '@testing-library/react';
import { publishLiveEvent } from 'shared-kernel';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import TalentPoolMessages from './TalentPoolMessages';

const message = (id: string, body: string, fromCandidate: boolean) => ({
  id,
  senderId: fromCandidate ? 'u1' : 'r1',
  fromCandidate,
  body,
  createdAt: '2026-03-04T10:00:00Z',
});

function api() {
  const items = [message('m1', 'Could you do Friday?', false)];
  const mock = mockFetch((call) => {
    if (call.method === 'POST') {
      const sent = message(`m${items.length + 1}`, (call.body as { body: string }).body, true);
      items.push(sent);
      return { status: 201, body: sent };
    }
    return {
      status: 200,
      body: {
        conversation: { id: 'c1', companyName: 'Harbour Kitchen', unreadCount: 0 },
        items: [...items],
        total: items.length,
      },
    };
  });
  return { ...mock, items };
}

const route = { route: '/talent-pool/messages/c1', path: '/talent-pool/messages/:id' };

describe('TalentPoolMessages', () => {
  it('shows the conversation, names an empty message, and sends one', async () => {
    const { calls } = api();
    renderScreen(<TalentPoolMessages />, route);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Messages with Harbour Kitchen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Could you do Friday?')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');

    await user.type(screen.getByLabelText('Message'), 'Yes, what time?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Yes, what time?')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual(
      expect.objectContaining({
        url: '/api/conversations/c1/messages',
        body: { body: 'Yes, what time?' },
      }),
    );
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('refetches when a live message event for this conversation arrives (no polling)', async () => {
    const { items, fetchMock } = api();
    renderScreen(<TalentPoolMessages />, route);
    await screen.findByText('Could you do Friday?');
    const reads = () => fetchMock.mock.calls.length;
    const before = reads();

    items.push(message('m9', 'Great, 6pm then', false));
    // Another conversation's event is ignored.
    act(() =>
      publishLiveEvent({ type: 'message.created', href: '/talent-pool/messages/other', raw: {} }),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(reads()).toBe(before);
    expect(screen.queryByText('Great, 6pm then')).not.toBeInTheDocument();

    act(() =>
      publishLiveEvent({ type: 'message.created', href: '/talent-pool/messages/c1', raw: {} }),
    );
    expect(await screen.findByText('Great, 6pm then')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'No such conversation' } }));
    renderScreen(<TalentPoolMessages />, route);
    expect(await screen.findByRole('alert')).toHaveTextContent('No such conversation');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useToastStore } from 'shared-kernel';
import { useNotificationStore } from 'shared-kernel/live';
import { NotificationBell } from './NotificationBell';
import { toastFor } from './NotificationCenter';

const n = (id: string, read = false) => ({
  id,
  type: 'application.status',
  title: `Update ${id}`,
  body: `Body ${id}`,
  createdAt: '2026-03-04T10:00:00.000Z',
  href: `/applications/${id}`,
  read,
});

function okFetch() {
  const fetchMock = jest.fn().mockResolvedValue({
    status: 200,
    ok: true,
    statusText: 'OK',
    text: () => Promise.resolve(''),
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderBell() {
  render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
}

jest.setTimeout(30_000);

beforeEach(() => useNotificationStore.getState().reset());

describe('the bell (spec section 2)', () => {
  it('shows the unread count and opening the panel sets it to 0', async () => {
    useNotificationStore.getState().receive([n('1'), n('2'), n('3', true)]);
    renderBell();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).getByTestId('notification-total')).toHaveTextContent('3');
    expect(useNotificationStore.getState().unreadCount).toBe(0);
    const items = within(panel).getAllByTestId('notification-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Update 3');
    expect(items[0]).toHaveTextContent('Mar 4');
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/applications/3');
  });

  it('each item can be dismissed', async () => {
    const fetchMock = okFetch();
    useNotificationStore.getState().receive([n('1'), n('2')]);
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Update 1' }));
    expect(screen.getAllByTestId('notification-item')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notifications/1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('Mark all as read marks every item read', async () => {
    okFetch();
    useNotificationStore.getState().receive([n('1'), n('2')]);
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    for (const item of screen.getAllByTestId('notification-item')) {
      expect(item).toHaveAttribute('data-read', 'true');
    }
  });

  it('Clear all asks first, then empties the list and shows the empty state', async () => {
    okFetch();
    useNotificationStore.getState().receive([n('1')]);
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getAllByTestId('notification-item')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByTestId('notification-total')).toHaveTextContent('0');
  });

  it('an empty list shows the empty state', async () => {
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('a new live notification shows a toast with its title and body', () => {
    useToastStore.getState().remove();
    toastFor([{ ...n('9'), title: 'Application reviewed', body: 'Good news' }]);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Application reviewed',
      description: 'Good news',
    });
  });
});

import { MemoryRouter } from 'react-router-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import { useNotificationStore } from 'shared-kernel/live';
import { setupUser } from 'shared-kernel/testing';
import { SHELL_TEXTS } from '../shell-texts';
import { NotificationPanel } from './NotificationPanel';

/** The server refuses every DELETE (clear all, dismiss) with its message. */
function refuseDeletes() {
  global.fetch = jest.fn(() =>
    Promise.resolve({
      status: 503,
      ok: false,
      statusText: 'Service Unavailable',
      text: () => Promise.resolve('{"message":"The server is busy"}'),
      json: () => Promise.resolve({ message: 'The server is busy' }),
    } as Response),
  ) as unknown as typeof fetch;
}

const note = (id: string, title: string) => ({
  id,
  type: 'application',
  title,
  body: '',
  createdAt: new Date().toISOString(),
  href: null,
  read: false,
});

function renderPanel() {
  useNotificationStore.getState().reset();
  useNotificationStore
    .getState()
    .receive([note('n1', 'Offer accepted'), note('n2', 'New message')]);
  useToastStore.getState().remove();
  render(
    <MemoryRouter>
      <NotificationPanel onNavigate={() => {}} />
    </MemoryRouter>,
  );
}

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

describe('NotificationPanel: a clear or dismiss the server refuses is said, and nothing is lost', () => {
  test('dismiss: the notification comes back and a toast says it could not be dismissed', async () => {
    refuseDeletes();
    const user = setupUser();
    renderPanel();
    await user.click(screen.getByRole('button', { name: SHELL_TEXTS.dismiss('Offer accepted') }));
    await waitFor(() => expect(toastTitles()).toEqual([SHELL_TEXTS.dismissFailed]));
    expect(useToastStore.getState().toasts[0]?.description).toBe('The server is busy');
    expect(await screen.findByText('Offer accepted')).toBeInTheDocument();
  });

  test('clear all: the list stays (read) and a toast says it could not be cleared', async () => {
    refuseDeletes();
    const user = setupUser();
    renderPanel();
    await user.click(screen.getByRole('button', { name: SHELL_TEXTS.clearAll }));
    await user.click(screen.getByRole('button', { name: SHELL_TEXTS.confirmClear }));
    await waitFor(() => expect(toastTitles()).toEqual([SHELL_TEXTS.clearFailed]));
    expect(screen.getByText('Offer accepted')).toBeInTheDocument();
    expect(screen.getByText('New message')).toBeInTheDocument();
  });
});

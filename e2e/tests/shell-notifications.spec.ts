import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/stack';
import { signInThroughForm } from '../support/users';
import {
  bell,
  candidateWithApplication,
  decideCookies,
  expectAccessible,
  expectLiveOpen,
  newestNotificationTitle,
  recruiterMovesForward,
  screenshots,
} from './shell-support';

const API = `http://127.0.0.1:${E2E_PORTS.api}`;
const HOST = `http://localhost:${E2E_PORTS.host}`;

test('a recruiter moves an application forward: the candidate’s open page shows the badge and a toast without a reload', async ({
  page,
  context,
}) => {
  const { email, applicationId, candidate } = await candidateWithApplication(API);
  await decideCookies(context, HOST);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/chat-test');
  await expectLiveOpen(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  let loads = 0;
  page.on('load', () => (loads += 1));

  await recruiterMovesForward(API, applicationId);
  const title = await newestNotificationTitle(candidate);

  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-badge')).toContainText('1');
  const toast = page.getByRole('status').filter({ hasText: title });
  await expect(toast).toBeVisible();
  // The support page lists the raw event as it arrived.
  await expect(page.getByTestId('live-event').first()).toContainText('application.status');
  expect(loads).toBe(0);
  await screenshots(page, 'toast-and-chat-test');
  await expectAccessible(page);

  // The panel: title, total, the item with its link; opening it sets the unread count to 0.
  await page.setViewportSize({ width: 1280, height: 800 });
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(panel.getByTestId('notification-item').first()).toContainText(title);
  await expect(panel.getByTestId('notification-item').first().getByRole('link')).toHaveAttribute(
    'href',
    /\/applications\//,
  );
  // (The open panel hides the rest of the page from assistive tech; read the label itself.)
  await expect(
    page.locator('button[aria-haspopup="dialog"][aria-label^="Notifications"]'),
  ).toHaveAttribute('aria-label', 'Notifications');
  await screenshots(page, 'bell-panel');
  await expectAccessible(page);

  // Mark all as read reaches the server; Clear all asks, then empties the list.
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect
    .poll(async () => (await (await candidate.get('/api/notifications')).json()).unreadCount)
    .toBe(0);
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await panel.getByRole('button', { name: 'Yes, clear all' }).click();
  await expect(panel.getByText('No notifications yet')).toBeVisible();
  await expect
    .poll(async () => (await (await candidate.get('/api/notifications')).json()).notifications)
    .toEqual([]);
  await candidate.dispose();
});

test.describe('a socket gets nothing that is not its own', () => {
  test('no cookie: closed with 4401, nothing received', async ({ page, context }) => {
    const victim = await candidateWithApplication(API);
    await decideCookies(context, HOST);
    await page.goto('/about');
    const result = page.evaluate(
      (userId) =>
        new Promise<{ code: number; messages: string[] }>((resolve) => {
          const messages: string[] = [];
          const ws = new WebSocket(
            `ws://${location.host}/api/ws/notifications?userId=${encodeURIComponent(userId)}`,
          );
          ws.onmessage = (e) => messages.push(String(e.data));
          ws.onclose = (e) => resolve({ code: e.code, messages });
        }),
      victim.email,
    );
    await recruiterMovesForward(API, victim.applicationId);
    expect(await result).toEqual({ code: 4401, messages: [] });
    await victim.candidate.dispose();
  });

  test('a foreign Origin is refused', async ({ page }) => {
    // A page of another site opens the host's socket. (Our own servers' pages carry a CSP whose
    // connect-src would stop the browser before the server is asked, so the page is a stand-in.)
    await page.route('http://foreign.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
    );
    await page.goto('http://foreign.test/');
    const outcome = await page.evaluate(
      (url) =>
        new Promise<{ opened: boolean; code: number }>((resolve) => {
          let opened = false;
          const ws = new WebSocket(url);
          ws.onopen = () => (opened = true);
          ws.onclose = (e) => resolve({ opened, code: e.code });
        }),
      `ws://localhost:${E2E_PORTS.host}/api/ws/notifications`,
    );
    expect(outcome.opened).toBe(false);
    expect(outcome.code).toBe(1006); // refused before the upgrade (403)
  });

  test("another user's e-mail as userId gets only the signed-in user's events", async ({
    page,
    context,
  }) => {
    const victim = await candidateWithApplication(API);
    const snoop = await candidateWithApplication(API);
    await decideCookies(context, HOST);
    await signInThroughForm(page, snoop.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate((userId) => {
      const w = window as unknown as { snooped: string[] };
      w.snooped = [];
      const ws = new WebSocket(
        `ws://${location.host}/api/ws/notifications?userId=${encodeURIComponent(userId)}`,
      );
      ws.onmessage = (e) => w.snooped.push(String(e.data));
      return new Promise((resolve) => (ws.onopen = resolve));
    }, victim.email);
    await recruiterMovesForward(API, victim.applicationId);
    await recruiterMovesForward(API, snoop.applicationId);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { snooped: string[] }).snooped.length))
      .toBe(1);
    const [own] = await page.evaluate(() => (window as unknown as { snooped: string[] }).snooped);
    const ownList = await (await snoop.candidate.get('/api/notifications')).json();
    expect(JSON.parse(own).id).toBe(ownList.notifications[0].id);
    const victimList = await (await victim.candidate.get('/api/notifications')).json();
    expect(own).not.toContain(victimList.notifications[0].id);
    await victim.candidate.dispose();
    await snoop.candidate.dispose();
  });
});

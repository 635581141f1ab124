import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request, test, type WebSocket } from '@playwright/test';
import { startComposer } from '../../tooling/composer/index.mjs';
import { E2E_PORTS } from '../support/stack';
import {
  ROOT,
  bell,
  candidateWithApplication,
  decideCookies,
  expectLiveOpen,
  freshDatabase,
  newestNotificationTitle,
  recruiterMovesForward,
  startApi,
  type ApiProcess,
} from './shell-support';

// These specs run their own API processes (api/src/main.ts) behind their own host server, so
// that they can stop and start them. Ports: 3120, 3121, 4130-4132, moved by E2E_PORT_OFFSET
// (4122 is taken on these machines).
const OFFSET = E2E_PORTS.host - 3100;
const PORTS = {
  restartHost: 3120 + OFFSET,
  restartApi: 4130 + OFFSET,
  hostA: 3121 + OFFSET,
  apiA: 4131 + OFFSET,
  apiB: 4132 + OFFSET,
};

function host(port: number, apiPort: number): Promise<Server> {
  return startComposer({
    root: path.join(ROOT, 'host/dist'),
    port,
    spa: true,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    remoteMap: () => ({
      remote_public: `http://localhost:${E2E_PORTS.remotePublic}/remoteEntry.js`,
      remote_candidate: `http://localhost:${E2E_PORTS.remoteCandidate}/remoteEntry.js`,
      remote_recruiter: `http://localhost:${E2E_PORTS.remoteRecruiter}/remoteEntry.js`,
    }),
  }) as Promise<Server>;
}

test.describe('the API is restarted', () => {
  test.describe.configure({ timeout: 240_000 });
  const origin = `http://localhost:${PORTS.restartHost}`;
  const env = {
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hospohire-shell-restart-')),
    ALLOWED_ORIGINS: origin,
  };
  let api: ApiProcess | null = null;
  let server: Server | null = null;
  test.beforeAll(async () => {
    test.setTimeout(240_000); // a fresh database is migrated and seeded with the demo data
    api = await startApi(PORTS.restartApi, env);
    server = await host(PORTS.restartHost, PORTS.restartApi);
  });
  test.afterAll(async () => {
    await api?.stop();
    server?.close();
  });

  test('the page reconnects by itself and shows a notification raised while it was away', async ({
    page,
    context,
  }) => {
    const apiUrl = `http://127.0.0.1:${PORTS.restartApi}`;
    const { email, applicationId, candidate } = await candidateWithApplication(apiUrl);
    await decideCookies(context, origin);
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('table-for-2-please');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${origin}/chat-test`);
    await expectLiveOpen(page);
    let loads = 0;
    page.on('load', () => (loads += 1));

    await api?.stop();
    const status = page.getByTestId('live-status');
    await expect(status).toHaveAttribute('data-status', /reconnecting|connecting/);
    // Let it fail a few times, so that it is waiting (4 s or 8 s) when the API is back.
    await expect(page.getByTestId('live-attempts')).toHaveText(/^[3-5]$/, { timeout: 30_000 });
    api = await startApi(PORTS.restartApi, env);
    await recruiterMovesForward(apiUrl, applicationId);
    const title = await newestNotificationTitle(candidate);

    await expectLiveOpen(page, 60_000);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(page).click();
    await expect(
      page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').first(),
    ).toContainText(title);
    expect(loads).toBe(0);
    await candidate.dispose();
  });

  test('after its 5 attempts are spent, the page still comes back: it tries again each minute while visible', async ({
    page,
    context,
  }) => {
    const apiUrl = `http://127.0.0.1:${PORTS.restartApi}`;
    const { email, applicationId, candidate } = await candidateWithApplication(apiUrl);
    await decideCookies(context, origin);
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('table-for-2-please');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${origin}/chat-test`);
    await expectLiveOpen(page);
    let loads = 0;
    page.on('load', () => (loads += 1));

    await api?.stop();
    const status = page.getByTestId('live-status');
    // 1 + 2 + 4 + 8 + 16 s of waits (less jitter), then it gives up.
    await expect(status).toHaveAttribute('data-status', 'gave-up', { timeout: 60_000 });
    expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
    api = await startApi(PORTS.restartApi, env);
    await recruiterMovesForward(apiUrl, applicationId);
    const title = await newestNotificationTitle(candidate);

    // No focus, no online event: the minute's retry opens it, and the list is reloaded.
    await expectLiveOpen(page, 75_000);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(page).click();
    await expect(
      page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').first(),
    ).toContainText(title);
    expect(loads).toBe(0);
    await candidate.dispose();
  });
});

test.describe('two API processes with Redis', () => {
  const DATABASE_URL = process.env.DATABASE_URL;
  const REDIS_URL = process.env.REDIS_URL;
  test.skip(
    !DATABASE_URL || !REDIS_URL,
    'DATABASE_URL and REDIS_URL are not set: two API processes need PostgreSQL and Redis (CI sets them)',
  );
  test.describe.configure({ timeout: 300_000 });
  const origin = `http://localhost:${PORTS.hostA}`;
  let apiA: ApiProcess | null = null;
  let apiB: ApiProcess | null = null;
  let server: Server | null = null;
  let database: ReturnType<typeof freshDatabase> | null = null;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    database = freshDatabase(DATABASE_URL ?? '');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_URL ?? '',
      ALLOWED_ORIGINS: origin,
    };
    // The first migrates and seeds; the second finds the database ready.
    apiA = await startApi(PORTS.apiA, env);
    apiB = await startApi(PORTS.apiB, env);
    server = await host(PORTS.hostA, PORTS.apiA);
  });
  test.afterAll(async () => {
    await apiA?.stop();
    await apiB?.stop();
    server?.close();
    database?.drop();
  });

  test('an event raised through one reaches a page connected to the other', async ({
    page,
    context,
  }) => {
    const { email, applicationId, candidate } = await candidateWithApplication(
      `http://127.0.0.1:${PORTS.apiA}`,
    );
    await decideCookies(context, origin);
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('table-for-2-please');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${origin}/chat-test`);
    await expectLiveOpen(page); // held by API A

    await recruiterMovesForward(`http://127.0.0.1:${PORTS.apiB}`, applicationId); // raised on B
    const title = await newestNotificationTitle(candidate);
    await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('live-event').first()).toContainText(title);
    await candidate.dispose();
  });

  test('signing out through one process closes the socket the other holds (4401): the page is signed out', async ({
    page,
    context,
  }) => {
    const { email, candidate } = await candidateWithApplication(`http://127.0.0.1:${PORTS.apiA}`);
    await candidate.dispose();
    await decideCookies(context, origin);
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('table-for-2-please');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${origin}/chat-test`);
    await expectLiveOpen(page); // held by API A
    const held = sockets[sockets.length - 1];
    const closed = new Promise<void>((resolve) => held.once('close', () => resolve()));

    // The page's own session cookie, signed out on API B.
    const cookie = (await context.cookies(origin)).find((c) => c.name === 'hh_session');
    expect(cookie).toBeTruthy();
    const onB = await request.newContext({
      baseURL: `http://127.0.0.1:${PORTS.apiB}`,
      extraHTTPHeaders: { cookie: `hh_session=${cookie?.value}` },
    });
    expect((await onB.get('/api/logout', { maxRedirects: 0 })).status()).toBe(302);
    await onB.dispose();

    await closed;
    await expect(page.getByText('Not signed in')).toBeVisible();
  });
});

import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { startComposer } from '../../tooling/composer/index.mjs';
import { E2E_PORTS } from '../support/stack';
import { signUpThroughForm, uniqueEmail } from '../support/users';

const root = path.resolve(__dirname, '../..');

test('the remote screens and the host share one React, router, query client, theme and shared-kernel runtime', async ({
  page,
}) => {
  await signUpThroughForm(page, 'candidate', {
    email: uniqueEmail('one'),
    firstName: 'Uno',
    lastName: 'Solo',
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  // Wait until the candidate remote's screen module has run (it records its singletons).
  await expect
    .poll(() => page.evaluate(() => Object.keys(window.__hospohireSingletons ?? {})))
    .toEqual(expect.arrayContaining(['host', 'remote_public', 'remote_candidate']));
  const verdict = await page.evaluate(() => {
    const all = window.__hospohireSingletons ?? {};
    const host = all.host;
    const owners = Object.keys(all);
    const keys = ['react', 'router', 'query', 'mui', 'kernel'];
    return {
      owners,
      same: keys.every((key) => owners.every((owner) => all[owner][key] === host[key])),
    };
  });
  expect(verdict.owners).toEqual(
    expect.arrayContaining(['host', 'remote_public', 'remote_candidate']),
  );
  expect(verdict.same).toBe(true);
});

test('the sign-in form (public remote) updates the host nav at once: one query client and one router', async ({
  page,
}) => {
  const email = uniqueEmail('shared');
  await signUpThroughForm(page, 'candidate', { email, firstName: 'Quin', lastName: 'Query' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();
  await page.goto('/sign-in');
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('table-for-2-please');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The remote wrote the user into the query client and navigated with the router; the host's
  // nav (another package) shows the candidate items without a page load.
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Browse Jobs' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(reloads).toBe(0);
});

test.describe('a remote that is down', () => {
  let host: Server;
  let candidateRemote: Server | null = null;
  const candidateDist = path.join(root, 'remote-candidate/dist');
  const startCandidate = async () => {
    candidateRemote = await startComposer({
      root: candidateDist,
      port: E2E_PORTS.isolatedRemoteCandidate,
    });
  };

  test.beforeAll(async () => {
    host = await startComposer({
      root: path.join(root, 'host/dist'),
      port: E2E_PORTS.isolatedHost,
      spa: true,
      apiUrl: `http://127.0.0.1:${E2E_PORTS.api}`,
      remoteMap: () => ({
        remote_public: `http://localhost:${E2E_PORTS.remotePublic}/remoteEntry.js`,
        remote_candidate: `http://localhost:${E2E_PORTS.isolatedRemoteCandidate}/remoteEntry.js`,
        remote_recruiter: `http://localhost:${E2E_PORTS.remoteRecruiter}/remoteEntry.js`,
      }),
    });
  });
  test.afterAll(async () => {
    host?.close();
    candidateRemote?.close();
  });

  test('shows a fallback with Retry while the nav and public pages work, and Retry loads it once back', async ({
    page,
  }) => {
    const base = `http://localhost:${E2E_PORTS.isolatedHost}`;
    await signUpThroughForm(page, 'candidate', {
      email: uniqueEmail('down'),
      firstName: 'Dee',
      lastName: 'Own',
    });
    await expect(page).toHaveURL(/\/dashboard$/); // signed in (the cookie holds for every port)
    await page.goto(`${base}/dashboard`);

    const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText('job seeker screens');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Browse Jobs' })).toBeVisible();

    await page.goto(`${base}/about`); // a public page from another remote still works
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
    await page.goto(`${base}/dashboard`);
    await expect(fallback).toBeVisible({ timeout: 20_000 });

    await startCandidate();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

// Issue 16 item 1: a signed-in candidate's deep link paints its frame (top bar, the dashboard's
// heading, the cookie banner while undecided) from the HTML and one small script, before the
// app's scripts; React then takes over with no shift. host/src/prerender/frame.ts.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from '../support/demo';
import { signInThroughForm } from '../support/users';
import { screenshots } from './shell-support';

const WELCOME = { level: 1, name: /^Welcome back, \w+!$/ } as const;

/** Only the frame's own script runs: what shows is what the HTML paints before the app. */
async function onlyTheFramesScript(page: Page) {
  await page.route(/\.js$/, (route) =>
    /\/frame\.[0-9a-f]{8}\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
  );
}

test('a signed-in candidate sees the frame before the app, then the app takes over', async ({
  page,
}) => {
  await signInThroughForm(page, DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', WELCOME)).toBeVisible();

  await onlyTheFramesScript(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', WELCOME)).toBeVisible();
  await expect(page).toHaveTitle(/^Welcome back, \w+! · HospoHire$/);
  await expect(page.getByRole('banner').getByText('HospoHire')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await screenshots(page, 'signed-in-frame');

  // Another page: the top bar alone (its heading is the app's).
  await page.goto('/jobs');
  await expect(page.getByRole('banner').getByText('HospoHire')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  await page.unrouteAll();
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard');
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('heading', WELCOME)).toHaveCount(1);
  await expect(page.getByTestId('stat-total')).toBeVisible();
  // Accept All in the banner is the running page's own button now.
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.05);

  // Signed out, the browser forgets the hint: the next deep link has no frame.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$|\/sign-in/);
  await onlyTheFramesScript(page);
  await page.goto('/dashboard');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).toBeAttached();
});

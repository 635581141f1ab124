// Issue 16 item 1, issue 29 item 4: a signed-in deep link (/dashboard, /jobs) paints its frame from
// the HTML the host's server composes when the session cookie is there (the top bar,
// remote-candidate's own dashboard heading, the cookie banner while undecided) before any script;
// React's page then replaces it with no shift. The server asks the API who the session cookie
// belongs to, so the frame's heading names the candidate; the browser keeps nothing about the user
// for it.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from '../support/demo';
import { signInThroughForm } from '../support/users';
import { screenshots } from './shell-support';

const WELCOME = { level: 1, name: /^Welcome back, \w+!$/ } as const;

/** No script runs: what shows is what the HTML paints before the app. */
async function noScripts(page: Page) {
  await page.route(/\.js$/, (route) => route.abort());
}

test('a signed-in candidate sees the frame before the app, then the app replaces it', async ({
  page,
}) => {
  await signInThroughForm(page, DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD);
  const heading = page.getByRole('heading', WELCOME);
  await expect(heading).toBeVisible();
  const firstName = /^Welcome back, (\w+)!$/.exec((await heading.textContent()) ?? '')![1];
  // Nothing about the user is kept in the browser's storage for the frame.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toContain(firstName);
  expect(stored).not.toContain('hh_frame_hint');
  // A browser with only the session cookies, as on a new device.
  await page.evaluate(() => window.localStorage.clear());

  const frameWelcome = { level: 1, name: `Welcome back, ${firstName}!` } as const;
  await noScripts(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', frameWelcome)).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · HospoHire');
  await expect(page.getByRole('banner').getByText('HospoHire')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await screenshots(page, 'signed-in-frame');

  // Another composed page: the top bar alone (its heading is the app's).
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
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.05);

  // Cookies decided: the server leaves the banner out of the frame.
  await noScripts(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', frameWelcome)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

  // Signed out, no session cookie: the next deep link has no frame.
  await page.unrouteAll();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$|\/sign-in/);
  await noScripts(page);
  await page.goto('/dashboard');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).toBeAttached();
});

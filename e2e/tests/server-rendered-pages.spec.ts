// Issue 42 item 1: the visitor's landing page and the two searches arrive whole, rendered at
// request time by remote-public's server from the screens the app runs, with the data they show
// (docs/prerender.md); they read without script, and the app hydrates them in place: no second
// read, no swap, no shift, no console error, every control live. A remote that is down still gives
// the app. (A job's and a company's pages: public-jobs.spec.ts, public-companies.spec.ts.)
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startComposer } from '../../tooling/composer/index.mjs';
import {
  apiReadsOf,
  errorsOf,
  keepServedNodes,
  servedNodesHydrated,
  stylesInsertedForNothing,
} from '../support/hydration';
import { decideCookies } from './shell-support';

const HEADING = { level: 1, name: 'Hospitality hiring that fits' } as const;
const slow = { timeout: 30_000 };

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test("/ is remote-public's page with its data, for the app to hydrate; a deep link is the plain page", async ({
  request,
}) => {
  const stats = (await (await request.get('/api/stats/marketplace')).json()) as {
    openJobs: number;
  };
  const landing = await request.get('/');
  expect(landing.status()).toBe(200);
  expect(landing.headers()['cache-control']).toBe('no-cache');
  const html = await landing.text();
  // In #root, inside the screen's Suspense boundary (React's markers), for the app to hydrate.
  expect(html).toMatch(/<div id="?root"?><div[^>]*>/);
  expect(html).toContain('<!--$-->');
  expect(html).not.toMatch(/id="?prerendered"?/);
  expect(html).toMatch(/<h1[^>]*>Hospitality hiring that fits<\/h1>/);
  expect(html).toContain('<link rel="canonical" href=');
  expect(html).toContain('<meta name="description" content="Hospitality jobs in restaurants');
  // The live figures are in the page, not skeletons the app fills later.
  expect(html).toContain(`>${stats.openJobs.toLocaleString('en-GB')}</dd>`);
  expect(html).not.toContain('<!--#');

  // A deep link that is not rendered: the plain page, #root empty, no script but the app's.
  const deep = await (await request.get('/sign-in')).text();
  expect(deep).toMatch(/<div id="?root"?><\/div>/);

  // With a session cookie `/` is the signed-in frame instead; one the API does not know names no one.
  const framed = await (await request.get('/', { headers: { Cookie: 'hh_session=any' } })).text();
  expect(framed).not.toContain('Hospitality hiring that fits');
  expect(framed).toContain('Welcome back!</h1>');
});

test('remote-public down: / is the single page (503, so a crawler comes back), at once', async ({
  request,
}) => {
  const host: Server = await startComposer({
    root: path.resolve(__dirname, '../../host/dist'),
    port: 0,
    host: '127.0.0.1',
    spa: true,
    // Port 9: nothing listens there.
    remoteMap: () => ({ remote_public: 'http://127.0.0.1:9/remoteEntry.js' }),
  });
  try {
    const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    const started = Date.now();
    const res = await request.get(`${base}/`);
    expect(res.status()).toBe(503);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await res.text()).toMatch(/<div id="?root"?><\/div>/);
  } finally {
    host.close();
  }
});

test('without JavaScript, / shows the top bar, the hero and the figures, and its search works', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', HEADING)).toBeVisible();
  const hero = page.getByRole('region', { name: HEADING.name });
  await expect(hero.getByRole('link', { name: 'Find hospitality work' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('HospoHire')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Companies hiring now' })).toBeVisible();
  await expect(page).toHaveTitle('Hospitality hiring that fits · HospoHire');
  // The job search works without script: the browser goes to the public job search (issue 31),
  // which the server renders with its results, and so does the company directory's.
  await page.getByRole('searchbox', { name: /search jobs/i }).fill('barista');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/job-search\?q=barista$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find hospitality jobs' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /jobs? found|No jobs/ })).toBeVisible();
  await page.goto('/companies');
  await page.getByLabel('Venue type').selectOption('cafe');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/companies\?q=&venueType=cafe$/);
  await expect(page.getByRole('status').filter({ hasText: /compan/ })).toBeVisible();
  await context.close();
});

test('with JavaScript, the app hydrates / in place: no read, no style again, no shift, no console error, live at once', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const reads = apiReadsOf(page);
  await keepServedNodes(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', HEADING)).toBeVisible();
  await expect.poll(() => servedNodesHydrated(page), slow).toBe(true);
  await expect(page.getByRole('heading', HEADING)).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  // The figures, the featured companies and who is signed in (nobody) came with the page, and
  // so did every style the render made (the hydration inserted none again).
  expect(reads).toEqual([]);
  expect(await stylesInsertedForNothing(page)).toEqual([]);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThanOrEqual(0.05);

  // Interactive: the menu button opens the navigation drawer (script only), a link routes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  // (At 390 px the top bar's own nav is hidden: the visible one is the drawer's.)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Escape');
  const hero = page.getByRole('region', { name: HEADING.name });
  await hero.getByRole('link', { name: 'Find hospitality work' }).click();
  await expect(page).toHaveURL(/\/candidate-signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/companies and /job-search?q= hydrate in place with their results, then search in the app', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const reads = apiReadsOf(page);
  await keepServedNodes(page);
  await page.goto('/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expect.poll(() => servedNodesHydrated(page), slow).toBe(true);
  // The top bar marks the page it is on, as the app renders it (the path's own shell).
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Companies' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);

  await keepServedNodes(page);
  await page.goto('/job-search?q=chef');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find hospitality jobs' }),
  ).toBeVisible();
  await expect.poll(() => servedNodesHydrated(page), slow).toBe(true);
  await expect(page.getByLabel('Job title or keywords')).toHaveValue('chef');
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  await expect(nav.getByRole('link', { name: 'Companies' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  // Typed before the app took over, then searched: the search is what the visitor typed.
  // (The app's script is held back until the visitor has typed.)
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  await keepServedNodes(page);
  await page.goto('/job-search', { waitUntil: 'commit' });
  await page.getByLabel('Job title or keywords').fill('waitress');
  release();
  await expect.poll(() => servedNodesHydrated(page), slow).toBe(true);
  await expect(page.getByLabel('Job title or keywords')).toHaveValue('waitress');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/job-search\?q=waitress$/);
  await expect(page.getByRole('link', { name: /^Waiter\b/ }).first()).toBeVisible(slow);

  // A new search is the app's: one read, the address kept.
  const before = reads.length;
  await page.getByLabel('Job title or keywords').fill('barista');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/job-search\?q=barista/);
  await expect
    .poll(() => reads.slice(before).filter((read) => read === '/api/jobs'))
    .toHaveLength(1);
  expect(errors).toEqual([]);
});

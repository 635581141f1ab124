// Issue 16 item 2, issue 29 item 4: the landing page's first screen is real HTML, composed by the
// host's server at request time from the host's shell and the fragment remote-public's own build
// prerendered (docs/prerender.md), shown before any script runs, then replaced by React's page
// with no layout shift and no console error (a signed-out visitor asks nobody who they are: no
// 401). A remote that is down still gives a page.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startComposer } from '../../tooling/composer/index.mjs';
import { decideCookies } from './shell-support';

const HEADING = { level: 1, name: 'Hospitality hiring that fits' } as const;

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test("/ is the host's shell around remote-public's hero; a deep link is the plain page", async ({
  request,
}) => {
  const landing = await request.get('/');
  expect(landing.status()).toBe(200);
  expect(landing.headers()['cache-control']).toBe('no-cache');
  const html = await landing.text();
  expect(html).toContain('<div id="prerendered">');
  expect(html).toContain('Hospitality hiring that fits</h1>');
  expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  expect(html).toContain('<div id="root" hidden></div>');
  expect(html).not.toContain('<!--#');
  // The hero is the one remote-public serves from its own build, not a copy in the host's.
  const map = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const fragment = await request.get(new URL('prerender/landing.html', map.remote_public).href);
  expect(fragment.status()).toBe(200);
  expect(await fragment.text()).toContain('Hospitality hiring that fits</h1>');
  // The app's chunks are preloaded at low priority: the first paint needs none of them.
  const preloads = html.match(/<link rel="?preload"? as="?script"?[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(3);
  for (const link of preloads) expect(link).toMatch(/ fetchpriority="?low"?/);

  // A deep link that is not composed: the plain page, #root shown, no script but the app's.
  const deep = await (await request.get('/sign-in')).text();
  expect(deep).not.toMatch(/id="?prerendered"?/);
  expect(deep).toMatch(/<div id="?root"?><\/div>/);

  // With a session cookie `/` is the signed-in frame instead; one the API does not know names no one.
  const signedIn = await request.get('/', { headers: { Cookie: 'hh_session=any' } });
  const framed = await signedIn.text();
  expect(framed).not.toContain('Hospitality hiring that fits');
  expect(framed).toContain('Welcome back!</h1>');
});

test('a remote that is down: / is still a page, the shell without its hero', async ({
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
    expect(res.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    const html = await res.text();
    expect(html).toContain('<div id="prerendered">');
    expect(html).toContain('HospoHire');
    expect(html).not.toContain('Hospitality hiring that fits</h1>');
  } finally {
    host.close();
  }
});

test('without JavaScript, / shows the top bar and the hero', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', HEADING)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find hospitality work' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('HospoHire')).toBeVisible();
  await expect(page).toHaveTitle('Hospitality hiring that fits · HospoHire');
  // The job search works without script: the browser goes to the public job search (issue 31).
  await page.getByRole('searchbox', { name: /search jobs/i }).fill('barista');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/job-search\?q=barista$/);
  await context.close();
});

/** Errors in the console and uncaught exceptions, as Lighthouse's best-practices counts them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test("with JavaScript, React's page replaces it: interactive, no shift, no console error", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/auth/user') asked.push(req.url());
  });
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
  // Replaced: the composed markup is gone and React's page shows.
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByRole('heading', HEADING)).toHaveCount(1);
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

  expect(asked, 'a signed-out visitor does not ask GET /api/auth/user').toEqual([]);
  expect(errors).toEqual([]);
});

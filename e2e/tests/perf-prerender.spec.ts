// Issue 16 item 2: the landing page's first screen is real HTML, prerendered at build time
// (host/scripts/prerender.mjs), shown before any script runs, then taken over by React with no
// layout shift and no console error (a signed-out visitor asks nobody who they are: no 401).
import { expect, test, type Page } from '@playwright/test';
import { decideCookies } from './shell-support';

const HEADING = { level: 1, name: 'Hospitality hiring that fits' } as const;

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test('/ is the prerendered landing page; a deep link has the signed-in frame, hidden', async ({
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
  // The app's chunks are preloaded at low priority: the first paint needs none of them (on a deep
  // link the frame's script, high priority, is fetched before them).
  const preloads = html.match(/<link rel="?preload"? as="?script"?[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(3);
  for (const link of preloads) expect(link).toMatch(/ fetchpriority="?low"?/);

  // A deep link: the signed-in candidate's frame, hidden until its script says it applies
  // (perf-signed-in-frame.spec.ts), and #root shown.
  const deep = await (await request.get('/sign-in')).text();
  expect(deep).toMatch(/<div id="?prerendered"? hidden>/);
  expect(deep).not.toContain('Hospitality hiring that fits');
  expect(deep).toMatch(
    /<div id="?root"?><\/div><script src="?\/frame\.[0-9a-f]{8}\.js"?><\/script>/,
  );

  // Someone signed in (the API's readable hint beside the session) is not shown the landing page.
  const signedIn = await request.get('/', { headers: { Cookie: 'hh_signed_in=1' } });
  expect(await signedIn.text()).not.toContain('Hospitality hiring that fits');
});

test('without JavaScript, / shows the top bar and the hero', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', HEADING)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find hospitality work' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('HospoHire')).toBeVisible();
  await expect(page).toHaveTitle('Hospitality hiring that fits · HospoHire');
  // The job search works without script: the browser goes to the sign-up with the search kept.
  await page.getByRole('searchbox', { name: /search jobs/i }).fill('barista');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/candidate-signup\?q=barista$/);
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

test('with JavaScript, React takes over: interactive, no shift, no console error', async ({
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
  // Taken over: the prerendered markup is gone and React's page shows.
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

test('text typed into the prerendered search before the takeover is still there after it', async ({
  page,
}) => {
  // The host's bootstrap is held back until the visitor has typed, as on a slow phone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await search.fill('barista');
  await expect(page.locator('#prerendered')).toHaveCount(1);
  release();
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
  // React's own state holds it: the search sends it.
  await expect(search).toHaveValue('barista');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=barista/);
});

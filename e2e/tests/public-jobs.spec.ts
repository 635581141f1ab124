import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiReadsOf,
  errorsOf,
  keepServedNodes,
  servedNodesHydrated,
  stylesInsertedForNothing,
} from '../support/hydration';
import { decideCookies } from './shell-support';
import { PASSWORD, uniqueEmail } from '../support/users';
import { signedInApi } from '../support/candidate';
import { DEMO_RECRUITER_EMAIL } from '../support/demo';

// Jobs anyone can find (issue 31): the signed-out search, each open job's public page (HTML from
// the server with its JobPosting), and the same job in the sitemap and the Indeed feed. The
// markup's every field, closed jobs and the XML are the API tests' (api/test/job-boards-*.test.ts).

test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 30_000 };

type OpenJob = { id: string; title: string; company: { name: string } };

/** One of the demo company's open jobs. */
async function anOpenJob(): Promise<OpenJob> {
  const recruiter = await signedInApi(DEMO_RECRUITER_EMAIL);
  const res = await recruiter.get('/api/companies/mine/jobs?status=open&pageSize=5');
  expect(res.status()).toBe(200);
  const [job] = ((await res.json()) as { items: OpenJob[] }).items;
  expect(job).toBeTruthy();
  await recruiter.dispose();
  return job;
}

/** The job's address in the sitemap (absolute). */
async function sitemapAddress(request: APIRequestContext, jobId: string): Promise<string> {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const mine = locs.filter((loc) => loc.endsWith(`-${jobId}`));
  expect(mine).toHaveLength(1);
  return mine[0];
}

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test('signed out: the landing search finds a job, its page, Apply through sign-up, the application sent', async ({
  page,
}) => {
  const target = await anOpenJob();
  await page.goto('/');
  // Typed into the app's form, not the first paint's (text typed before the swap is not kept:
  // docs/prerender.md): the composed markup is gone once React's page is there.
  await expect(page.locator('#prerendered')).toHaveCount(0, slow);
  await page.getByRole('searchbox', { name: /search jobs/i }).fill(target.title);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/job-search\?q=/);
  const result = page
    .getByRole('link', { name: new RegExp(target.title) })
    .and(page.locator(`a[href$="-${target.id}"]`))
    .first();
  await expect(result).toBeVisible(slow);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/[a-z0-9-]+-${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible(slow);
  await expect(page.getByText(target.company.name).first()).toBeVisible();

  // Apply, signed out: the sign-up keeps the job, and the new candidate lands on its form.
  await page.getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidate-signup\\?apply=${target.id}$`));
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(uniqueEmail('rosa'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await expect(page).toHaveURL(new RegExp(`/apply/${target.id}$`), slow);
  await page.getByLabel('Cover note').fill('I found this on your public job page.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible(slow);

  // Back on the job's page, signed in: the candidate's own mark.
  await page.goto(new URL(await sitemapAddress(page.request, target.id)).pathname);
  await expect(page.getByText('Applied', { exact: true }).first()).toBeVisible(slow);
});

test("a job's page, its sitemap entry and its feed entry agree, and the page reads without script", async ({
  browser,
  request,
  baseURL,
}) => {
  const target = await anOpenJob();
  const address = await sitemapAddress(request, target.id);

  const feed = await request.get('/feeds/indeed.xml');
  expect(feed.status()).toBe(200);
  const entry = (await feed.text())
    .split('<job>')
    .find((job) => job.includes(`<referencenumber><![CDATA[${target.id}]]></referencenumber>`));
  expect(entry, 'the job is in the feed').toBeTruthy();
  expect(entry).toContain(`<url><![CDATA[${address}]]></url>`);
  expect(entry).toContain(`<title><![CDATA[${target.title}]]></title>`);

  const path = new URL(address).pathname;
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  // The page's own security headers (one policy, the page's), not the API's JSON ones.
  const csp = res.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("default-src 'none'");
  const html = await res.text();
  expect(html).toContain(`<link rel="canonical" href="${address}">`);
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(ld, 'one JobPosting').toBeTruthy();
  const posting = JSON.parse(ld![1]);
  expect(posting).toMatchObject({ '@type': 'JobPosting', title: target.title, url: address });
  expect(posting.hiringOrganization.name).toBe(target.company.name);

  // A crawler needs no script: the content is in the HTML.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(path);
  await expect(plain.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await expect(plain.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
    'href',
    `/candidate-signup?apply=${target.id}`,
  );
  await context.close();

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toContain('Allow: /jobs/');
  expect(rules).toContain(`Sitemap: ${new URL('/sitemap.xml', address)}`);
});

test("signed out, a job's page arrives whole from remote-public's server and React hydrates it in place, without reading the job again", async ({
  page,
  request,
}) => {
  const target = await anOpenJob();
  const path = new URL(await sitemapAddress(request, target.id)).pathname;
  const reads = apiReadsOf(page);
  const errors = errorsOf(page);
  await keepServedNodes(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  // One tree: the server's heading and top bar become React's (docs/prerender.md), no swap.
  await expect.poll(() => servedNodesHydrated(page), slow).toBe(true);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Apply now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads.filter((read) => read.includes(target.id))).toEqual([]);
  expect(reads.filter((read) => read.startsWith('/api/public/'))).toEqual([]);
  expect(await stylesInsertedForNothing(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("signed out, a closed job's page (410) hydrates as the server rendered it, and the cookie banner's first click counts", async ({
  page,
  context,
}) => {
  await context.clearCookies(); // a first visit: the banner is up
  const recruiter = await signedInApi(DEMO_RECRUITER_EMAIL);
  const res = await recruiter.get('/api/companies/mine/jobs?status=closed&pageSize=1');
  const [closed] = ((await res.json()) as { items: OpenJob[] }).items;
  await recruiter.dispose();
  expect(closed).toBeTruthy();
  const reads = apiReadsOf(page);
  const errors = errorsOf(page);
  await keepServedNodes(page);
  const answer = await page.goto(`/jobs/job-${closed.id}`);
  expect(answer?.status()).toBe(410);
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'This job has closed or does not exist',
  });
  await expect(heading).toBeVisible();
  await expect.poll(() => servedNodesHydrated(page), slow).toBe(true);
  await page.getByRole('button', { name: 'Reject All' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(reads.filter((read) => read.includes(closed.id))).toEqual([]);
  // The browser reports the page's own 410 as a failed load: not an error of the page's.
  expect(errors.filter((error) => !error.includes('status of 410'))).toEqual([]);
});

test('signed out, the search knows the trade\'s words: "waitress" finds a Waiter, a typo gets "Did you mean"', async ({
  page,
}) => {
  await page.goto('/job-search');
  const words = page.getByRole('searchbox', { name: 'Job title or keywords' });
  await words.fill('waitress');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/job-search\?q=waitress$/);
  await expect(page.getByRole('link', { name: /^Waiter\b/ }).first()).toBeVisible(slow);

  await words.fill('barsita');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No jobs match your search')).toBeVisible(slow);
  await page.getByRole('link', { name: 'barista' }).click();
  await expect(page).toHaveURL(/\/job-search\?q=barista$/);
  await expect(page.getByRole('link', { name: /^Barista\b/ }).first()).toBeVisible(slow);
});

import { expect, test } from '@playwright/test';
import { apiReadsOf, errorsOf, keepServedNodes, servedNodesHydrated } from '../support/hydration';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from '../support/public-checks';

interface Summary {
  name: string;
  slug: string;
  openJobs: number;
  venueTypes: string[];
}

/** The demo company with the most open jobs, from the API the page reads. */
async function busiestCompany(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get('/api/companies?sort=openJobs&pageSize=1');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: Summary[] };
  return body.items[0];
}

test('the landing page shows live figures and featured companies from the API', async ({
  page,
}) => {
  const stats = (await (await page.request.get('/api/stats/marketplace')).json()) as {
    openJobs: number;
    companies: number;
    venues: number;
  };
  const busiest = await busiestCompany(page.request);
  await page.goto('/');
  const figures = page.getByRole('region', { name: 'HospoHire today' });
  for (const [value, label] of [
    [stats.openJobs, 'open jobs'],
    [stats.companies, 'companies hiring'],
    [stats.venues, 'venues'],
  ] as const) {
    const term = figures.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
    await expect(term).toHaveCount(1);
    await expect(
      figures
        .getByRole('definition')
        .filter({ hasText: value.toLocaleString('en-GB') })
        .first(),
    ).toBeVisible();
  }
  const featured = page.getByRole('list', { name: 'Companies hiring now' });
  await expect(featured.getByRole('link').first()).toHaveText(busiest.name);
  await expect(featured.getByRole('listitem')).toHaveCount(6);
});

test('a visitor browses companies, opens one, then its careers page, and is asked to sign up to apply', async ({
  page,
}) => {
  const busiest = await busiestCompany(page.request);
  await page.goto('/');
  await page.getByRole('link', { name: 'See all companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expect(page).toHaveTitle('Companies · HospoHire');

  // Search by name: the list narrows to that company, and the address keeps the search.
  await page.getByLabel('Search companies').fill(busiest.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('status').filter({ hasText: /compan/ })).toHaveText('1 company');

  // A venue type the company does not have empties the list, with a way back.
  const missing = ['restaurant', 'bar', 'cafe', 'hotel'].find(
    (t) => !busiest.venueTypes.includes(t),
  );
  if (missing) {
    await page.getByLabel('Venue type').selectOption(missing);
    await expect(page.getByText('No companies match your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByLabel('Search companies')).toHaveValue('');
  }
  await page.getByLabel('Venue type').selectOption(busiest.venueTypes[0]);
  await page.getByLabel('Search companies').fill(busiest.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await page.getByRole('link', { name: busiest.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${busiest.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: busiest.name })).toBeVisible();
  await expect(page).toHaveTitle(`${busiest.name} · HospoHire`);
  for (const section of ['About', 'Open jobs', 'Culture', 'Venues']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const jobs = page.getByRole('region', { name: 'Open jobs' }).getByRole('listitem');
  await expect(jobs).toHaveCount(busiest.openJobs > 100 ? 100 : busiest.openJobs);

  await page.getByRole('link', { name: 'Careers page' }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${busiest.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${busiest.name} Careers · HospoHire`);
  const careers = (await (await page.request.get(`/api/careers/${busiest.slug}`)).json()) as {
    branding: { primaryColor: string | null };
    openJobs: { id: string; title: string }[];
  };
  if (careers.branding.primaryColor) {
    const hex = careers.branding.primaryColor;
    const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await expect(page.getByTestId('careers-header')).toHaveCSS('background-color', rgb);
  }
  const first = careers.openJobs[0];
  await page
    .getByRole('link', { name: `Apply for ${first.title}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/candidate-signup\\?apply=${first.id}$`));
  await expect(page.getByText(/straight to your application/)).toBeVisible();
});

test("signed out, a company's page and its careers page arrive whole from remote-public's server and hydrate in place, without reading the company again", async ({
  page,
}) => {
  const busiest = await busiestCompany(page.request);
  const reads = apiReadsOf(page);
  const errors = errorsOf(page);
  await keepServedNodes(page);
  for (const path of [`/company/${busiest.slug}`, `/careers/${busiest.slug}`]) {
    const answer = await page.goto(path, { waitUntil: 'commit' });
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => servedNodesHydrated(page), { timeout: 30_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
  }
  expect(reads).toEqual([]); // neither the company, nor who is signed in
  expect(errors).toEqual([]);
});

test('an unknown company or careers slug shows a clear not-found page (404)', async ({ page }) => {
  for (const path of ['/company/no-such-company-here', '/careers/no-such-company-here']) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Company not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all companies' })).toBeVisible();
  }
});

test('every public page passes axe-core and is screenshotted at phone and desktop widths', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const busiest = await busiestCompany(page.request);
  const pages: [string, string, string][] = [
    ['landing', '/', 'Hospitality hiring that fits'],
    ['landing-old', '/landing-old', 'Find your next hospitality role'],
    ['companies', '/companies', 'Companies'],
    ['company', `/company/${busiest.slug}`, busiest.name],
    ['careers', `/careers/${busiest.slug}`, ''],
    ['company-not-found', '/company/no-such-company-here', 'Company not found'],
    ['about', '/about', 'About HospoHire'],
    ['cookie-policy', '/cookie-policy', 'Cookie policy'],
    ['sign-in', '/sign-in', 'Welcome back'],
    ['candidate-signup', '/candidate-signup?q=barista', 'Create your job seeker account'],
    ['recruiter-signup', '/recruiter-signup', 'Create your employer account'],
    ['forgot-password', '/forgot-password', 'Reset your password'],
    ['reset-password', '/reset-password?code=abc', 'Choose a new password'],
    ['recruiter-onboarding-signed-out', '/recruiter-onboarding', 'Set up your company'],
  ];
  for (const [name, path, heading] of pages) {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
    const ready = async () => {
      await expect(h1).toBeVisible();
      await expect(page.locator('[role="status"] .MuiCircularProgress-root')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    };
    await ready();
    expect(await page.title(), path).toMatch(/ · HospoHire$/);
    await expectNoSeriousA11yViolations(page, path);
    await screenshotBothWidths(page, name, ready);
  }
});

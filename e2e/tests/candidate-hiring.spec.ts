// The candidate side of the hiring loop (issue 13): a first visit says "Welcome", applying ends
// on a toast and a confirmation, an open application is withdrawn (the recruiter sees it
// withdrawn), the four lists are in the user menu and on the dashboard, and /job-offers follows
// the company's changes live.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yIssues,
  makeOffer,
  post,
  signInByApi,
  signUpByApi,
  type Hiring,
} from '../support/candidate-prep';
import { PASSWORD } from '../support/users';
import { decideCookies } from './shell-support';

test.describe.configure({ timeout: 150_000 });
// The cookie banner is decided, so that it covers nothing in the screenshots.
test.beforeEach(({ context, baseURL }) => decideCookies(context, baseURL ?? ''));

/** Screenshots at desktop and phone widths, for a person to look at (not part of the repo). */
const SHOTS = process.env.CANDIDATE_SHOTS_DIR ?? '/tmp/shots';

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({
      path: path.join(SHOTS, `cand-${name}-${size.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A recruiter (own request context) with a company, a venue and an open job. */
async function openJob(recruiter: APIRequestContext) {
  const suffix = Date.now().toString(36);
  const companyName = `Quayside Cafe ${suffix}`;
  const title = `Barista ${suffix}`;
  await signUpByApi(recruiter, 'recruiter');
  const company = await post<{ slug: string }>(recruiter, '/api/companies', { name: companyName });
  const venue = await post<{ id: string }>(recruiter, '/api/companies/mine/venues', {
    name: `Quayside ${suffix}`,
    venueType: 'cafe',
    city: 'Bristol',
  });
  const job = await post<{ id: string }>(recruiter, '/api/jobs', {
    title,
    venueId: venue.id,
    employmentType: 'part_time',
    salaryType: 'hourly',
    salaryAmount: 12.5,
    status: 'open',
  });
  return { id: job.id, title, companyName, companySlug: company.slug };
}

test('a new candidate applies, sees where it stands, withdraws, and reaches every list', async ({
  page,
  request: recruiter,
}) => {
  await signUpByApi(page.request, 'candidate', 'Priya');
  const job = await openJob(recruiter);

  // First visit: the sign-up's own session.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya!' })).toBeVisible();

  // Applying ends on a toast and a confirmation, with the way to My Applications.
  await page.goto(`/apply/${job.id}`);
  await page.getByLabel('Cover note').fill('Two years on a busy espresso bar.');
  await page.getByRole('button', { name: 'Send application' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Application sent' });
  await expect(toast).toContainText(`${job.title} at ${job.companyName}`);
  const confirmation = page.getByTestId('applied-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible();
  await expect(confirmation).toContainText(`${job.companyName} now has your application`);
  await expectNoSeriousA11yIssues(page);
  await shots(page, 'applied');
  await confirmation.getByRole('link', { name: 'My Applications' }).click();
  await expect(page).toHaveURL(/\/applications$/);

  // Withdrawing asks first, then the row shows Withdrawn (its own chip) and no Withdraw button.
  const row = page.getByTestId('application-item').filter({ hasText: job.title });
  await expect(row).toContainText('Applied');
  await shots(page, 'applications-open');
  await row.getByRole('button', { name: `Withdraw application for ${job.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
  await expect(dialog).toContainText(job.companyName);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(row.locator('[data-status="withdrawn"]')).toHaveText('Withdrawn');
  await expect(row.getByRole('button', { name: /Withdraw application/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Application withdrawn' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('application-item').filter({ hasText: job.title }).locator('[data-status]'),
  ).toHaveAttribute('data-status', 'withdrawn');
  await expectNoSeriousA11yIssues(page);
  await shots(page, 'applications-withdrawn');

  // The company sees it withdrawn.
  const pipeline = await (await recruiter.get(`/api/jobs/${job.id}/applications`)).json();
  expect(pipeline.items.map((a: { status: string }) => a.status)).toEqual(['withdrawn']);

  // The dashboard's stat cards and lists lead to the lists.
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-total')).toContainText('1');
  await shots(page, 'dashboard');
  await page.getByTestId('stat-total').getByRole('link').click();
  await expect(page).toHaveURL(/\/applications$/);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Your lists' })
    .getByRole('link', { name: /^Job Offers/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job Offers' })).toBeVisible();

  // …and so does the user menu, from any page.
  for (const [item, url, heading] of [
    ['My Applications', /\/applications$/, 'My Applications'],
    ['Job Offers', /\/job-offers$/, 'Job Offers'],
    ['Saved Jobs', /\/saved-jobs$/, null],
    ['Job Alerts', /\/job-alerts$/, 'Job Alerts'],
  ] as const) {
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('a later visit says Welcome back', async ({ page }) => {
  const { email } = await signUpByApi(page.request, 'candidate', 'Omar');
  // Signing in again starts a new session: no longer the sign-up's first visit.
  await signInByApi(page.request, email, PASSWORD);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Omar!' })).toBeVisible();
});

test('an open /job-offers tab follows the company live: a withdrawn offer, then a new one', async ({
  page,
  request: recruiter,
}) => {
  const candidate = await signUpByApi(page.request, 'candidate', 'Lena');
  const job = await openJob(recruiter);
  const application = await post<{ id: string }>(page.request, '/api/applications', {
    jobId: job.id,
  });
  const hiring: Hiring = {
    jobTitle: job.title,
    companyName: job.companyName,
    jobId: job.id,
    applicationId: application.id,
    candidateId: candidate.id,
  };
  const patch = await recruiter.patch(`/api/applications/${application.id}/status`, {
    data: { status: 'reviewed' },
  });
  expect(patch.ok(), await patch.text()).toBe(true);
  const first = await makeOffer(recruiter, hiring);

  await page.goto('/job-offers');
  const card = page.getByRole('listitem').filter({ hasText: job.title });
  await expect(card).toContainText('Awaiting your answer');
  await expect(card.getByRole('button', { name: 'Accept offer' })).toBeVisible();

  // The company withdraws it: the open tab shows it withdrawn, no reload.
  await post(recruiter, `/api/offers/${first.id}/withdraw`, { message: 'Pay band corrected' });
  await expect(card.first()).toContainText('Withdrawn');
  await expect(card.first()).toContainText(`${job.companyName} withdrew this offer.`);
  await expect(page.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  await shots(page, 'job-offers-withdrawn');

  // A corrected offer arrives live too, the withdrawn one kept below it.
  await makeOffer(recruiter, hiring);
  await expect(page.getByRole('button', { name: 'Accept offer' })).toHaveCount(1);
  await expect(card).toHaveCount(2);
  await expectNoSeriousA11yIssues(page);
  await shots(page, 'job-offers');

  // The company answered its one application (reviewed) within 7 days: its public page says so.
  await page.goto(`/company/${job.companySlug}`);
  await expect(page.getByTestId('response-rate')).toHaveText(
    'Responds to 100% of applicants within 7 days',
  );
  await shots(page, 'company');
});

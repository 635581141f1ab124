import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../support/users';
import {
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  screenshotBothWidths,
} from '../support/candidate';
import { DEMO_CANDIDATE_EMAIL } from '../support/demo';

// Every screen of the candidate's dashboard, jobs, applying, applications and profile, as the demo
// candidate (who has applications in every status): it loads real data, passes axe-core with no
// serious or critical violations at phone and desktop width, fits a 390 px phone, and is
// photographed at both widths (e2e/screenshots/candidate/).
test.describe.configure({ timeout: 300_000 });
const slow = { timeout: 30_000 };

async function checkScreen(page: Page, name: string, ready: () => Promise<void>) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await ready();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  await screenshotBothWidths(page, name);
}

test('the candidate screens load real data, pass axe-core and fit a phone', async ({ page }) => {
  await signInThroughForm(page, DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  const applications = (await (await page.request.get('/api/applications/candidate')).json()) as {
    id: string;
    status: string;
  }[];
  expect(applications.length).toBeGreaterThan(0);
  const offered = applications.find((a) => a.status === 'offered') ?? applications[0];
  const jobs = (await (await page.request.get('/api/jobs?pageSize=20')).json()) as {
    items: { id: string }[];
  };
  let openJob = '';
  for (const { id } of jobs.items) {
    const detail = await (await page.request.get(`/api/jobs/${id}`)).json();
    if (!detail.applied) {
      openJob = id;
      break;
    }
  }
  expect(openJob).not.toBe('');

  await checkScreen(page, 'dashboard', async () => {
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Maya!' }),
    ).toBeVisible();
    await expect(page.getByTestId('recommended-job').first()).toBeVisible(slow);
    await expect(page.getByTestId('recent-application')).toHaveCount(
      Math.min(5, applications.length),
      slow,
    );
    await expect(page.getByTestId('stat-total')).toContainText(String(applications.length));
  });

  await checkScreen(page, 'home-minimal', async () => {
    await page.goto('/home-minimal');
    await expect(page.getByTestId('next-step')).toBeVisible(slow);
    await expect(page.getByTestId('top-pick').first()).toBeVisible(slow);
  });

  await checkScreen(page, 'jobs', async () => {
    await page.goto('/jobs?venueType=bar&sort=pay');
    await expect(page.getByText(/\d+ jobs? found/)).toBeVisible(slow);
    await expect(page.getByTestId('job-item').first()).toContainText('Bar');
    await expect(page.getByLabel('Venue type')).toContainText('Bar');
  });

  await checkScreen(page, 'jobs-saved', async () => {
    await page.goto('/saved-jobs');
    await expect(
      page.getByTestId('job-item').first().or(page.getByText('No saved jobs yet')),
    ).toBeVisible(slow);
  });

  await checkScreen(page, 'view-job', async () => {
    await page.goto(`/view-job/${openJob}`);
    await expect(page.getByRole('heading', { name: 'Why it matches you' })).toBeVisible(slow);
    await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  });

  await checkScreen(page, 'apply', async () => {
    await page.goto(`/apply/${openJob}`);
    await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible(slow);
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  });

  await checkScreen(page, 'mobile-apply', async () => {
    await page.goto(`/mobile-apply/${openJob}`);
    await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible(slow);
  });

  await checkScreen(page, 'applications', async () => {
    await page.goto('/applications');
    await expect(page.getByTestId('application-item')).toHaveCount(applications.length, slow);
  });

  await checkScreen(page, 'application', async () => {
    await page.goto(`/applications/${offered.id}`);
    await expect(page.getByTestId('status-history')).toBeVisible(slow);
    await expect(page.getByRole('heading', { name: 'Offer' })).toBeVisible();
  });

  await checkScreen(page, 'profile', async () => {
    await page.goto('/profile');
    await expect(page.getByLabel('Bio')).not.toHaveValue('', slow);
    await expect(page.getByTestId('profile-completion-percent')).toBeVisible();
  });
});

test('a job search is kept in the address: reload and back give the same results', async ({
  page,
}) => {
  await signInThroughForm(page, DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/jobs');
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible(slow);
  // Filters apply as they change and live in the address (issue 15): no Search button.
  const searched = page.waitForResponse(
    (r) =>
      r.url().includes('/api/jobs?') &&
      r.url().includes('q=chef') &&
      r.url().includes('employmentType=full_time'),
  );
  await page.getByLabel('Search jobs').fill('chef');
  await page.getByLabel('Employment type').click();
  await page.getByRole('option', { name: 'Full time' }).click();
  await expect(page).toHaveURL(/[?&]q=chef(&|$)/);
  await expect(page).toHaveURL(/[?&]employmentType=full_time(&|$)/);
  const { total } = await (await searched).json();
  await expect(page.getByText(/\d+ jobs? found/)).toHaveText(
    total === 1 ? '1 job found' : `${total} jobs found`,
  );
  const found = await page.getByText(/\d+ jobs? found/).textContent();
  await page.reload();
  await expect(page.getByText(found!)).toBeVisible(slow);
  await expect(page.getByLabel('Search jobs')).toHaveValue('chef');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  if (await pages.isVisible()) {
    await pages.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/[?&]q=chef(&|$)/);
  }
});

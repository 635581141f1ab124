import { expect, test } from '@playwright/test';
import {
  checkHere,
  screenshotBoth,
  signInAsDemoRecruiter,
  visit,
} from '../support/recruiter-company';

// Many screens, each checked with axe and shot at two widths, on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

const AREA = 'recruiter-numbers';

test('the recruiter reads the analytics over a date range and their productivity', async ({
  page,
}) => {
  await signInAsDemoRecruiter(page);
  await visit(page, AREA, '/analytics', 'Analytics', 'analytics');
  await expect(page.getByRole('heading', { name: 'Applications over time' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funnel by status' })).toBeVisible();

  const to = new Date();
  const from = new Date(to.getTime() - 89 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'From' }).fill(day(from));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(day(to));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day(from)}`));
  await expect(
    page.getByRole('img', { name: new RegExp(`from ${day(from)} to ${day(to)}`) }),
  ).toBeVisible();

  // A range that ends before it starts is refused, naming the field.
  await page
    .getByRole('textbox', { name: 'To', exact: true })
    .fill(day(new Date(from.getTime() - 86_400_000)));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('To must be on or after From')).toBeVisible();

  await visit(page, AREA, '/productivity', 'Productivity', 'productivity');
  await expect(page.getByRole('heading', { name: 'Pending actions' })).toBeVisible();
  await visit(page, AREA, '/job-board-wizard', 'Board Recommendation Wizard', 'job-board-wizard');
  await page.getByLabel('Role', { exact: true }).fill('Sous Chef');
  await page.getByLabel('City', { exact: true }).fill('Leeds');
  await page.getByLabel('Pay (£)').fill('15');
  await page.getByRole('button', { name: 'Recommend boards' }).click();
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Caterer.com');
  await screenshotBoth(page, AREA, 'job-board-wizard-results');
  await visit(
    page,
    AREA,
    '/job-board-integration',
    'Job Board Integration',
    'job-board-integration',
  );
  await visit(page, AREA, '/hiring-workflows', 'Hiring Workflows', 'hiring-workflows');
});

test('the recruiter subscribes through the test checkout and sees the new plan', async ({
  page,
}) => {
  await signInAsDemoRecruiter(page);
  await visit(page, AREA, '/subscription', 'Subscription', 'subscription');
  const choose = page.getByRole('button', { name: /^Choose / }).first();
  const label = (await choose.textContent()) ?? '';
  const plan = label.replace(/^Choose /, '').trim();
  await choose.click();
  await expect(page).toHaveURL(/\/billing\/success\?session=/);
  await expect(page.getByText(`You are now on the ${plan} plan.`)).toBeVisible();
  await checkHere(page, AREA, 'Payment complete', 'billing-success');

  await visit(page, AREA, '/settings/billing', 'Billing', 'settings-billing');
  await expect(page.getByTestId('current-plan')).toContainText(plan);
  await visit(page, AREA, '/settings', 'Settings', 'settings');
  await expect(page.getByTestId('current-plan')).toContainText(plan);
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues, screenshots, signUpByApi } from '../support/candidate-prep';

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await signUpByApi(page.request, 'candidate');
});

test('the preparation hub counts content by role and carries the role to each section', async ({
  page,
}) => {
  await page.goto('/interview-preparation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Interview Preparation' }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'interview-preparation');

  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Barista' }).click();
  await expect(page).toHaveURL(/role=barista/);
  await page.getByRole('link', { name: /Interview questions/ }).click();
  await expect(page).toHaveURL(/\/interview-questions\?role=barista$/);
  await expect(
    page.getByText('What makes a good espresso, and how do you dial in the grinder?'),
  ).toBeVisible();
  await expect(
    page.getByText('Someone who looks about 20 orders a pint. What do you do?'),
  ).toHaveCount(0);
});

test('interview questions, tips, role guides and scenarios search by role and words', async ({
  page,
}) => {
  await page.goto('/interview-questions');
  const all = await page
    .getByRole('status')
    .filter({ hasText: /results?$/ })
    .textContent();
  await page.getByLabel('Search').fill('challenge 25');
  await expect(
    page.getByText('Someone who looks about 20 orders a pint. What do you do?'),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).not.toHaveText(all ?? '');
  await page.getByText('Someone who looks about 20 orders a pint. What do you do?').click();
  await expect(page.getByText(/PASS-hologram card/).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'interview-questions');

  await page.goto('/interview-tips?role=kitchen');
  await expect(
    page.getByRole('heading', { name: 'Mention your food hygiene certificate' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Know the coffee the cafe uses' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'interview-tips');

  await page.goto('/role-guides?role=hotel');
  await expect(page.getByRole('heading', { name: /Hotel: receptionist/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Kitchen: kitchen porter/ })).toHaveCount(0);
  await page.getByLabel('Search').fill('zzzz-nothing');
  await expect(page.getByText('Nothing matches your search')).toBeVisible();
  await page.goto('/role-guides');
  await expect(page.getByRole('article')).toHaveCount(5);
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'role-guides');

  await page.goto('/practice-scenarios?role=bar');
  await expect(page.getByRole('heading', { name: 'A regular who has had too much' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The fridge reads 11°C' })).toHaveCount(0);
  await page.getByLabel('Search').fill('proxy');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'practice-scenarios');
});

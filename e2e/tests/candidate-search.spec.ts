import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { decideCookies } from './shell-support';
import { signUpThroughForm, signInThroughForm, uniqueEmail } from '../support/users';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from '../support/demo';

// Issue 15: saved state that survives a reload (and can be undone) on the dashboard carousel,
// search that applies as it changes, forgives typos and lives in the address, and "Alert me
// about this search". Screenshots of /jobs at 1280 and 390 (filters folded) in /tmp/shots.

// The machine running the suite is shared and PGlite serves one query at a time.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 30_000 };

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test("the carousel's saved state survives a reload, and a saved job can be unsaved", async ({
  page,
}) => {
  await signInThroughForm(page, DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, slow);
  const cards = page.getByTestId('recommended-job');
  const firstTitle = cards.first().getByRole('heading').first();
  await expect(firstTitle).toBeVisible(slow);
  const title = (await firstTitle.textContent())!.trim();
  const card = () =>
    page
      .getByTestId('recommended-job')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .first();

  // Not saved yet (the demo candidate starts with no saved jobs on this card), then saved.
  const saveButton = card().getByRole('button', { name: /^(Save job|Saved)$/ });
  if ((await saveButton.getAttribute('aria-pressed')) === 'true') {
    const unsave = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await saveButton.click();
    expect((await unsave).status()).toBe(204);
  }
  const save = page.waitForResponse(
    (r) => r.url().endsWith('/api/saved-jobs') && r.request().method() === 'POST',
  );
  await card().getByRole('button', { name: 'Save job' }).click();
  const saved = await save;
  expect(saved.status()).toBe(201);
  const { jobId } = (await saved.json()) as { jobId: string };
  const inSavedList = page.locator(`a[href="/view-job/${jobId}"]`);
  await expect(card().getByRole('button', { name: 'Saved' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // After a reload the card still says Saved (the API's flag), and /saved-jobs lists it.
  await page.reload();
  await expect(card()).toBeVisible(slow);
  await expect(card().getByRole('button', { name: 'Saved' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/saved-jobs');
  await expect(inSavedList).toBeVisible(slow);

  // Unsave from the carousel: DELETE, and it stays unsaved after another reload.
  await page.goto('/dashboard');
  await expect(card()).toBeVisible(slow);
  const unsave = page.waitForResponse(
    (r) => r.url().includes('/api/saved-jobs/') && r.request().method() === 'DELETE',
  );
  await card().getByRole('button', { name: 'Saved' }).click();
  expect((await unsave).status()).toBe(204);
  await expect(card().getByRole('button', { name: 'Save job' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(card()).toBeVisible(slow);
  await expect(card().getByRole('button', { name: 'Save job' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.goto('/saved-jobs');
  await expect(
    page.getByText(/\d+ saved jobs?$/).or(page.getByText('No saved jobs yet')),
  ).toBeVisible(slow);
  await expect(inSavedList).toHaveCount(0);
});

test('search forgives a typo, applies as it changes, and "Alert me about this search" makes an alert', async ({
  page,
}) => {
  await signUpThroughForm(page, 'candidate', {
    email: uniqueEmail('sasha'),
    firstName: 'Sasha',
    lastName: 'Okafor',
  });
  await expect(page).toHaveURL(/\/dashboard$/, slow);

  await page.goto('/jobs');
  await expect(page.getByRole('status').filter({ hasText: /jobs? found/ })).toBeVisible(slow);
  // Typing is enough: no Search button to press.
  await page.getByLabel('Search jobs').fill('barrista');
  await expect(page).toHaveURL(/[?&]q=barrista(&|$)/);
  const items = page.getByTestId('job-item');
  await expect(items.first()).toBeVisible(slow);
  await expect(items.first().getByRole('heading')).toContainText(/barista/i);
  await expect(items.first()).toContainText(/Posted (today|yesterday|\d+ days ago|on )/);
  // A choice applies at once and goes into the address.
  await page.getByLabel('Venue type').click();
  await page.getByRole('option', { name: 'Cafe' }).click();
  await expect(page).toHaveURL(/venueType=cafe/);
  await page.getByLabel('Near').fill('London');
  await expect(page).toHaveURL(/near=London/);

  mkdirSync('/tmp/shots', { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/shots/search-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const filters = page.getByRole('button', { name: /^Filters \(\d+\)$/ });
  await expect(filters).toHaveText('Filters (2)');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Pace')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/search-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/job-alerts') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Alert me about this search' }).click();
  expect((await created).status()).toBe(201);
  await page.getByRole('link', { name: 'See your job alerts' }).click();
  await expect(page).toHaveURL(/\/job-alerts$/);
  const alert = page.getByRole('listitem', { name: 'barrista near London' });
  await expect(alert).toBeVisible(slow);
  await expect(alert).toContainText('"barrista" · within 10 miles of London · Cafe');
});

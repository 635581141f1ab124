import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from '../support/candidate';
import { signUpByApi } from '../support/candidate-prep';

// Issue 15 as a new candidate does it: past roles, home area and travel distance on the profile
// (shared-kernel/forms), then recommendations whose reasons are those facts, no personality
// number before the quiz, and the Culture tab asking for the assessment first.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 30_000 };

/** No serious or critical axe-core violations inside the recommendations carousel. */
async function expectAccessibleCarousel(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="carousel-title"]')
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('profile facts become the reasons on the recommended jobs', async ({ page }) => {
  await signUpByApi(page.request, 'candidate', 'Maya');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible(slow);

  await page.getByLabel('Bio').fill('Friendly bartender who loves a busy Saturday.');
  await page.getByRole('button', { name: 'Add a past role' }).click();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Bartender' }).click();
  await page.getByRole('combobox', { name: 'Venue type' }).click();
  await page.getByRole('option', { name: 'Bar' }).click();
  await page.getByLabel('Years').fill('3');
  await page.getByLabel('Home area').fill('Salford');
  await page.getByLabel('Travel distance (miles)').fill('15');
  for (const skill of ['cocktails', 'cash handling']) {
    await page.getByLabel('Skills').fill(skill);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await page.getByRole('checkbox', { name: 'Friday evening' }).click();
  await page.getByRole('checkbox', { name: 'Saturday evening' }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible(slow);
  await expect(page.getByLabel('Home area')).toHaveValue('Salford');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'matching-profile');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const cards = page.getByTestId('recommended-job');
  await expect(cards.first()).toBeVisible(slow);
  // Every job is near Salford (the demo's Manchester venues) and the reasons are her facts.
  const text = (await cards.allInnerTexts()).join('\n');
  expect(text).toMatch(/miles? from Salford/);
  expect(text).not.toMatch(/personality fit/);
  await expect(
    cards.first().getByRole('link', { name: 'Take the quiz to see your fit' }),
  ).toBeVisible();
  await expectAccessibleCarousel(page);
  await screenshotBothWidths(page, 'matching-skills');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Culture' }).click();
  await expect(
    page.getByText('Take the culture assessment to see the jobs whose culture fits you'),
  ).toBeVisible(slow);
  await expect(page.getByRole('link', { name: 'Take the culture assessment' })).toHaveAttribute(
    'href',
    '/cultural-assessment',
  );
  await expectAccessibleCarousel(page);
  await screenshotBothWidths(page, 'matching-culture-prompt');
});

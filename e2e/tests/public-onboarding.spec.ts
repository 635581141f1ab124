import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from '../support/public-checks';
import { signUpThroughForm, uniqueEmail } from '../support/users';

const onboardingHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Set up your company' });

async function checkStep(page: Page, name: string, heading: string) {
  const ready = async () => {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  };
  await ready();
  await expectNoSeriousA11yViolations(page, name);
  await screenshotBothWidths(page, name, ready);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a new recruiter completes onboarding step by step, resumes after leaving, and reaches /recruiter', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughForm(page, 'recruiter', {
    email: uniqueEmail('owner'),
    firstName: 'Priya',
    lastName: 'Shah',
  });
  await expect(page).toHaveURL(/\/recruiter-onboarding$/);
  await expect(onboardingHeading(page)).toBeVisible();
  await expect(page).toHaveTitle('Set up your company · HospoHire');
  await expect(page.getByText('0% of the required steps done')).toBeVisible();
  await checkStep(page, 'onboarding-company', 'Your company');

  // Company: a failed save names the field and keeps what was typed.
  await page.getByLabel('Description').fill('Two neighbourhood bistros and a wine bar.');
  await page.getByLabel('Logo URL').fill('not a link');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(
    page.getByText('Logo URL must be a web address starting with https://'),
  ).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue(
    'Two neighbourhood bistros and a wine bar.',
  );
  const companyName = `Bistro Shah ${Date.now()}`;
  await page.getByLabel('Company name').fill(companyName);
  await page.getByLabel('Logo URL').fill('');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Venues: at least one; a missing field is named and the rest kept.
  await expect(page.getByRole('heading', { level: 2, name: 'Your venues' })).toBeVisible();
  await expect(page.getByText('33% of the required steps done')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Add at least one venue to continue')).toBeVisible();
  await page.getByLabel('Venue name').fill('Bistro Shah Leith');
  await page.getByLabel('Venue type').selectOption('restaurant');
  await page.getByLabel('Postcode').fill('EH6 6QU');
  await page.getByLabel('Pace').selectOption('fast');
  await page.getByLabel('Team size').selectOption('small');
  await page.getByRole('button', { name: 'Add venue' }).click();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByLabel('Venue name')).toHaveValue('Bistro Shah Leith');
  await page.getByLabel('City').fill('Edinburgh');
  await page.getByRole('button', { name: 'Add venue' }).click();
  const venues = page.getByRole('list', { name: 'Venues added' });
  await expect(venues.getByText('Bistro Shah Leith')).toBeVisible();
  await expect(venues).toContainText('Restaurant · Edinburgh EH6 6QU · Fast-paced · Small team');
  await expect(page.getByLabel('Venue name')).toHaveValue('');
  await expect(page.getByText('67% of the required steps done')).toBeVisible();
  await checkStep(page, 'onboarding-venues', 'Your venues');

  // Leave and come back: onboarding resumes at the culture step, the venue kept.
  await page.goto('/about');
  await page.goto('/recruiter-onboarding');
  await expect(page.getByRole('heading', { level: 2, name: 'Your culture' })).toBeVisible();
  await expect(page.getByText('67% of the required steps done')).toBeVisible();

  // Culture: every question must be answered.
  await page.getByRole('radio', { name: 'Fast-paced' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText('Choose an answer: How much do your team talk with guests?'),
  ).toBeVisible();
  await expect(page.getByText('Choose at least one value')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Fast-paced' })).toBeChecked();
  await page.getByRole('radio', { name: 'Lots of guest contact' }).check();
  await page.getByRole('radio', { name: /^Small team/ }).check();
  await page.getByRole('radio', { name: 'Personal' }).check();
  await page.getByRole('checkbox', { name: 'Teamwork' }).check();
  await page.getByRole('checkbox', { name: 'Sustainability' }).check();
  await checkStep(page, 'onboarding-culture', 'Your culture');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Careers page branding: optional; every required step is now done.
  await expect(page.getByRole('heading', { level: 2, name: 'Your careers page' })).toBeVisible();
  await expect(page.getByText('100% of the required steps done')).toBeVisible();
  await expect(page.getByText(/All required steps are done/)).toBeVisible();
  await page.getByLabel('Main colour').fill('#7a1f3d');
  await page.getByLabel('Careers page headline').fill('Cook with us in Leith');
  await expect(page.getByTestId('branding-preview')).toContainText('Cook with us in Leith');
  await checkStep(page, 'onboarding-branding', 'Your careers page');
  await page.getByRole('button', { name: 'Save and finish' }).click();

  // The dashboard: onboarding is gone.
  await expect(page).toHaveURL(/\/recruiter$/);
  await expect(onboardingHeading(page)).toHaveCount(0);

  // What was saved is real: the status, and the careers page in the company's colours.
  const link = (await (await page.request.get('/api/me/company')).json()) as {
    companyId: string;
    company: { slug: string };
  };
  const status = await page.request.get(`/api/onboarding/company/${link.companyId}/status`);
  expect(await status.json()).toMatchObject({ allRequiredDone: true, percent: 100 });
  await page.goto(`/careers/${link.company.slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cook with us in Leith' }),
  ).toBeVisible();
  await expect(page.getByTestId('careers-header')).toHaveCSS(
    'background-color',
    'rgb(122, 31, 61)',
  );
  await expect(page.getByText('Bistro Shah Leith')).toBeVisible();

  // Coming back to onboarding once it is done goes straight to the dashboard.
  await page.goto('/recruiter-onboarding');
  await expect(page).toHaveURL(/\/recruiter$/);
});

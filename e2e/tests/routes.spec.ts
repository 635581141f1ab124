import { expect, test } from '@playwright/test';
import { signInAsDemoRecruiter } from '../support/recruiter-company';
import { signUpThroughForm, uniqueEmail } from '../support/users';

test('an unknown path shows 404 Page Not Found, signed out and signed in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  await page.goto('/jobs?q=chef'); // a signed-in path, signed out: sign in first, then back
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fjobs%3Fq%3Dchef$/);

  await signUpThroughForm(page, 'candidate', {
    email: uniqueEmail('nf'),
    firstName: 'Nia',
    lastName: 'Fox',
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('signed out, / is the landing page and the public routes are available', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  await page.goto('/sign-in');
  await expect(page.getByLabel('Email')).toBeVisible();
});

// The demo recruiter has finished onboarding: a new one would be sent on to /recruiter-onboarding.
test('a recruiter opening the candidate dashboard is sent to /recruiter', async ({ page }) => {
  await signInAsDemoRecruiter(page);
  await page.goto('/candidate-dashboard');
  await expect(page).toHaveURL(/\/recruiter$/);
});

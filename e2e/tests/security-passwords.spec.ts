import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, signInThroughForm, signUpThroughForm, uniqueEmail } from '../support/users';

// Issue 12, item 6: the password rule (ASVS 6.2) in the forms and the API, and changing the
// password on /settings.

const TOO_COMMON = 'Password is too common: choose one that is harder to guess';
const NEW_PASSWORD = 'lantern-by-the-harbour-8';

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
}

test('sign-up with password1 shows the rule before submitting, and is refused', async ({
  page,
}) => {
  const email = uniqueEmail('weak');
  await page.goto('/candidate-signup');
  const password = page.getByLabel('Password', { exact: true });
  // The rule is shown before anything is typed.
  await expect(password).toHaveAccessibleDescription(
    'At least 8 characters. Avoid common passwords and your own name or e-mail.',
  );
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Weiss');
  await page.getByLabel('Email').fill(email);
  await password.fill('password1');
  // As the user types, before submitting: why it is refused, under the field.
  await expect(password).toHaveAccessibleDescription(TOO_COMMON);
  await expect(page.getByText(TOO_COMMON)).toBeVisible();

  const signups: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/signup')) signups.push(request.url());
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(page).toHaveURL(/\/candidate-signup$/);
  expect(signups).toEqual([]);

  // The API refuses it too, naming the field and saying why; no account is made.
  const direct = await page.request.post('/api/auth/signup', {
    data: {
      email,
      password: 'password1',
      firstName: 'Nina',
      lastName: 'Weiss',
      userType: 'candidate',
    },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toEqual({ message: TOO_COMMON, field: 'password' });
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: 'password1' },
  });
  expect(login.status()).toBe(401);

  // A name-made password is refused as the user types, too.
  await password.fill('NinaWeiss2024');
  await expect(password).toHaveAccessibleDescription(
    'Password must not contain your name or e-mail',
  );
});

test('a fresh recruiter changes their password on /settings, then signs in with the new one', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('change');
  await signUpThroughForm(page, 'recruiter', { email, firstName: 'Ines', lastName: 'Moreau' });
  await expect(page).toHaveURL(/\/recruiter-onboarding$/);

  // Onboarding through the API with the page's cookie (the onboarding spec covers the screens).
  const api = page.request;
  await ok(await api.post('/api/companies', { data: { name: `Moreau ${Date.now()}` } }), 'company');
  await ok(
    await api.post('/api/companies/mine/venues', {
      data: { name: 'Moreau Lyon', venueType: 'cafe', city: 'Lyon', pace: 'moderate' },
    }),
    'venue',
  );
  await ok(
    await api.put('/api/cultural-assessment', {
      data: {
        assessmentType: 'company',
        responses: {
          workPace: 'moderate',
          guestInteraction: 'high',
          teamSize: 'small',
          serviceApproach: 'personalized',
          primaryValues: ['quality', 'teamwork'],
        },
      },
    }),
    'culture',
  );

  // The same account, signed in on another device.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await ok(
    await other.request.post('/api/auth/login', { data: { email, password: PASSWORD } }),
    'login',
  );
  expect((await other.request.get('/api/auth/user')).status()).toBe(200);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Password' });
  await expect(section).toBeVisible();
  const current = section.getByLabel('Current password');
  const next = section.getByLabel('New password');

  // A wrong current password is named under its field.
  await current.fill('not-my-password-1');
  await next.fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAccessibleDescription('Current password is incorrect');

  // A weak new one is refused as it is typed.
  await current.fill(PASSWORD);
  await next.fill('qwerty123');
  await expect(next).toHaveAccessibleDescription(
    'New password is too common: choose one that is harder to guess',
  );

  await next.fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Your password has been changed. Every other device has been signed out.',
  );
  // This session stays; the other device's has ended.
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();

  // Sign out, then in again: the old password fails, the new one works.
  await page.goto('/api/logout');
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/recruiter$/);
});

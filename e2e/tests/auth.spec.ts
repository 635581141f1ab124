import { expect, test } from '@playwright/test';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from '../support/demo';
import { waitForMail } from '../support/mail';
import {
  expectSignedOutNav,
  openUserMenu,
  signInThroughForm,
  signUpThroughForm,
  uniqueEmail,
} from '../support/users';

test('a candidate signs up, sees the candidate nav, signs out and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('maya');
  await signUpThroughForm(page, 'candidate', { email, firstName: 'Maya', lastName: 'Okafor' });

  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  for (const label of [
    'Home',
    'Browse Jobs',
    'Talent Pool',
    'Assessments Hub',
    'Interview Prep',
    'Interviews',
    'My Profile',
  ]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Post Job' })).toHaveCount(0);

  const identity = await openUserMenu(page);
  await expect(identity).toContainText('Maya Okafor');
  await expect(identity).toContainText('Job Seeker');
  await expect(page.getByRole('menuitem', { name: 'Culture Alignment' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectSignedOutNav(page);
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);

  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(nav.getByRole('link', { name: 'Browse Jobs' })).toBeVisible();
});

test('a recruiter signs up and gets the recruiter nav', async ({ page }) => {
  await signUpThroughForm(page, 'recruiter', {
    email: uniqueEmail('tom'),
    firstName: 'Tom',
    lastName: 'Reilly',
  });
  // A new recruiter has no company yet: the onboarding gate holds them on the onboarding screen,
  // with the recruiter nav shown greyed out until the required steps are done.
  await expect(page).toHaveURL(/\/recruiter-onboarding/);
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  for (const label of [
    'Dashboard',
    'Talent Pool',
    'Post Job',
    'Interview Prep',
    'Interviews',
    'Analytics',
  ]) {
    await expect(nav.getByRole('button', { name: label, exact: true })).toBeDisabled();
  }
  await expect(nav.getByText('Finish onboarding to use this')).toBeVisible();
  const identity = await openUserMenu(page);
  await expect(identity).toContainText('Tom Reilly');
  await expect(identity).toContainText('Recruiter');
  const soon = page.getByRole('menuitem', { name: /Referrals & Rehires/ });
  await expect(soon).toHaveAttribute('aria-disabled', 'true');
  await expect(soon).toContainText('Soon');
});

test('a wrong password is refused with a clear message and the e-mail kept', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await signUpThroughForm(page, 'candidate', { email, firstName: 'Ada', lastName: 'Quinn' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();

  await signInThroughForm(page, email, 'not-the-password-1');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('a taken e-mail is refused at sign-up and nothing typed is lost', async ({ page }) => {
  const email = uniqueEmail('taken');
  await signUpThroughForm(page, 'candidate', { email, firstName: 'Sam', lastName: 'Reed' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();

  await signUpThroughForm(page, 'candidate', { email, firstName: 'Sam', lastName: 'Reed' });
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('a one-time sign-in link signs the user in and the address becomes /', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('link');
  const signup = await request.post('/api/auth/signup', {
    data: {
      email,
      password: 'table-for-2-please',
      firstName: 'Lin',
      lastName: 'Park',
      userType: 'candidate',
    },
  });
  expect(signup.status()).toBe(201);
  // The welcome e-mail, as delivered over SMTP (no HTTP route shows anyone's mail).
  const welcome = await waitForMail(email, { subject: /Welcome to HospoHire/ });
  const link = welcome.text.match(/\/\?token=([\w-]+)/);
  expect(link).not.toBeNull();

  await page.goto(`/?token=${link![1]}`);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Browse Jobs' }),
  ).toBeVisible();
});

// Decisions section 8: a link from an e-mail, opened signed out, is the page after sign-in.
test('a signed-in page opened signed out: sign in, then that page; an off-site next is ignored', async ({
  page,
}) => {
  await page.goto('/interviews');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Finterviews$/);
  // The first page of a cold stack loads the public remote: allow it time.
  await expect(page.getByText('Sign in to continue to the page you opened.')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Email').fill(DEMO_CANDIDATE_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/interviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/sign-in?next=//evil.com');
  await page.getByLabel('Email').fill(DEMO_CANDIDATE_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
});

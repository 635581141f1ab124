import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { PASSWORD, signInThroughForm, uniqueEmail } from '../support/users';

const NEW_PASSWORD = 'brand-new-pass-9';

/** The reset link of the newest reset e-mail delivered to `to` (over SMTP, to the test sink). */
async function latestResetLink(to: string): Promise<string> {
  const mail = await waitForMail(to, { subject: /Reset your HospoHire password/ });
  const link = /https?:\/\/\S+\/reset-password\?code=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return link as string;
}

test('a password reset through the e-mailed link: the link works once, then is refused', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('reset');
  const signup = await page.request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Rosa', lastName: 'Diaz', userType: 'candidate' },
  });
  expect(signup.status()).toBe(201);
  // Forget it all: a fresh, signed-out browser.
  const context = await browser.newContext();
  const visitor = await context.newPage();

  await visitor.goto('/sign-in');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL(/\/forgot-password$/);
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  const sameAnswer = 'If an account exists for that email, we have sent a reset link.';
  await expect(visitor.getByText(sameAnswer)).toBeVisible();

  const link = await latestResetLink(email);
  await visitor.goto(link);
  await visitor.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor.getByText(/Your password has been changed/)).toBeVisible();

  // The old password no longer works; the new one does.
  await signInThroughForm(visitor, email, PASSWORD);
  await expect(visitor.getByText('Invalid email or password')).toBeVisible();
  await signInThroughForm(visitor, email, NEW_PASSWORD);
  await expect(visitor).toHaveURL(/\/dashboard$/);

  // The same link a second time is refused with a clear message.
  const second = await browser.newContext();
  const again = await second.newPage();
  await again.goto(link);
  await again.getByLabel('New password', { exact: true }).fill('another-pass-7');
  await again.getByLabel('Confirm password').fill('another-pass-7');
  await again.getByRole('button', { name: 'Set new password' }).click();
  await expect(again.getByText('This reset link has expired or was already used')).toBeVisible();
  // What was typed is kept after the refusal.
  await expect(again.getByLabel('New password', { exact: true })).toHaveValue('another-pass-7');
  await context.close();
  await second.close();
});

test('forgot password answers the same for an unknown e-mail, and sends nothing', async ({
  page,
}) => {
  const email = uniqueEmail('nobody');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we have sent a reset link.'),
  ).toBeVisible();
  await expect(waitForMail(email, { timeoutMs: 2000 })).rejects.toThrow(/No e-mail to/);
});

import { expect, request as playwrightRequest, test } from '@playwright/test';
import { signInByApi } from '../support/candidate-prep';
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL } from '../support/demo';
import { waitForMail } from '../support/mail';
import { signUpThroughForm, uniqueEmail } from '../support/users';
import { verificationLinkFor } from '../support/verify-email';
import { decideCookies } from './shell-support';

// Issue 28, item 1 (docs/security.md): a new account proves its e-mail address before it can
// accept a team invitation. Sign-up still signs in at once; a banner says what to do.
test.describe.configure({ timeout: 180_000 });

const SHOTS = '/tmp/shots';

test('a new recruiter sees the banner, follows the e-mailed link, and then accepts a team invitation', async ({
  page,
  baseURL,
}) => {
  await decideCookies(page.context(), baseURL!);
  const email = uniqueEmail('verify');
  await signUpThroughForm(page, 'recruiter', { email, firstName: 'Vera', lastName: 'Fy' });
  await expect(page).toHaveURL(/\/recruiter-onboarding$/);

  // The banner, under the top bar, on every signed-in page until the address is proven.
  const banner = page.getByRole('region', { name: 'Email confirmation' });
  await expect(banner).toContainText(`Confirm your email address: we sent a link to ${email}.`);
  for (const [width, height, name] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(banner).toBeVisible();
    // In the flow: the page's heading starts below it, nothing is covered.
    const bannerBox = (await banner.boundingBox())!;
    const headingBox = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
    expect(headingBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
    await page.screenshot({ path: `${SHOTS}/verify-banner-${name}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // "Resend email" sends a fresh link (and the older one stops working).
  await banner.getByRole('button', { name: 'Resend email' }).click();
  await expect(banner.getByRole('status')).toHaveText('Sent');
  await waitForMail(email, { subject: /^Confirm your email address/ });

  // The link from the real SMTP sink: confirmed, the token leaves the address, the banner goes.
  const verificationLink = await verificationLinkFor(email);
  await page.goto(verificationLink);
  await expect(page.getByText('Your email address is confirmed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.screenshot({ path: `${SHOTS}/verify-email-page-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/verify-email-page-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  // The same link opened again says so: not an error.
  await page.goto(verificationLink);
  await expect(page.getByText('Your email address is already confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to HospoHire' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect((await (await page.request.get('/api/auth/user')).json()).emailVerified).toBe(true);

  // Another company's owner invites the address; the verified recruiter accepts.
  const owner = await playwrightRequest.newContext({ baseURL });
  try {
    await signInByApi(owner, DEMO_RECRUITER_EMAIL, DEMO_PASSWORD);
    const sent = await owner.post('/api/companies/mine/invitations', {
      data: { email, role: 'recruiter' },
    });
    expect(sent.status(), await sent.text()).toBe(202);
  } finally {
    await owner.dispose();
  }
  const invitation = await waitForMail(email, { subject: /invited to join a team/ });
  const link = /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/.exec(invitation.text)?.[0];
  expect(link, invitation.text).toBeTruthy();
  await page.goto(new URL(link as string).pathname);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/recruiter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recruiter Dashboard' })).toBeVisible();
});

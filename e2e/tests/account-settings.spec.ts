import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, request, test, type Page } from '@playwright/test';
import { post, signUpByApi } from '../support/candidate-prep';
import { waitForMail } from '../support/mail';
import { verifyByEmailedLink } from '../support/verify-email';
import { BASE_URL } from '../support/recruiter';
import { signInAsDemoRecruiter } from '../support/recruiter-company';
import { PASSWORD, signInThroughForm, signUpThroughForm, uniqueEmail } from '../support/users';

// Issue 14: both roles' /settings, changing a password, an unsubscribe link from a received
// e-mail (a job alert), downloading the export and deleting an account.

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  const reject = page.getByRole('button', { name: 'Reject All' });
  if (await reject.isVisible()) await reject.click();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const NEW_PASSWORD = 'pour-me-a-flat-white-7';

test('a new candidate: settings, password, unsubscribe from a job alert e-mail, export, delete', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('settings');
  await signUpThroughForm(page, 'candidate', { email, firstName: 'Tess', lastName: 'Hughes' });
  await expect(page).toHaveURL(/\/dashboard$/);
  // Verified by the e-mailed link (issue 28): the job alert e-mail below needs it.
  await verifyByEmailedLink(page.request, email);

  // The settings page, from the user menu: the candidate's own, no error.
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByRole('switch', { name: /Job alerts/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /HospoHire news/ })).not.toBeChecked();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText('Only recruiters can do this')).toHaveCount(0);
  await shoot(page, 'settings-candidate');

  // Change the password with the shared form.
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // A job alert, then a recruiter publishes a matching job: the e-mail arrives with its links.
  const city = `Settleby ${Date.now()}`;
  await post(page.request, '/api/job-alerts', { name: 'Bars nearby', criteria: { city } });
  const recruiter = await request.newContext({ baseURL: BASE_URL });
  await signUpByApi(recruiter, 'recruiter');
  await post(recruiter, '/api/companies', { name: `Settleby Group ${Date.now()}` });
  const venue = await post<{ id: string }>(recruiter, '/api/companies/mine/venues', {
    name: 'The Settleby Arms',
    venueType: 'bar',
    city,
  });
  await post(recruiter, '/api/jobs', {
    title: 'Bar Supervisor',
    venueId: venue.id,
    employmentType: 'full_time',
    salaryType: 'hourly',
    salaryAmount: 13.5,
    status: 'open',
  });
  await recruiter.dispose();
  const mail = await waitForMail(email, { subject: /Bar Supervisor/, timeoutMs: 20_000 });
  expect(mail.headers['list-unsubscribe']).toMatch(
    /^<https?:\/\/.+\/api\/email\/unsubscribe\?token=/,
  );
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const { pathname, search } = new URL(link!);

  // The link works signed out: a fresh browser context.
  const browser = page.context().browser()!;
  const signedOut = await browser.newContext({ baseURL: BASE_URL });
  const outPage = await signedOut.newPage();
  await outPage.goto(`${pathname}${search}`);
  await expect(outPage.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await outPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(outPage.getByRole('status')).toContainText(
    'you will no longer get e-mails about job alerts',
  );
  await signedOut.close();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Job alerts/ })).not.toBeChecked();

  // Download my data: a JSON file with the account and the alert.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hospohire-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    jobAlerts: { name: string }[];
    emailPreferences: { job_alerts: boolean };
  };
  expect(data.account.email).toBe(email);
  expect(data.jobAlerts.map((a) => a.name)).toContain('Bars nearby');
  expect(data.emailPreferences.job_alerts).toBe(false);

  // Delete the account: the password, the confirmation, then signed out for good.
  const remove = page.getByRole('form', { name: 'Delete my account' });
  await expect(remove.getByText('What will be erased')).toBeVisible();
  await expect(remove.getByText('What is kept')).toBeVisible();
  await remove.getByLabel('Your password').fill(NEW_PASSWORD);
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the demo recruiter: settings with their company role and links, nothing errors', async ({
  page,
}) => {
  await signInAsDemoRecruiter(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('settings-company-role')).toHaveText(/Owner|Admin|Recruiter/);
  await expect(page.getByRole('link', { name: /team/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'E-mail preferences' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /Applications/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download my data' })).toBeVisible();
  await expect(page.getByText(/open jobs/).first()).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await shoot(page, 'settings-recruiter');
});

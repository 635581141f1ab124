import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { newCandidate, recruiterWithCompany } from '../support/recruiter';
import { decideCookies } from './shell-support';

// Closing a job leaves nobody waiting (issue 13): the close dialog lists the open applications,
// rejects them with the recruiter's (editable) kind message or moves them to another open job,
// and each candidate is told in the app and by e-mail.

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test('closing a job rejects its open applications with the message, or moves them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { venue } = await recruiterWithCompany(page, 'Closing Time Cafe');
  const post = async (title: string) => {
    const created = await page.request.post('/api/jobs', {
      data: {
        title,
        venueId: venue.id,
        employmentType: 'part_time',
        skills: ['latte art'],
        salaryType: 'hourly',
        salaryAmount: 12,
        status: 'open',
      },
    });
    expect(created.status()).toBe(201);
    return (await created.json()).id as string;
  };
  const jobId = await post('Weekend Barista');
  const otherJobId = await post('Head Barista');
  const ana = await newCandidate('Ana');
  const ben = await newCandidate('Ben');
  const anaApplication = await ana.apply(jobId, 'Weekends suit me.');
  const benApplication = await ben.apply(jobId, 'I can lead a team.');

  await page.goto(`/job-applications/${jobId}`);
  await expect(page.getByRole('region', { name: 'Applied (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Close job' }).click();
  await expect(page.getByRole('dialog', { name: 'Close this job?' })).toBeVisible();
  // Its title follows the outcome chosen.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/2 applications are still open/)).toBeVisible();
  await dialog.getByLabel('Why is it closing?').selectOption('filled');
  await expect(page.getByRole('dialog', { name: 'Mark this job as filled?' })).toBeVisible();
  await expect(dialog.getByLabel('Message to the candidates')).toHaveValue(/filled/);
  await dialog
    .getByLabel('Message to the candidates')
    .fill('Thank you, Ana: we have filled the role and hope to see you again.');
  await dialog.getByLabel('Move Ben Okafor to').selectOption({ label: 'Head Barista' });
  await page.screenshot({ path: '/tmp/shots/job-close-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Mark as filled' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Close job' })).toHaveCount(0);

  // Ana is rejected with the message, in the app and by e-mail; Ben now waits on the other job.
  const anaSees = await (await ana.api.get(`/api/applications/${anaApplication.id}`)).json();
  expect(anaSees.status).toBe('rejected');
  expect(anaSees.history.at(-1).note).toBe(
    'Thank you, Ana: we have filled the role and hope to see you again.',
  );
  const mail = await waitForMail(ana.email, { subject: /not successful/, timeoutMs: 20_000 });
  expect(mail.text).toContain('we have filled the role');
  const benSees = await (await ben.api.get(`/api/applications/${benApplication.id}`)).json();
  expect(benSees.status).toBe('applied');
  expect(benSees.job.id).toBe(otherJobId);

  // The candidate's own page says where they stand.
  const anaPage = await page.context().browser()!.newPage();
  await anaPage
    .context()
    .addCookies(
      (await ana.api.storageState()).cookies.map((c) => ({ ...c, sameSite: 'Lax' as const })),
    );
  await anaPage.goto(`${new URL(page.url()).origin}/applications/${anaApplication.id}`);
  await expect(anaPage.getByText(/not successful|rejected/i).first()).toBeVisible();
  await anaPage.close();
});

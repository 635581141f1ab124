import { decideCookies } from './shell-support';
import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  lookAt,
  newCandidate,
  recruiterWithCompany,
  screenshots,
} from '../support/recruiter';

// A recruiter's whole journey: post a job, a candidate applies, review, interview, offer, the
// candidate accepts, and the recruiter sees the hire.

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Something a live event brings must show on the open page without a reload (the machine is slow). */
const LIVE = { timeout: 20_000 };

// The shell's cookie banner is decided up front: these specs are about other things.
test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test('a recruiter posts a job, moves an applicant through interview and offer, and sees the hire', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await recruiterWithCompany(page);

  await page.goto('/recruiter');
  await expect(page.getByText('No open jobs yet')).toBeVisible();
  await lookAt(page, 'dashboard-empty', 'Recruiter Dashboard');

  // Post a job: a failed save names the field and keeps what was typed.
  await page.getByRole('link', { name: 'Post Job' }).first().click();
  await expect(page).toHaveURL(/\/post-job$/);
  await page.getByLabel('Description').fill('Run a busy section on the harbour.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Job title is required')).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Run a busy section on the harbour.');
  await page.getByLabel('Job title').fill('Senior Waiter');
  await page.getByLabel('Venue').selectOption({ label: 'Harbour Kitchen Leeds, Leeds' });
  await page.getByLabel('Skills').fill('table service, wine knowledge');
  await page.getByLabel('Pay', { exact: true }).selectOption('amount');
  await page.getByLabel('Salary amount (£)').fill('13.5');
  await page.getByLabel('Closing date').fill(inDays(30));
  await lookAt(page, 'post-job', 'Post Job');
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(/\/job-applications\/[0-9a-f-]{36}$/);
  const jobId = page.url().split('/').at(-1)!;
  await expect(page.getByText('No applications yet')).toBeVisible();

  // A candidate applies.
  const candidate = await newCandidate('Maya');
  await candidate.apply(jobId, 'I have five years of fine-dining service.');

  await expect(page.getByRole('region', { name: 'Applied (1)' })).toBeVisible(LIVE);
  const card = page.getByTestId('pipeline-card').filter({ hasText: 'Maya Okafor' });
  await expect(card).toBeVisible();
  await lookAt(page, 'pipeline', /Applications: Senior Waiter/);

  // Review, then schedule an interview from the application.
  await card.getByRole('button', { name: 'Move to… (Maya Okafor)' }).click();
  await page.getByRole('menuitem', { name: 'Reviewed' }).click();
  await expect(page.getByRole('region', { name: 'Reviewed (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Candidate: Maya Okafor' }).click();
  await expect(page.getByText('I have five years of fine-dining service.')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule interview' }).click();
  const interview = page.getByRole('dialog', { name: 'Schedule interview' });
  await interview.getByLabel('Date').fill(inDays(3));
  await interview.getByLabel('Time').fill('11:30');
  await interview.getByLabel('Venue or address').fill('Harbour Kitchen, 1 Quay St, Leeds');
  await interview.getByLabel('Interviewer').fill('Rosa Diaz');
  await expectAccessible(page);
  await interview.getByRole('button', { name: 'Save interview' }).click();
  await expect(interview).toBeHidden();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByText(/Status: Interviewed/)).toBeVisible();
  await screenshots(page, 'application-panel');

  // Make an offer.
  await page.getByRole('button', { name: 'Make offer' }).click();
  const offer = page.getByRole('dialog', { name: 'Make an offer' });
  await expect(offer.getByLabel('Pay amount (£)')).toHaveValue('13.5');
  await offer.getByLabel('Start date').fill(inDays(21));
  await offer.getByLabel('Message').fill('We would love you to join us.');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByText(/£13\.50\/hour · Awaiting answer/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The interview is on the calendar list, with its .ics file.
  await page.goto('/interviews');
  await expect(page.getByText('Senior Waiter with Maya Okafor')).toBeVisible();
  const ics = await page.request.get(
    (await page.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href'))!,
  );
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('Interview: Senior Waiter');
  await lookAt(page, 'interviews', 'Interviews');

  // The candidate accepts; the recruiter sees it.
  await page.goto(`/job-applications/${jobId}`);
  await expect(page.getByRole('region', { name: 'Offered (1)' })).toBeVisible();
  await candidate.acceptLatestOffer();
  const accepted = page.getByRole('region', { name: 'Accepted (1)' });
  await expect(accepted).toBeVisible(LIVE);
  await expect(
    accepted.getByTestId('pipeline-card').filter({ hasText: 'Maya Okafor' }),
  ).toBeVisible();

  // The hire shows on the rehire list, ready to be asked back another time.
  await page.goto('/rehire');
  await expect(page.getByRole('heading', { level: 1, name: 'Rehire' })).toBeVisible();
  const hire = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: 'Maya Okafor' }),
  });
  await expect(hire).toBeVisible();
  await expect(hire.getByText('Hired', { exact: true })).toBeVisible();
  await expect(hire.getByText(/^Senior Waiter at Harbour Kitchen Leeds · /)).toBeVisible();
  await expect(hire.getByText('No magical moments logged under this name.')).toBeVisible();
  await hire.getByRole('button', { name: 'Invite back Maya Okafor' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Maya Okafor back' });
  await expect(invite).toBeVisible();
  await expect(invite.getByLabel('Message')).toHaveValue(
    /^Hi Maya, we would love to have you back at /,
  );
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  // The invitation is a real conversation with her, now reachable from her card.
  await expect(hire.getByText('Open conversation')).toBeVisible();
  const thread = (await (await candidate.api.get('/api/conversations')).json()) as {
    items: { id: string }[];
  };
  expect(thread.items).toHaveLength(1);
  await lookAt(page, 'rehire', 'Rehire');
  await page.goto('/referrals');
  await expect(page.getByText('No past applicants yet')).toBeVisible();

  await page.goto('/recruiter');
  await expect(page.getByTestId('week-Hires')).toHaveText('1');
  await expect(
    page.getByRole('region', { name: 'Open jobs' }).getByText(/1 application · 0 new/),
  ).toBeVisible();
  await lookAt(page, 'dashboard', 'Recruiter Dashboard');
  await candidate.api.dispose();
});

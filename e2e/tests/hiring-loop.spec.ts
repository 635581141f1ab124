import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { verifyByEmailedLink } from '../support/verify-email';
import { keyboardMoveRight, recruiterWithCompany } from '../support/recruiter';
import { PASSWORD, uniqueEmail } from '../support/users';
import { decideCookies } from './shell-support';

// The whole hiring loop in two browser contexts, a new recruiter and a new candidate (issue 13):
// apply → a keyboard move on the board → an interview (the candidate's e-mail carries the .ics)
// → an offer → withdrawn → a corrected offer → the candidate accepts on /job-offers. Both pages
// stay open and update live; every e-mail is read from the SMTP sink the API delivers to.

/** Something a live event brings must show on the open page without a reload (the machine is slow). */
const LIVE = { timeout: 20_000 };
const MAIL = { timeoutMs: 20_000 };

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

/** A new candidate signed up in a browser context of their own. */
async function candidateInOwnContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await decideCookies(context, baseURL);
  const page = await context.newPage();
  const email = uniqueEmail('loop-candidate');
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      email,
      password: PASSWORD,
      firstName: 'Lena',
      lastName: 'Marsh',
      userType: 'candidate',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  // Verified (issue 28): an unverified account is sent no notification e-mail.
  await verifyByEmailedLink(page.request, email);
  return { context, page, email };
}

async function makeOffer(page: Page, amount: string) {
  const card = page.getByTestId('pipeline-card').filter({ hasText: 'Lena Marsh' });
  await card.getByRole('button', { name: 'Move to… (Lena Marsh)' }).click();
  await page.getByRole('menuitem', { name: 'Offered' }).click();
  const offer = page.getByRole('dialog', { name: 'Make an offer' });
  await offer.getByLabel('Pay amount (£)').fill(amount);
  await offer.getByLabel('Start date').fill(inDays(14));
  await offer.getByLabel('Response deadline').fill(inDays(5));
  await offer.getByLabel('Message').fill('We would love you to join the team.');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer).toBeHidden();
}

test('apply, board move, interview with .ics, offer, withdraw, new offer, accept', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const recruiter = await recruiterWithCompany(page, 'Loop Lane Bistro');
  const created = await page.request.post('/api/jobs', {
    data: {
      title: 'Line Cook',
      venueId: recruiter.venue.id,
      employmentType: 'full_time',
      skills: ['grill', 'prep'],
      salaryType: 'hourly',
      salaryAmount: 13,
      status: 'open',
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).id as string;
  await page.goto(`/job-applications/${jobId}`);
  await expect(page.getByText('No applications yet')).toBeVisible();

  // The candidate applies; the recruiter's board shows it live and the recruiter is e-mailed.
  const candidate = await candidateInOwnContext(browser, baseURL!);
  const applied = await candidate.page.request.post('/api/applications', {
    data: { jobId, coverLetter: 'Six years on the grill.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = (await applied.json()).id as string;
  await expect(page.getByRole('region', { name: 'Applied (1)' })).toBeVisible(LIVE);
  const newApplication = await waitForMail(recruiter.email, {
    subject: /New application/,
    ...MAIL,
  });
  expect(newApplication.text).toContain('Lena Marsh');

  // Board move by keyboard: Applied → Reviewed; the candidate is told by e-mail.
  await keyboardMoveRight(page, 'Lena Marsh', 'Reviewed');
  await expect(page.getByRole('region', { name: 'Reviewed (1)' })).toBeVisible();
  await waitForMail(candidate.email, { subject: /Application update/, ...MAIL });

  // Reviewed → Interviewed by keyboard opens the schedule-interview dialog.
  await keyboardMoveRight(page, 'Lena Marsh', 'Interviewed');
  const interview = page.getByRole('dialog', { name: 'Schedule interview' });
  await interview.getByLabel('Date').fill(inDays(3));
  await interview.getByLabel('Time').fill('10:30');
  await interview.getByLabel('Venue or address').fill('Loop Lane Bistro, 2 Loop Lane, Leeds');
  await interview.getByLabel('Interviewer').fill('Rosa Diaz');
  await interview.getByRole('button', { name: 'Save interview' }).click();
  await expect(interview).toBeHidden();
  await expect(page.getByRole('region', { name: 'Interviewed (1)' })).toBeVisible();
  const invitation = await waitForMail(candidate.email, {
    subject: /Interview scheduled/,
    ...MAIL,
  });
  const ics = invitation.attachments.find((a) => a.filename.endsWith('.ics'));
  expect(ics, 'the interview e-mail carries an .ics').toBeTruthy();
  expect(ics!.content).toContain('BEGIN:VCALENDAR');
  expect(ics!.content).toContain('Line Cook');

  // The candidate keeps /job-offers open: it updates live as offers come and go.
  await candidate.page.goto('/job-offers');
  await expect(candidate.page.getByRole('heading', { level: 1 })).toBeVisible();

  // First offer.
  await makeOffer(page, '13.5');
  await expect(page.getByRole('region', { name: 'Offered (1)' })).toBeVisible();
  await waitForMail(candidate.email, { subject: /Job offer/, ...MAIL });
  const offerCard = candidate.page.getByRole('listitem').filter({ hasText: 'Line Cook' });
  await expect(offerCard).toContainText('13.50', LIVE);

  // Withdraw it (with a message): the application goes back to Interviewed.
  await page
    .getByTestId('pipeline-card')
    .filter({ hasText: 'Lena Marsh' })
    .getByRole('button', { name: 'Candidate: Lena Marsh' })
    .click();
  await page.getByRole('button', { name: 'Withdraw offer' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw this offer?' });
  await withdraw.getByLabel('Message to the candidate').fill('Sorry: the pay was wrong.');
  await withdraw.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(withdraw).toBeHidden();
  await expect(page.getByText(/Withdrawn/).first()).toBeVisible();
  await page.mouse.click(10, 450); // the drawer's backdrop closes it
  await expect(page.getByRole('region', { name: 'Interviewed (1)' })).toBeVisible();
  const withdrawn = await waitForMail(candidate.email, { subject: /Offer withdrawn/, ...MAIL });
  expect(withdrawn.text).toContain('Sorry: the pay was wrong.');
  await expect(offerCard.getByRole('button', { name: 'Accept offer' })).toHaveCount(0, LIVE);

  // The corrected offer; the candidate accepts it on /job-offers.
  await makeOffer(page, '14.25');
  await expect(page.getByRole('region', { name: 'Offered (1)' })).toBeVisible();
  const corrected = candidate.page
    .getByRole('listitem')
    .filter({ hasText: '14.25' })
    .filter({ has: candidate.page.getByRole('button', { name: 'Accept offer' }) });
  await expect(corrected).toBeVisible(LIVE);
  await corrected.getByRole('button', { name: 'Accept offer' }).click();
  await candidate.page.getByRole('dialog').getByRole('button', { name: 'Accept offer' }).click();
  await expect(corrected.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);

  // The recruiter's board shows the hire live, and the recruiter is e-mailed.
  await expect(page.getByRole('region', { name: 'Accepted (1)' })).toBeVisible(LIVE);
  await waitForMail(recruiter.email, { subject: /Offer accepted/, ...MAIL });

  // The history keeps both offers.
  const detail = await candidate.page.request.get(`/api/applications/${applicationId}`);
  const body = (await detail.json()) as { status: string; offers?: { status: string }[] };
  expect(body.status).toBe('accepted');
  expect(body.offers?.map((o) => o.status)).toEqual(['accepted', 'withdrawn']);
  await candidate.context.close();
});

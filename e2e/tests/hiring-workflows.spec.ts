import { mkdirSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { newCandidate, recruiterWithCompany } from '../support/recruiter';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { waitForMail } from '../support/mail';
import { PASSWORD } from '../support/users';
import { decideCookies } from './shell-support';

// Hiring workflows (issue 33): the recruiter adds two ready screening questions in the job form;
// a candidate who answers that they cannot work in the UK is ruled out at once with the
// workflow's kind message; another passes, is invited to book at once and books from the e-mail;
// the workflows page logs both. Validation, delays, overrides, the 5-day reminder and the stats
// are the API tests' (api/test/hiring-workflows-*.test.ts). Screenshots of the apply form and the
// workflows page at 390 and 1280 wide go to /tmp/shots/.

const SHOTS = '/tmp/shots';
const RIGHT_TO_WORK = 'Do you have the right to work in the UK?';
const OVER_18 = 'Are you 18 or over?';
const MESSAGE =
  'Thank you for applying to the Harbour Bar. We can only hire people with the right to work in the UK.';
const slow = { timeout: 30_000 };

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

/** A signed-in browser page of the candidate's own, at phone width. */
async function candidatePage(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  await decideCookies(context, baseURL);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  return { page, close: () => context.close() };
}

/**
 * Answers the two questions on the apply form and sends it; the application's id. `outcome`: the
 * heading the screen then shows.
 */
async function applyWith(
  page: import('@playwright/test').Page,
  jobId: string,
  answers: { rightToWork: 'Yes' | 'No'; over18: 'Yes' | 'No' },
  shot?: string,
  outcome = 'Application sent',
) {
  await page.goto(`/apply/${jobId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Screening questions' })).toBeVisible(
    slow,
  );
  // Sent unanswered, the required questions say so and nothing is sent.
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Answer this question').first()).toBeVisible();
  await page
    .getByRole('radiogroup', { name: RIGHT_TO_WORK })
    .getByRole('radio', { name: answers.rightToWork })
    .check();
  await page
    .getByRole('radiogroup', { name: OVER_18 })
    .getByRole('radio', { name: answers.over18 })
    .check();
  if (shot) {
    await page.screenshot({ path: `${SHOTS}/${shot}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${shot}-1280.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the apply form with screening questions');
    await page.setViewportSize({ width: 390, height: 844 });
  }
  const sent = page.waitForResponse(
    (res) => res.url().endsWith('/api/applications') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send application' }).click();
  const response = await sent;
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByRole('heading', { level: 1, name: outcome })).toBeVisible(slow);
  return ((await response.json()) as { id: string }).id;
}

test('ready questions on a job; one candidate ruled out with the message, another invited who books', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const { venue } = await recruiterWithCompany(page, 'Harbour Bar');
  // Bookable times for the invited candidate: every day 09:00–17:00, no notice.
  const saved = await page.request.put('/api/me/availability', {
    data: {
      venueId: venue.id,
      weekly: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
        day,
        from: '09:00',
        to: '17:00',
      })),
      slotMinutes: 30,
      bufferMinutes: 0,
      noticeHours: 0,
      horizonDays: 14,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await page.request.post('/api/jobs', {
    data: {
      title: 'Cocktail Bartender',
      venueId: venue.id,
      employmentType: 'part_time',
      salaryType: 'hourly',
      salaryAmount: 13,
      status: 'open',
    },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { id: string }).id;

  // The recruiter adds two ready questions in the job form and saves.
  await page.goto(`/edit-job/${jobId}`);
  for (const question of [/right to work in the UK/, /18 or over/]) {
    await page.getByRole('button', { name: 'Add a ready question' }).click();
    await page.getByRole('menuitem', { name: question }).click();
  }
  await expect(page.getByRole('group', { name: 'Question 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Job saved')).toBeVisible(slow);
  const job = (await (await page.request.get(`/api/jobs/${jobId}/manage`)).json()) as {
    screening: { question: string; knockout?: unknown }[];
  };
  expect(job.screening.map((q) => q.question)).toEqual([RIGHT_TO_WORK, OVER_18]);
  expect(job.screening[0].knockout).toEqual({ equals: 'no' });

  // The job's workflow: reject at once with the bar's own message; invite who passes.
  const workflow = await page.request.put(`/api/jobs/${jobId}/workflow`, {
    data: { knockoutDelayHours: 0, rejectionMessage: MESSAGE, autoInvite: 'interview' },
  });
  expect(workflow.status(), await workflow.text()).toBe(200);

  // Ola cannot work in the UK: ruled out at once, told in the app and by e-mail. The apply
  // screen says only that (the bar's message), never "Application sent" beside it.
  const ola = await newCandidate('Ola');
  const olaPage = await candidatePage(browser, baseURL!, ola.email);
  const olaApplication = await applyWith(
    olaPage.page,
    jobId,
    { rightToWork: 'No', over18: 'Yes' },
    'apply-screening',
    'Thank you for applying',
  );
  await expect(olaPage.page.getByTestId('application-declined').getByText(MESSAGE)).toBeVisible();
  await expect(olaPage.page.getByText('Application sent')).toHaveCount(0);
  await olaPage.page.goto(`/applications/${olaApplication}`);
  await expect(olaPage.page.getByTestId('rejection').getByText(MESSAGE)).toBeVisible(slow);
  await waitForMail(ola.email, { subject: /not successful/ });
  await olaPage.close();

  // Ben passes: the invitation to book comes at once, and he books from its link.
  const ben = await newCandidate('Ben');
  const benPage = await candidatePage(browser, baseURL!, ben.email);
  const benApplication = await applyWith(benPage.page, jobId, {
    rightToWork: 'Yes',
    over18: 'Yes',
  });
  const mail = await waitForMail(ben.email, { subject: /^Book your/ });
  const link = /https?:\/\/\S+\/book\/[0-9a-f-]{36}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(new URL(link!).pathname).toBe(`/book/${benApplication}`);
  await benPage.page.goto(new URL(link!).pathname);
  // Day first (the first day with free times is chosen), then one of its times.
  const times = benPage.page.getByRole('radiogroup', { name: /^Times on / }).getByRole('radio');
  await expect(times.first()).toBeVisible(slow);
  await times.first().click();
  await benPage.page.getByRole('button', { name: /^Confirm / }).click();
  await expect(benPage.page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await benPage.close();

  // The workflows page: the job with its rules, and this week's log of both.
  await page.goto('/hiring-workflows');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring Workflows' })).toBeVisible(slow);
  const card = page.getByRole('article', { name: 'Cocktail Bartender' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Ruled out 1 of 2')).toBeVisible();
  const log = page.getByRole('region', { name: 'This week' });
  await expect(log.getByText('Ruled out').first()).toBeVisible();
  await expect(log.getByRole('link', { name: /Ola/ }).first()).toBeVisible();
  await expect(log.getByText('Invited to book an interview')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the hiring workflows page');
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/hiring-workflows-${width}.png`, fullPage: true });
  }
});

// The new-starter pack end to end (issue 43 items 4 and 6): an offer accepted → the candidate
// completes every step on a phone → the owner records a time-limited check with a PDF → the
// follow-up shows on its day (the browser's clock moved there) → the payroll CSV has the bank
// details and the record lists the download. The rules behind each step are API-tested
// (api/test/new-starters-*.test.ts); this is what the two people do.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yIssues,
  makeOffer,
  post,
  recruiterAndApplication,
  scheduleInterview,
  screenshots,
  signUpByApi,
} from '../support/candidate-prep';
import { waitForMail } from '../support/mail';

test.describe.configure({ timeout: 180_000 });

const SHOTS = path.join(__dirname, '..', 'screenshots', 'recruiter');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const ACCOUNT_NUMBER = '31926819';
const NI_NUMBER = 'AB123456C';

/** 'YYYY-MM-DD' `days` from now (UTC; far enough from midnight for these checks). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The smallest PDF a viewer opens: what the Home Office online check downloads, in spirit. */
const CHECK_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The application panel scrolls inside its drawer, so a full-page shot would cut it: shoot a tall
 * window at both widths instead, then go back to the desktop.
 */
async function recordShots(page: Page, name: string) {
  for (const width of [PHONE.width, DESKTOP.width]) {
    await page.setViewportSize({ width, height: 2600 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

/** One step of the candidate's checklist, by its heading ('1. Right to work'). */
const step = (page: Page, name: string) => page.getByRole('listitem', { name });

test('offer accepted → the candidate completes the pack on a phone → the owner checks, follows up and downloads payroll', async ({
  page,
  request: owner,
  browser,
}) => {
  // The hire, through the API: a company with its policies, a job, an application, an offer.
  const candidate = await signUpByApi(page.request, 'candidate', 'Oksana');
  const hiring = await recruiterAndApplication(owner, page.request, candidate.id);
  await owner.put('/api/companies/mine/tipping-policy', {
    data: { text: 'All tips go to the team through the tronc, shared by hours worked.' },
  });
  await owner.put('/api/companies/mine/harassment-policy', {
    data: {
      text: 'We do not tolerate sexual harassment by anyone, guests included. Tell a manager.',
    },
  });
  // Onboarding finished, so the owner's screens are not the company set-up.
  await owner.put('/api/cultural-assessment', {
    data: {
      assessmentType: 'company',
      responses: {
        workPace: 'fast',
        guestInteraction: 'high',
        teamSize: 'medium',
        serviceApproach: 'personalized',
        primaryValues: ['teamwork', 'quality'],
      },
    },
  });
  await scheduleInterview(owner, hiring);
  const offer = await makeOffer(owner, hiring);
  await post(page.request, `/api/offers/${offer.id}/accept`);

  // The candidate, on a phone: the dashboard card leads to the checklist.
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await expect(
    page.getByText(`New-starter pack for ${hiring.jobTitle} at ${hiring.companyName}`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open the pack' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/applications/${hiring.applicationId}`));
  await expect(page.getByRole('heading', { name: 'Your new-starter pack' })).toBeVisible();
  await expect(page.getByText('0 of 5 done')).toBeVisible();

  // 1. Right to work: a share code, refused at 8 characters, then sent.
  const rightToWork = step(page, '1. Right to work');
  await rightToWork.getByLabel('Share code (online check)').check();
  await rightToWork.getByLabel('Share code', { exact: true }).fill('W4X 8YT 2Z');
  await rightToWork.getByLabel('Date of birth').fill('1996-05-14');
  await rightToWork.getByRole('button', { name: 'Save' }).click();
  await expect(rightToWork.getByText(/9 letters and numbers/).first()).toBeVisible();
  await rightToWork.getByLabel('Share code', { exact: true }).fill('W4X 8YT 2ZP');
  await rightToWork.getByRole('button', { name: 'Save' }).click();
  await expect(
    rightToWork.getByText(`Waiting for ${hiring.companyName} to check it`),
  ).toBeVisible();
  await expect(rightToWork.getByText(/valid until/)).toBeVisible();

  // 2. Starter checklist.
  const starter = step(page, '2. Starter checklist');
  await starter.getByLabel(/Statement A/).check();
  await starter.getByLabel('National Insurance number').fill('AB 12 34 56 C');
  await starter.getByRole('button', { name: 'Save' }).click();
  await expect(starter.getByText('Done')).toBeVisible();

  // 3. Bank details: shown masked once saved.
  const bank = step(page, '3. Bank details');
  await bank.getByLabel('Name on the account').fill('Oksana Tester');
  await bank.getByLabel('Sort code').fill('20-00-00');
  await bank.getByLabel('Account number').fill(ACCOUNT_NUMBER);
  await bank.getByRole('button', { name: 'Save' }).click();
  await expect(bank.getByText('••••6819')).toBeVisible();
  await expect(page.getByText(ACCOUNT_NUMBER)).toHaveCount(0);

  // 5. Policies (the contract comes from the owner first).
  const policies = step(page, '5. Policies');
  await policies.getByLabel(/I have read the tipping policy/).check();
  await policies.getByLabel(/I have read the sexual/i).check();
  await policies.getByRole('button', { name: 'I have read these policies' }).click();
  await expect(policies.getByText(/read on/).first()).toBeVisible();
  await expect(page.getByText('3 of 5 done')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'new-starter-candidate');

  // The owner was told a step was finished, and nothing more (item 5).
  const told = await waitForMail(await ownerEmail(owner), { subject: /finished a step/ });
  expect(told.text).not.toContain(NI_NUMBER);
  expect(told.text).not.toContain('W4X');

  // The owner, on a desktop: attaches the contract, records a time-limited check with a PDF.
  const deskContext = await browser.newContext({
    viewport: DESKTOP,
    storageState: await owner.storageState(),
  });
  const desk = await deskContext.newPage();
  await desk.goto('/dashboard');
  await desk.getByRole('button', { name: 'Reject All' }).click();
  await desk.goto(`/job-applications/${hiring.jobId}`);
  const pipelineCard = desk.getByTestId('pipeline-card').filter({ hasText: 'Oksana' });
  await expect(pipelineCard.getByText('New starter 3/5')).toBeVisible();
  await desk.getByRole('button', { name: /Candidate: Oksana/ }).click();
  const record = desk.getByRole('region', { name: 'New starter' });
  await expect(record.getByText('W4X 8YT 2ZP')).toBeVisible();
  await expect(record.getByRole('button', { name: 'Confirm first shift' })).toBeDisabled();

  const contract = record.getByRole('region', { name: 'Contract' });
  await contract
    .getByLabel('Contract text')
    .fill('You are employed as Head Bartender from your start date, 40 hours a week.');
  await contract.getByRole('button', { name: 'Attach contract' }).click();
  await expect(contract.getByText('Not signed yet')).toBeVisible();

  const permissionEnds = day(120);
  const followUpOn = day(92);
  const check = record.getByRole('form', { name: 'Record the check' });
  await check.getByLabel('Route').selectOption({ label: 'Share code (online check)' });
  await check.getByLabel('Checked on').fill(day(0));
  await check.getByLabel('Result').selectOption({ label: 'Time-limited permission' });
  await check.getByLabel('Permission ends on').fill(permissionEnds);
  await check.getByLabel(/Evidence/).setInputFiles({
    name: 'right-to-work-check.pdf',
    mimeType: 'application/pdf',
    buffer: CHECK_PDF,
  });
  await check.getByRole('button', { name: 'Record the check' }).click();
  await expect(record.getByText(/Follow-up on/)).toBeVisible();
  await expect(record.getByRole('region', { name: 'Right-to-work follow-up due' })).toHaveCount(0);
  await expect(record.getByRole('button', { name: 'Confirm first shift' })).toBeEnabled();
  await expectNoSeriousA11yIssues(desk);
  await recordShots(desk, 'new-starter-owner');

  // The candidate signs the contract; every step is done.
  await page.reload();
  const contractStep = step(page, '4. Contract');
  await contractStep.getByLabel('Sign by typing your full name').fill('Oksana Tester');
  await contractStep.getByRole('button', { name: 'Sign' }).click();
  await expect(contractStep.getByText(/Signed by Oksana Tester/)).toBeVisible();
  await expect(page.getByText('All done: ready for your first shift')).toBeVisible();

  // The board card says ready.
  await desk.reload();
  await expect(
    desk
      .getByTestId('pipeline-card')
      .filter({ hasText: 'Oksana' })
      .getByText('Ready for the first shift'),
  ).toBeVisible();

  // The follow-up shows on its day: the browser's clock moved there.
  await desk.clock.setFixedTime(new Date(`${followUpOn}T09:00:00Z`));
  await desk.reload();
  // (The open application is in the address: the panel opens again.)
  await expect(desk.getByRole('region', { name: 'Right-to-work follow-up due' })).toBeVisible();
  await recordShots(desk, 'new-starter-follow-up');

  // Payroll: the CSV has the full bank details; the record lists the download.
  await desk.goto('/company-management');
  const download = desk.waitForEvent('download');
  await desk.getByRole('link', { name: 'Download payroll CSV' }).click();
  const csv = await (await download).createReadStream();
  let text = '';
  for await (const chunk of csv) text += chunk;
  expect(text).toContain(
    `${NI_NUMBER},A,No student loan,No,Oksana Tester,20-00-00,${ACCOUNT_NUMBER}`,
  );
  await desk.goto(`/job-applications/${hiring.jobId}`);
  await desk.getByRole('button', { name: /Candidate: Oksana/ }).click();
  await expect(desk.getByText(/downloaded them in the payroll CSV on/)).toBeVisible();
  await deskContext.close();
});

async function ownerEmail(owner: import('@playwright/test').APIRequestContext) {
  const me = await owner.get('/api/auth/user');
  return ((await me.json()) as { email: string }).email;
}

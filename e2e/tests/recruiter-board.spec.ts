import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  keyboardMoveRight,
  newCandidate,
  recruiterWithCompany,
} from '../support/recruiter';
import { decideCookies } from './shell-support';

// The recruiter's pipeline board (issue 13): columns with counts, a keyboard drag, the "Move to…"
// menu, search and sort, private notes and tags, the CSV export and the phone's stage picker.
// Screenshots of the board at 1280 and 390 wide go to /tmp/shots/board-*.png.

const SHOTS = '/tmp/shots';

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

async function jobWithApplicants(page: Page) {
  const { venue } = await recruiterWithCompany(page, 'Board Room Bar');
  const created = await page.request.post('/api/jobs', {
    data: {
      title: 'Cocktail Bartender',
      venueId: venue.id,
      employmentType: 'full_time',
      skills: ['cocktails', 'cash handling'],
      salaryType: 'hourly',
      salaryAmount: 13,
      status: 'open',
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).id as string;
  const people = [];
  for (const name of ['Ana', 'Ben', 'Cleo', 'Dev']) {
    const candidate = await newCandidate(name);
    const application = await candidate.apply(jobId, `Hello from ${name}`);
    people.push({ ...candidate, name: `${name} Okafor`, applicationId: application.id });
  }
  return { jobId, people };
}

test('the board: columns, keyboard drag, move menu, search, notes, tags and CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const { jobId, people } = await jobWithApplicants(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/job-applications/${jobId}`);

  const applied = page.getByRole('region', { name: 'Applied (4)' });
  await expect(applied).toBeVisible();
  await expect(page.getByRole('region', { name: 'Withdrawn (0)' })).toBeAttached();

  // Keyboard drag: space picks Ben up, the right arrow goes to Reviewed, space drops him there.
  await keyboardMoveRight(page, 'Ben Okafor', 'Reviewed');
  const reviewed = page.getByRole('region', { name: 'Reviewed (1)' });
  await expect(reviewed.getByText('Ben Okafor')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applied (3)' })).toBeVisible();

  // The same by the menu: Cleo to Reviewed; a drop on Offered from Applied is refused.
  const cleo = page.getByTestId('pipeline-card').filter({ hasText: 'Cleo Okafor' });
  await cleo.getByRole('button', { name: 'Move to… (Cleo Okafor)' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Reviewed', 'Interviewed', 'Rejected']);
  await page.getByRole('menuitem', { name: 'Reviewed' }).click();
  await expect(page.getByRole('region', { name: 'Reviewed (2)' })).toBeVisible();

  // Keyboard drag of Ben from Reviewed to Interviewed opens the schedule-interview dialog.
  await keyboardMoveRight(page, 'Ben Okafor', 'Interviewed');
  const interview = page.getByRole('dialog', { name: 'Schedule interview' });
  await expect(interview).toBeVisible();
  await interview.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: 'Reviewed (2)' })).toBeVisible();

  // Search by name or e-mail; sort by name.
  await page.getByLabel('Search applicants').fill('cleo');
  await expect(page.getByTestId('pipeline-card')).toHaveCount(1);
  await page.getByLabel('Search applicants').fill('');
  await page.getByLabel('Sort').selectOption('name');
  await expect(
    page.getByRole('region', { name: 'Applied (2)' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Ana Okafor', 'Dev Okafor']);

  // Private notes and tags in the candidate panel; the card shows them.
  await cleo.getByRole('button', { name: 'Candidate: Cleo Okafor' }).click();
  const panel = page.getByRole('region', { name: 'Private notes' });
  await panel.getByLabel('Note').fill('Great cocktail knowledge; ask about weekends.');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByText('Great cocktail knowledge; ask about weekends.')).toBeVisible();
  await panel.getByLabel('Tags').fill('weekend');
  await panel.getByLabel('Tags').press('Enter');
  await expect(panel.getByRole('button', { name: 'weekend' })).toBeVisible();
  await expectAccessible(page);
  await page.mouse.click(10, 450); // the drawer's backdrop closes it
  await expect(cleo.getByText('weekend')).toBeVisible();
  await expect(cleo.getByText('1 note')).toBeVisible();

  // The candidate never sees the notes.
  const leak = await people[2].api.get(`/api/applications/${people[2].applicationId}/notes`);
  expect(leak.status()).toBe(404);

  // CSV export: a real download of every applicant.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('cocktail-bartender-applicants.csv');
  const csv = await (await page.request.get(`/api/jobs/${jobId}/applicants.csv`)).text();
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(5);
  expect(lines.find((line) => line.startsWith('Cleo Okafor'))).toContain(',reviewed,');
  expect(lines.find((line) => line.startsWith('Cleo Okafor'))).toContain(',weekend,1');

  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/board-1280.png`, fullPage: true });

  // A phone: the stage picker opens on the first stage with people, with its count.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Sort').selectOption('newest');
  const stage = page.getByLabel('Stage');
  await expect(stage).toHaveValue('applied');
  await expect(stage.getByRole('option', { name: 'Reviewed (2)' })).toBeAttached();
  await expect(page.getByRole('button', { name: /^Drag / })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/board-390.png`, fullPage: true });
  await stage.selectOption('reviewed');
  await expect(page.getByRole('region', { name: 'Reviewed (2)' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/board-390-reviewed.png`, fullPage: true });

  // The dashboard's "Waiting on you" card (nothing has waited a week yet).
  await page.goto('/recruiter');
  const waiting = page.getByRole('region', { name: 'Waiting on you' });
  await expect(waiting.getByText('Nobody is waiting on you. Well done.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
});

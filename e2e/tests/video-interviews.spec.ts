import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newCandidate, recruiterWithCompany } from '../support/recruiter';
import { PASSWORD } from '../support/users';
import { decideCookies } from './shell-support';

// Video interviews carry their meeting link (issue 41, item 2): the recruiter's default link on
// /interview-availability (which fits a phone), the invite dialog's link for video, the board
// card's "Invited to book", and the link on /interviews for both sides. The rules (required for
// video, the e-mails, the .ics) are the API tests' (api/test/booking-meeting-links.test.ts).
// Screenshots at 390 and 1280 wide go to SHOTS_DIR (default /tmp/shots/meeting).

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/meeting';
const LINK = 'https://meet.example.com/harbour-weekly';

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

/** Full-page shots at phone and desktop widths; the page never scrolls sideways. */
async function shots(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${name} at ${width}`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('the default meeting link, the video invitation, "Invited to book", the link on /interviews', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const { venue } = await recruiterWithCompany(page, 'Video Bar');
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
      meetingUrl: LINK,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await page.request.post('/api/jobs', {
    data: {
      title: 'Video Barista',
      venueId: venue.id,
      employmentType: 'part_time',
      salaryType: 'hourly',
      salaryAmount: 13.5,
      status: 'open',
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).id as string;
  const candidate = await newCandidate('Nia');
  const application = await candidate.apply(jobId, 'Happy to talk on video.');

  // The availability screen shows the default link, and fits a phone.
  await page.goto('/interview-availability');
  await expect(page.getByLabel('Default meeting link')).toHaveValue(LINK);
  await shots(page, 'interview-availability');

  // The invite dialog: no hourly rate for an interview; video brings the default link.
  await page.goto(`/job-applications/${jobId}`);
  await page.getByRole('button', { name: 'Invite to book: Nia Okafor' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/Hourly rate/)).toHaveCount(0);
  await dialog.getByLabel('How').selectOption('video');
  await expect(dialog.getByLabel(/Meeting link/)).toHaveValue(LINK);
  await shots(page, 'invite-dialog-video');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const card = page.getByTestId('pipeline-card').filter({ hasText: 'Nia Okafor' });
  await expect(card.getByText('Invited to book')).toBeVisible();
  await shots(page, 'board-invited-to-book');

  // Nia books the first time; both sides' /interviews show the link.
  const slots = await candidate.api.get(`/api/applications/${application.id}/slots`);
  const [slot] = (await slots.json()).slots as { startsAt: string }[];
  const booked = await candidate.api.post(`/api/applications/${application.id}/book`, {
    data: { startsAt: slot.startsAt },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await page.goto('/interviews');
  await expect(page.getByRole('link', { name: LINK })).toBeVisible();
  await shots(page, 'interviews-recruiter');

  const nia = await browser.newContext({ baseURL });
  await decideCookies(nia, baseURL!);
  const niaPage = await nia.newPage();
  const signedIn = await niaPage.request.post('/api/auth/login', {
    data: { email: candidate.email, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  await niaPage.goto('/interviews');
  const upcoming = niaPage.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('link', { name: LINK })).toBeVisible();
  await expect(upcoming.getByRole('button', { name: 'Confirm attendance' })).toHaveCount(0);
  await shots(niaPage, 'interviews-candidate');
  await nia.close();
});

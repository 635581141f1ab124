import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newCandidate, recruiterWithCompany } from '../support/recruiter';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { waitForMail } from '../support/mail';
import { PASSWORD } from '../support/users';
import { decideCookies } from './shell-support';

// Candidates book their own interview (issue 32): the recruiter invites from the board, the
// candidate books from the e-mailed link, both see it, the candidate reschedules. Slots, the one
// winner of a race, reminders and attendance are the API tests' (api/test/booking-*.test.ts).
// Screenshots of the booking page at 390 and 1280 wide go to $SHOTS_DIR (/tmp/shots)/booking-*.png.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test('invite from the board, the candidate books from the e-mailed link, both see it, reschedule', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const { venue } = await recruiterWithCompany(page, 'Booking Bar');
  // The recruiter's week: every day 09:00–17:00 London time, 30-minute slots, no notice.
  const week = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
    day,
    from: '09:00',
    to: '17:00',
  }));
  const saved = await page.request.put('/api/me/availability', {
    data: {
      venueId: venue.id,
      weekly: week,
      slotMinutes: 30,
      bufferMinutes: 0,
      noticeHours: 0,
      horizonDays: 14,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await page.request.post('/api/jobs', {
    data: {
      title: 'Weekend Bartender',
      venueId: venue.id,
      employmentType: 'part_time',
      salaryType: 'hourly',
      salaryAmount: 13.5,
      status: 'open',
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).id as string;
  const candidate = await newCandidate('Lena');
  const application = await candidate.apply(jobId, 'I would love to work weekends.');

  // The recruiter invites Lena from her card on the board.
  await page.goto(`/job-applications/${jobId}`);
  await page
    .getByRole('button', { name: /^Invite to book: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();

  // Lena follows the e-mailed link, signed in in a browser of her own.
  const mail = await waitForMail(candidate.email, { subject: /^Book your/ });
  const link = /https?:\/\/\S+\/book\/[0-9a-f-]{36}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const path = new URL(link!).pathname;
  expect(path).toBe(`/book/${application.id}`);
  const lena = await browser.newContext({ baseURL });
  await decideCookies(lena, baseURL!);
  const phone = await lena.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  const signedIn = await phone.request.post('/api/auth/login', {
    data: { email: candidate.email, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  await phone.goto(path);
  await expect(phone.getByRole('heading', { level: 1, name: 'Book your interview' })).toBeVisible();
  // Day first: the days with free times (the first chosen), then that day's times.
  const days = phone.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  const times = phone.getByRole('radiogroup', { name: /^Times on / }).getByRole('radio');
  await expect(days.first()).toHaveAttribute('aria-checked', 'true');
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect(times.first()).toBeFocused();
  await phone.screenshot({ path: `${SHOTS}/booking-day-390.png`, fullPage: true });
  await expectNoSeriousA11yViolations(phone, 'the booking page');
  await times.first().click();
  await expect(times.first()).toHaveAttribute('aria-checked', 'true');
  await phone.screenshot({ path: `${SHOTS}/booking-time-390.png` });
  await phone.getByRole('button', { name: /^Confirm / }).click();
  await expect(phone.getByRole('heading', { name: 'You are booked' })).toBeFocused();
  // The notification's toast (at the bottom) leaves Add to calendar clear.
  const addToCalendar = phone.getByRole('link', { name: 'Add to calendar' });
  const toast = phone.getByRole('status').filter({ hasText: 'Interview booked' });
  await expect(toast).toBeVisible();
  const [calendarBox, toastBox] = [
    (await addToCalendar.boundingBox())!,
    (await toast.boundingBox())!,
  ];
  expect(calendarBox.y + calendarBox.height).toBeLessThanOrEqual(toastBox.y);
  await phone.screenshot({ path: `${SHOTS}/booking-confirmed-390.png` });
  await expectNoSeriousA11yViolations(phone, 'the booking confirmation');

  // The recruiter sees the booked interview.
  await page.goto('/interviews');
  await expect(page.getByText('Lena Okafor').first()).toBeVisible();
  const before = await page.request.get('/api/interviews');
  const [booked] = (await before.json()).upcoming as { id: string; startsAt: string }[];
  expect(booked).toBeTruthy();

  // Lena reschedules by keyboard: her current time is marked and not offered; the next day by
  // arrow, Enter to its times, Space on one, and Confirm is at most 3 Tabs on.
  await phone.getByRole('button', { name: 'Reschedule' }).click();
  await expect(phone.getByRole('heading', { name: 'Choose a new time' })).toBeFocused();
  const current = times.filter({ hasText: 'Your current time' });
  await expect(current).toBeDisabled();
  await phone.screenshot({ path: `${SHOTS}/booking-reschedule-390.png`, fullPage: true });
  await expectNoSeriousA11yViolations(phone, 'the reschedule view');
  await days.nth(1).focus();
  await phone.keyboard.press('ArrowRight');
  await expect(days.nth(2)).toBeFocused();
  await phone.keyboard.press('Enter');
  await expect(times.first()).toBeFocused();
  await phone.keyboard.press('Space');
  await expect(times.first()).toHaveAttribute('aria-checked', 'true');
  const confirm = phone.getByRole('button', { name: /^Confirm / });
  let tabs = 0;
  while (tabs < 3 && !(await confirm.evaluate((el) => el === document.activeElement))) {
    await phone.keyboard.press('Tab');
    tabs += 1;
  }
  await expect(confirm).toBeFocused();
  expect(tabs).toBeLessThanOrEqual(3);
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('heading', { name: 'You are booked' })).toBeFocused();
  await expect
    .poll(async () => {
      const after = await page.request.get('/api/interviews');
      const moved = ((await after.json()).upcoming as { id: string; startsAt: string }[]).find(
        (interview) => interview.id === booked.id,
      );
      return moved?.startsAt;
    })
    .not.toBe(booked.startsAt);

  // At 1280: the confirmation, then the reschedule view with a day and a time chosen.
  await phone.setViewportSize({ width: 1280, height: 900 });
  await phone.goto(path);
  await expect(phone.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/booking-confirmed-1280.png`, fullPage: true });
  await phone.getByRole('button', { name: 'Reschedule' }).click();
  await expect(current).toBeDisabled();
  await phone.screenshot({ path: `${SHOTS}/booking-reschedule-1280.png`, fullPage: true });
  await days.nth(3).click();
  await phone.screenshot({ path: `${SHOTS}/booking-day-1280.png`, fullPage: true });
  await times.nth(2).click();
  await phone.screenshot({ path: `${SHOTS}/booking-time-1280.png`, fullPage: true });
  await lena.close();
});

import { decideCookies } from './shell-support';
import { expect, test } from '@playwright/test';
import { signUpThroughForm, uniqueEmail } from '../support/users';
import { signedInApi } from '../support/candidate';
import { DEMO_RECRUITER_EMAIL } from '../support/demo';

// The machine running the suite is shared and PGlite serves one query at a time: first loads can be slow.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 30_000 };

type CompanyJob = { id: string; title: string; location: string; company: { name: string } };

// The shell's cookie banner is decided up front: these specs are about other things.
test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test('a new candidate completes the profile, gets recommendations, saves, likes, searches, applies once and sees the recruiter move the application', async ({
  page,
}) => {
  // One of the demo recruiter's open jobs: the candidate will apply for it.
  const recruiter = await signedInApi(DEMO_RECRUITER_EMAIL);
  const mine = await recruiter.get('/api/companies/mine/jobs?status=open&pageSize=5');
  expect(mine.status()).toBe(200);
  const target = ((await mine.json()) as { items: CompanyJob[] }).items[0];
  expect(target).toBeTruthy();
  const detail = (await (await recruiter.get(`/api/jobs/${target.id}`)).json()) as CompanyJob;

  await signUpThroughForm(page, 'candidate', {
    email: uniqueEmail('ivy'),
    firstName: 'Ivy',
    lastName: 'Mensah',
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  // The sign-up's own session is the first visit (issue 13): "Welcome", not "Welcome back".
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ivy!' })).toBeVisible();
  const percent = page.getByTestId('profile-completion-percent');
  await expect(percent).toHaveText('25%', slow);
  for (const stat of ['total', 'pendingReview', 'interviews', 'jobOffers'])
    await expect(page.getByTestId(`stat-${stat}`)).toContainText('0');
  await expect(page.getByText('No applications yet')).toBeVisible();

  // The profile: every field; the completion card changes as soon as it is saved.
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Bio').fill('Friendly barista who loves a busy morning rush.');
  await page.getByLabel('Experience').fill('3 years as a barista and 1 year behind the bar');
  await page.getByLabel('Phone number').fill('not a phone');
  await page.getByLabel('Skills').fill('latte art');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Skills').fill('customer service');
  await page.keyboard.press('Enter');
  await page.getByLabel('Location').fill(detail.location);
  await page.getByRole('checkbox', { name: 'Saturday evening' }).check();
  await page.getByRole('checkbox', { name: 'Sunday morning' }).check();
  await page.getByLabel('Show me in the talent pool').check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  // A bad phone number is named, and nothing typed is lost.
  await expect(page.getByText('Phone number must be 5 to 32 digits')).toBeVisible();
  await expect(page.getByLabel('Bio')).toHaveValue(
    'Friendly barista who loves a busy morning rush.',
  );
  await expect(percent).toHaveText('25%');
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(percent).toHaveText('80%'); // 25 + bio 15 + experience 15 + phone 10 + skills 15

  const saved = await (await page.request.get('/api/profile')).json();
  expect(saved).toMatchObject({
    phoneNumber: '07700 900123',
    skills: ['latte art', 'customer service'],
    availability: ['sat_evening', 'sun_morning'],
    visibleInTalentPool: true,
    completion: 80,
  });

  // Culture answers (the assessment screens are another issue's): stored through the API.
  const culture = await page.request.put('/api/cultural-assessment', {
    data: {
      assessmentType: 'candidate',
      responses: {
        workPace: 'fast',
        guestInteraction: 'high',
        teamSize: 'small',
        serviceApproach: 'personalized',
        primaryValues: ['teamwork', 'quality'],
      },
    },
  });
  expect(culture.status()).toBe(200);

  // Recommendations on both tabs.
  await page.goto('/dashboard');
  await expect(percent).toHaveText('80%', slow);
  await expect(page.getByText('1 of 2 assessments complete')).toBeVisible();
  const cards = page.getByTestId('recommended-job');
  await expect(cards.first()).toBeVisible(slow);
  await expect(cards.first().getByText(/% match$/)).toBeVisible();
  const cultureCall = page.waitForResponse((r) =>
    r.url().endsWith('/api/job-recommendations?mode=culture'),
  );
  await page.getByRole('tab', { name: 'Culture' }).click();
  expect((await cultureCall).status()).toBe(200);
  await expect(cards.first().getByText(/% culture fit$/)).toBeVisible();

  // Save and like: marked once the server said yes.
  const first = cards.first();
  const saveCall = page.waitForResponse(
    (r) => r.url().endsWith('/api/saved-jobs') && r.request().method() === 'POST',
  );
  await first.getByRole('button', { name: 'Save job' }).click();
  expect((await saveCall).status()).toBe(201);
  await expect(first.getByRole('button', { name: 'Saved' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const likeCall = page.waitForResponse((r) => r.url().endsWith('/api/job-preferences'));
  await first.getByRole('button', { name: 'Like job' }).click();
  expect((await likeCall).status()).toBe(201);
  await expect(first.getByRole('button', { name: 'Liked' })).toBeVisible();
  const savedJobs = await (await page.request.get('/api/saved-jobs')).json();
  expect(savedJobs.total).toBe(1);

  // Search, with the query kept in the address, and apply.
  await page.getByRole('link', { name: 'View All Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  // Filters apply as they are typed (issue 15): no Search button.
  await page.getByLabel('Search jobs').fill(target.title);
  await page.getByLabel('Near').fill(detail.location);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page).toHaveURL(
    new RegExp(`near=${encodeURIComponent(detail.location).replace(/%20/g, '(\\+|%20)')}`),
  );
  const item = page
    .getByTestId('job-item')
    .filter({ hasText: detail.company.name })
    .filter({ has: page.getByRole('heading', { name: target.title, exact: true }) })
    .first();
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: `Apply: ${target.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/apply/${target.id}$`));
  await expect(page.getByText('07700 900123')).toBeVisible(); // the profile, filled in already
  await expect(page.getByRole('checkbox', { name: 'Saturday evening' })).toBeChecked();
  await page.getByLabel('Cover note').fill('I would love to join your team at weekends.');
  await page.getByRole('button', { name: 'Send application' }).click();
  // A toast and a confirmation (issue 13), which leads to the application.
  await expect(page.getByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible();
  await page
    .getByTestId('applied-confirmation')
    .getByRole('link', { name: 'View your application' })
    .click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  const applicationId = page.url().split('/').pop()!;
  await expect(page.getByTestId('application-status')).toContainText('Applied', slow);
  await expect(page.getByText('I would love to join your team at weekends.')).toBeVisible();

  // A second application to the same job is refused clearly.
  const again = await page.request.post('/api/applications', { data: { jobId: target.id } });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('You have already applied for this job');
  await page.goto(`/apply/${target.id}`);
  await expect(page.getByText('You have already applied for this job')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);

  // The recruiter moves it; the candidate sees the new status.
  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByTestId('application-status')).toContainText('Applied', slow);
  const moved = await recruiter.patch(`/api/applications/${applicationId}/status`, {
    data: { status: 'reviewed' },
  });
  expect(moved.status()).toBe(200);
  // Live (spec: the candidate sees the status change without reloading): the shell's socket
  // brings the event and the open page refetches. No reload here: a reload would hide a dead socket.
  const status = page.getByTestId('application-status');
  await expect(status).toContainText('Reviewed', { timeout: 20_000 });
  await expect(page.getByTestId('status-history')).toContainText('Applied → Reviewed');

  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-total')).toContainText('1', slow);
  await expect(page.getByTestId('stat-pendingReview')).toContainText('0');
  await expect(page.getByTestId('recent-application')).toHaveCount(1, slow);
  await expect(page.getByTestId('recent-application')).toContainText('Reviewed');
  await recruiter.dispose();
});

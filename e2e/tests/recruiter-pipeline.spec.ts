import { expect, test } from '@playwright/test';
import { lookAt, newCandidate, recruiterWithCompany, screenshots } from '../support/recruiter';

// The recruiter's other hiring screens with real data: matches and invitations, bulk reject, the
// talent pool, a candidate's profile and messages, the job generator, editing, interview
// preparation with a scorecard, and the offer preview.

/** Something a live event brings must show on the open page without a reload (the machine is slow). */
const LIVE = { timeout: 20_000 };

test('matches, invitations, bulk reject, talent pool and messages', async ({ page }) => {
  test.setTimeout(180_000);
  const { venue } = await recruiterWithCompany(page, 'Cellar Door');
  const created = await page.request.post('/api/jobs', {
    data: {
      title: 'Sommelier',
      venueId: venue.id,
      employmentType: 'full_time',
      skills: ['wine knowledge', 'sommelier service'],
      salaryType: 'yearly',
      salaryAmount: 34000,
      status: 'open',
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).id as string;

  const bea = await newCandidate('Bea');
  await bea.joinTalentPool({
    skills: ['wine knowledge', 'sommelier service'],
    location: 'Leeds',
    availability: ['fri_evening', 'sat_evening'],
  });
  const cal = await newCandidate('Cal');
  const dee = await newCandidate('Dee');
  await cal.apply(jobId, 'Hello from Cal');
  await dee.apply(jobId, 'Hello from Dee');

  // Matches: Bea ranks with reasons; invite her.
  await page.goto(`/job-matches/${jobId}`);
  const match = page.getByTestId('match-card').filter({ hasText: 'Bea O.' });
  await expect(match).toBeVisible();
  await expect(
    match.getByText('Has 2 of the 2 skills: wine knowledge and sommelier service'),
  ).toBeVisible();
  await expect(match.getByText('Lives in Leeds, where the job is')).toBeVisible();
  await lookAt(page, 'job-matches', /Matches: Sommelier/);
  await match.getByRole('button', { name: 'Invite to apply: Bea O.' }).click();
  await page.getByLabel('Message (optional)').fill('Come and taste our list.');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(match.getByText('Invited')).toBeVisible();
  const notes = await (await bea.api.get('/api/notifications')).json();
  expect(notes.notifications.map((n: { type: string }) => n.type)).toContain('job.invite');

  // Bulk reject Cal and Dee with a message.
  await page.goto(`/job-applications/${jobId}`);
  await page.getByLabel('Select Cal Okafor').check();
  await page.getByLabel('Select Dee Okafor').check();
  await page.getByRole('button', { name: 'Reject selected (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 2 applications?' });
  await dialog.getByLabel('Message to the candidate').fill('Thank you for applying.');
  await screenshots(page, 'bulk-reject');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('region', { name: 'Rejected (2)' })).toBeVisible();

  // The talent pool: search, a profile, a message.
  await page.goto('/talent-pool');
  await page.getByLabel('Skills').fill('sommelier service');
  await page.getByLabel('Location').fill('Leeds');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/skills=sommelier/);
  await lookAt(page, 'talent-pool', 'Talent Pool');
  await page.getByRole('link', { name: 'View profile: Bea O.' }).click();
  await expect(page.getByText('4 years as a sommelier in busy restaurants')).toBeVisible();
  await lookAt(page, 'talent-pool-candidate', 'Bea O.');
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await page.getByLabel('Message').fill('Hello Bea, are you free for a chat?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Hello Bea, are you free for a chat?')).toBeVisible();
  const conversations = await (await bea.api.get('/api/conversations')).json();
  const conversationId = conversations.items[0].id as string;
  await expect(page).toHaveURL(new RegExp(`/talent-pool/messages/${conversationId}$`));
  await expect(page.getByRole('listitem').filter({ hasText: 'Hello Bea' })).toBeVisible();
  await bea.api.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: 'Yes, Friday works!' },
  });
  await expect(page.locator('#main').getByText('Yes, Friday works!')).toBeVisible(LIVE);
  // …and the shell's toast tells the recruiter too.
  await expect(
    page.getByRole('region', { name: 'Notifications toasts' }).getByText('Yes, Friday works!'),
  ).toBeVisible();
  await lookAt(page, 'talent-pool-messages', 'Messages');

  for (const c of [bea, cal, dee]) await c.api.dispose();
});

test('the job generator hands a draft to the form; edit, interview preparation and the offer preview', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { venue } = await recruiterWithCompany(page, 'Quay Bar');

  await page.goto('/ai-job-generator');
  await page.getByLabel('Role').fill('Bartender');
  await page.getByLabel('Venue').selectOption(venue.id);
  await page.getByLabel('Pay amount (£)').fill('12.75');
  await page.getByLabel('Key skills').fill('cocktails, cash handling');
  await page.getByRole('button', { name: 'Write description' }).click();
  await expect(page.getByLabel('Draft description')).toHaveValue(
    /looking for a Bartender to join the team/,
  );
  await lookAt(page, 'ai-job-generator', 'AI Job Generator');
  await page.getByRole('button', { name: 'Edit and publish' }).click();
  await expect(page).toHaveURL(/\/post-job$/);
  await expect(page.getByLabel('Job title')).toHaveValue('Bartender');
  await expect(page.getByLabel('Description')).toHaveValue(/We run at a fast pace/);
  await expect(page.getByLabel('Salary amount (£)')).toHaveValue('12.75');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/edit-job\/[0-9a-f-]{36}$/);
  const jobId = page.url().split('/').at(-1)!;
  await expect(page.getByText('Status: Draft')).toBeVisible();
  await lookAt(page, 'edit-job', 'Edit Job');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Status: Open')).toBeVisible();

  // An interview to rate.
  const eve = await newCandidate('Eve');
  const application = await eve.apply(jobId, 'Cocktails are my thing.');
  const scheduled = await page.request.post(`/api/applications/${application.id}/interviews`, {
    data: {
      startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      durationMinutes: 30,
      mode: 'video',
      meetingUrl: 'https://meet.example.com/quay',
      interviewerName: 'Rosa Diaz',
    },
  });
  expect(scheduled.status()).toBe(201);

  await page.goto(`/interview-preparation?application=${application.id}`);
  await page.getByRole('button', { name: 'Bartender' }).click();
  await expect(
    page.getByText('Walk me through making your favourite classic cocktail.'),
  ).toBeVisible();
  await page.getByLabel('Hospitality').selectOption('5');
  await page.getByLabel('Teamwork').selectOption('4');
  await page.getByLabel('Recommendation').selectOption('hire');
  await page.getByLabel('Notes').fill('Great energy, knows her classics.');
  await page.getByRole('button', { name: 'Save scorecard' }).click();
  await expect(page.getByText('Eve Okafor — Bartender', { exact: true })).toBeVisible();
  await expect(page.getByText(/Hire · Average 4\.5 \/ 5/)).toBeVisible();
  await lookAt(page, 'interview-preparation', 'Interview Preparation');

  await page.goto('/test-offer');
  await page.getByLabel('Job title').fill('Bartender');
  await page.getByLabel('Pay amount (£)').fill('13');
  await expect(page.getByTestId('offer-preview')).toContainText('£13.00/hour');
  await expect(page.getByTestId('offer-preview')).toContainText('Job offer from Quay Bar');
  await lookAt(page, 'test-offer', 'Test Offer');
  await eve.api.dispose();
});

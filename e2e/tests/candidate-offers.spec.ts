import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectNoSeriousA11yIssues,
  makeOffer,
  post,
  recruiterAndApplication,
  scheduleInterview,
  screenshots,
  signInByApi,
  signUpByApi,
} from '../support/candidate-prep';
import { DEMO_CANDIDATE_EMAIL } from '../support/demo';

test.describe.configure({ timeout: 150_000 });

test('a candidate confirms an interview, downloads its calendar file and accepts the offer', async ({
  page,
  request: recruiter,
}) => {
  const candidate = await signUpByApi(page.request, 'candidate');
  const hiring = await recruiterAndApplication(recruiter, page.request, candidate.id);
  const interview = await scheduleInterview(recruiter, hiring);

  await page.goto('/interviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: hiring.jobTitle });
  await expect(card).toContainText('Awaiting your confirmation');
  await expect(card).toContainText('12 Quay Street, Bristol');
  const calendar = card.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('href', `/api/interviews/${interview.id}/calendar.ics`);
  const ics = await page.request.get(`/api/interviews/${interview.id}/calendar.ics`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'interviews');

  await card.getByRole('button', { name: 'Confirm attendance' }).click();
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('button', { name: 'Confirm attendance' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: hiring.jobTitle })).toContainText(
    'Confirmed',
  );

  await makeOffer(recruiter, hiring);
  await page.goto('/job-offers');
  const offer = page.getByRole('listitem').filter({ hasText: hiring.jobTitle });
  await expect(offer).toContainText('Awaiting your answer');
  await expect(offer).toContainText('£29,500/year');
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'job-offers');

  // Accepting asks first; Cancel changes nothing.
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(dialog).toContainText(hiring.companyName);
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(offer).toContainText('Awaiting your answer');
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept offer' }).click();
  await expect(offer).toContainText('Accepted');
  await expect(offer.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);

  // The recruiter was told.
  const notes = await (await recruiter.get('/api/notifications')).json();
  expect(notes.notifications.map((n: { type: string }) => n.type)).toContain('offer.accepted');
});

test('declining an offer asks for confirmation and tells the recruiter', async ({
  page,
  request: recruiter,
}) => {
  const candidate = await signUpByApi(page.request, 'candidate');
  const hiring = await recruiterAndApplication(recruiter, page.request, candidate.id);
  // An offer is made from reviewed or interviewed (issue 13): the recruiter reviews it first.
  const reviewed = await recruiter.patch(`/api/applications/${hiring.applicationId}/status`, {
    data: { status: 'reviewed' },
  });
  expect(reviewed.status()).toBe(200);
  await makeOffer(recruiter, hiring);
  await page.goto('/job-offers');
  const offer = page.getByRole('listitem').filter({ hasText: hiring.jobTitle });
  await offer.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('dialog', { name: 'Decline this offer?' })).toContainText(
    'This cannot be undone',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
  await expect(offer).toContainText('Declined');
  const notes = await (await recruiter.get('/api/notifications')).json();
  expect(notes.notifications.map((n: { type: string }) => n.type)).toContain('offer.declined');
});

test('the demo candidate sees their interview history and offers', async ({ page }) => {
  await signInByApi(page.request, DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD);
  await page.goto('/interviews');
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Past' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'interviews-demo');
  await page.goto('/job-offers');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await screenshots(page, 'job-offers-demo');
});

test('a candidate creates, edits, pauses and deletes a job alert', async ({ page }) => {
  await signUpByApi(page.request, 'candidate');
  await page.goto('/job-alerts');
  await expect(page.getByText('No job alerts yet')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'job-alerts-empty');

  await page.getByRole('button', { name: 'New alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job alert' });
  await dialog.getByLabel('Keywords').fill('bartender');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByText('Alert name is required')).toBeVisible();
  await expect(dialog.getByLabel('Keywords')).toHaveValue('bartender');
  await dialog.getByLabel('Alert name').fill('Bar work in Leeds');
  await dialog.getByLabel('City').fill('Leeds');
  await dialog.getByLabel('Bar', { exact: true }).check();
  await dialog.getByLabel('Minimum pay (£)').fill('12.5');
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'job-alerts-form');
  await dialog.getByRole('button', { name: 'Save alert' }).click();

  const alert = page.getByRole('listitem', { name: 'Bar work in Leeds' });
  await expect(alert).toContainText('"bartender" · Leeds · Bar · from £12.50/hour');
  await expect(alert).toContainText('Active');

  await alert.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit job alert' });
  await expect(edit.getByLabel('City')).toHaveValue('Leeds');
  await edit.getByLabel('Alert name').fill('Leeds bars');
  await edit.getByRole('button', { name: 'Save alert' }).click();
  const renamed = page.getByRole('listitem', { name: 'Leeds bars' });
  await expect(renamed).toBeVisible();

  await renamed.getByLabel('Pause').click();
  await expect(renamed).toContainText('Paused');
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Leeds bars' })).toContainText('Paused');
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'job-alerts');

  await page
    .getByRole('listitem', { name: 'Leeds bars' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this alert?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('listitem', { name: 'Leeds bars' })).toBeVisible();
  await page
    .getByRole('listitem', { name: 'Leeds bars' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete this alert?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No job alerts yet')).toBeVisible();
  const stored = await (await page.request.get('/api/job-alerts')).json();
  expect(stored.total).toBe(0);
});

test('a candidate turns on talent-pool visibility and replies to a recruiter', async ({
  page,
  request: recruiter,
}) => {
  const candidate = await signUpByApi(page.request, 'candidate');
  const hiring = await recruiterAndApplication(recruiter, page.request, candidate.id);
  const started = await post<{ conversation: { id: string } }>(recruiter, '/api/conversations', {
    candidateId: candidate.id,
    jobId: hiring.jobId,
    body: 'Hi! Could you do a trial shift on Friday?',
  });

  await page.goto('/talent-pool');
  await expect(page.getByRole('heading', { level: 1, name: 'Talent Pool' })).toBeVisible();
  const toggle = page.getByLabel('Show my profile in the talent pool');
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText('Employers can find your profile and message you.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Show my profile in the talent pool')).toBeChecked();
  expect((await (await page.request.get('/api/profile')).json()).visibleInTalentPool).toBe(true);

  await expect(page.getByRole('link', { name: new RegExp(hiring.companyName) })).toContainText(
    'Could you do a trial shift',
  );
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'talent-pool');

  await page.getByRole('link', { name: new RegExp(hiring.companyName) }).click();
  await expect(page).toHaveURL(new RegExp(`/talent-pool/messages/${started.conversation.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Messages with ${hiring.companyName}`,
  );
  await expect(page.getByText('Hi! Could you do a trial shift on Friday?')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Yes, Friday works. What time?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Conversation history' })).toContainText(
    'Yes, Friday works. What time?',
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'talent-pool-messages');

  const thread = await (
    await recruiter.get(`/api/conversations/${started.conversation.id}/messages`)
  ).json();
  expect(thread.items.map((m: { body: string }) => m.body)).toContain(
    'Yes, Friday works. What time?',
  );
});

test('a recruiter’s message arrives on the candidate’s open conversation without a reload', async ({
  page,
  request: recruiter,
}) => {
  const candidate = await signUpByApi(page.request, 'candidate');
  const hiring = await recruiterAndApplication(recruiter, page.request, candidate.id);
  const started = await post<{ conversation: { id: string } }>(recruiter, '/api/conversations', {
    candidateId: candidate.id,
    jobId: hiring.jobId,
    body: 'Thanks for applying! Are you around this week?',
  });

  // Any full page load after this point would mean the message needed a reload to show.
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(`/talent-pool/messages/${started.conversation.id}`);
  const history = page.getByRole('list', { name: 'Conversation history' });
  await expect(history).toContainText('Thanks for applying! Are you around this week?', {
    timeout: 30_000,
  });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  const loadsBefore = loads;

  const sent = await recruiter.post(`/api/conversations/${started.conversation.id}/messages`, {
    data: { body: 'Could you come in for a trial shift on Thursday at 4pm?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await expect(history).toContainText('Could you come in for a trial shift on Thursday at 4pm?', {
    timeout: 20_000,
  });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  expect(loads).toBe(loadsBefore);
  // The sender is named as the company, not as the candidate.
  await expect(history.getByRole('listitem').last()).toContainText(hiring.companyName);
});

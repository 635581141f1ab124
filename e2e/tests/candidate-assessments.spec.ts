import { expect, test } from '@playwright/test';

// Many steps with axe checks and screenshots at two widths on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });
import { expectNoSeriousA11yIssues, screenshots, signUpByApi } from '../support/candidate-prep';

test('a new candidate takes the personality quiz; the result shows and stays after reload', async ({
  page,
}) => {
  await signUpByApi(page.request, 'candidate');
  await page.goto('/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments Hub' })).toBeVisible();
  await expect(page.getByText('0% complete')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'assessments-empty');

  await page.getByRole('link', { name: 'Take the personality quiz' }).click();
  await expect(page).toHaveURL(/\/personality-quiz$/);
  await expect(page.getByText('Question 1 of 12')).toBeVisible();

  // Next without an answer names the question.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please answer question 1')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'personality-quiz');

  // Always the warm, guest-facing answer: the host type.
  const hostAnswers = [
    'Say hello to the regulars already at the bar',
    'Listen, apologise and make them feel looked after',
    '"You made our evening special"',
    'Full of conversations with guests',
    'Make them feel welcome and introduce them to everyone',
    'Wine or cocktail pairing to advise guests',
    'Keep guests informed and happy while it is fixed',
    'Guests being rushed or ignored',
    'Warm and welcoming',
    'Guests thanked you personally',
    'A boutique hotel where guests are known by name',
    'Check in with each person and keep spirits kind',
  ];
  for (const [i, answer] of hostAnswers.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 12`)).toBeVisible();
    await page.getByLabel(answer, { exact: true }).check();
    await page
      .getByRole('button', { name: i === hostAnswers.length - 1 ? 'See my result' : 'Next' })
      .click();
  }

  await expect(page).toHaveURL(/\/personality\/result$/);
  await expect(page.getByRole('heading', { name: 'The Host' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What it means at work' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Roles that suit you' })).toContainText(
    'Hotel receptionist',
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The Host' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'personality-result');

  await page.goto('/assessments?tab=personality');
  await expect(page.getByText('50% complete')).toBeVisible();
  await expect(page.getByText('Your type: The Host')).toBeVisible();
});

test('a new candidate answers the culture assessment; the answers persist after reload', async ({
  page,
}) => {
  await signUpByApi(page.request, 'candidate');
  await page.goto('/assessments?tab=culture');
  await expect(page.getByRole('tab', { name: 'Culture', selected: true })).toBeVisible();
  await page.getByRole('link', { name: 'Take the culture assessment' }).click();
  await expect(page).toHaveURL(/\/cultural-assessment$/);

  await page.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page.getByText('Work pace is required')).toBeVisible();

  await page.getByLabel('Fast: I love a packed, high-energy service').check();
  await page.getByLabel('High: I want to be with guests all shift').check();
  await page.getByLabel('Small: under 10 people').check();
  await page.getByLabel('Personalised: remembering names and tailoring every visit').check();
  // Values still missing: named, and what was chosen stays.
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page.getByText('Values that matter most to you is required')).toBeVisible();
  await expect(page.getByLabel('Fast: I love a packed, high-energy service')).toBeChecked();
  await page.getByLabel('Teamwork').check();
  await page.getByLabel('Sustainability').check();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'cultural-assessment');
  await page.getByRole('button', { name: 'Save my answers' }).click();

  await expect(page).toHaveURL(/\/assessments\?tab=culture$/);
  await expect(page.getByText('50% complete')).toBeVisible();
  await expect(page.getByText('Fast: I love a packed, high-energy service')).toBeVisible();
  await expect(page.getByText('Teamwork, Sustainability')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Teamwork, Sustainability')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'assessments-culture');

  const stored = await page.request.get('/api/cultural-assessment?assessmentType=candidate');
  expect((await stored.json()).responses).toEqual({
    workPace: 'fast',
    guestInteraction: 'high',
    teamSize: 'small',
    serviceApproach: 'personalized',
    primaryValues: ['teamwork', 'sustainability'],
  });

  // Editing starts from the stored answers.
  await page.getByRole('link', { name: 'Edit your answers' }).click();
  await expect(page.getByLabel('Small: under 10 people')).toBeChecked();
});

test('the hospitality quiz is scored by the API and the last attempt is kept', async ({ page }) => {
  await signUpByApi(page.request, 'candidate');
  await page.goto('/hospitality-quiz');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hospitality Knowledge Quiz' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Please answer question 1')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'hospitality-quiz');

  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(15);
  for (let i = 0; i < 15; i += 1) await groups.nth(i).getByRole('radio').first().check();
  await page.getByLabel('14', { exact: true }).check();
  await page.getByLabel('Anyone who looks under 25', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();

  const score = page.getByRole('status').filter({ hasText: /You scored \d+ out of 15/ });
  await expect(score).toBeVisible();
  const text = (await score.textContent()) ?? '';
  await expect(page.getByText(/celery, cereals containing gluten/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(/Your last attempt: \d+\/15/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'hospitality-quiz-result');
});

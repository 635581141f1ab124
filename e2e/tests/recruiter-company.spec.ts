import { expect, test } from '@playwright/test';
import { signInAsDemoRecruiter, visit } from '../support/recruiter-company';

// Many screens, each checked with axe and shot at two widths, on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

const AREA = 'recruiter-company';

test('the demo recruiter edits the company, adds, confirms and archives a venue', async ({
  page,
}) => {
  await signInAsDemoRecruiter(page);
  await visit(page, AREA, '/company-management', 'Manage Company & Venues', 'company-management');

  const description = `Neighbourhood restaurants and bars, updated ${Date.now()}`;
  await page.getByLabel('Description').first().fill(description);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('button', { name: 'Save details' })).toBeEnabled();
  await page.reload();
  await expect(page.getByLabel('Description').first()).toHaveValue(description);

  // A company name left blank is refused, naming the field, and keeps the rest of what was typed.
  const name = page.getByLabel('Company name');
  const original = await name.inputValue();
  await name.fill('');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await name.fill(original);

  const venueName = `The Harbour Room ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Add venue' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add venue' });
  await dialog.getByLabel('Venue name').fill(venueName);
  await dialog.getByRole('button', { name: 'Add venue' }).click();
  await expect(dialog.getByText('City is required')).toBeVisible();
  await expect(dialog.getByLabel('Venue name')).toHaveValue(venueName);
  await dialog.getByLabel('City').fill('Brighton');
  await dialog.getByLabel('Postcode').fill('bn1 1aa');
  await dialog.getByRole('button', { name: 'Add venue' }).click();

  await expect(page).toHaveURL(/\/venue-confirm\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your venue' })).toBeVisible();
  await expect(page.getByText(venueName)).toBeVisible();
  await expect(page.getByText('BN1 1AA')).toBeVisible();
  await visit(
    page,
    AREA,
    page.url().replace(/^https?:\/\/[^/]+/, ''),
    'Confirm your venue',
    'venue-confirm',
  );
  await page.getByRole('button', { name: 'Looks right' }).click();
  await expect(page).toHaveURL(/\/company-management$/);

  const row = page.getByRole('listitem').filter({ hasText: venueName });
  await row.getByRole('button', { name: `Archive ${venueName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Archive ${venueName}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(row.getByText('Archived')).toBeVisible();
  await expect(row.getByRole('button', { name: `Unarchive ${venueName}` })).toBeVisible();

  // The venue's own page, and every active venue side by side.
  await row.getByRole('link', { name: `Edit ${venueName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
  await visit(page, AREA, page.url().replace(/^https?:\/\/[^/]+/, ''), venueName, 'venue');
  await visit(page, AREA, '/multi-site', 'All Venues', 'multi-site');
  await expect(page.getByRole('heading', { level: 2, name: venueName })).toHaveCount(0);
  await expect(page.getByText('Open jobs').first()).toBeVisible();
});

test('branding saves and the careers preview follows what is typed', async ({ page }) => {
  await signInAsDemoRecruiter(page);
  await visit(page, AREA, '/company-branding', 'Company Branding', 'company-branding');
  const headline = `Come and cook with us ${Date.now() % 10000}`;
  await page.getByLabel('Careers page headline').fill(headline);
  await expect(page.getByTestId('careers-preview')).toContainText(headline);
  await page.getByLabel('Primary colour', { exact: true }).fill('#0b6e4f');
  await page.getByLabel('Accent colour', { exact: true }).fill('nope');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Accent colour must be a hex colour such as #1f6f5c')).toBeVisible();
  await expect(page.getByLabel('Careers page headline')).toHaveValue(headline);
  await page.getByLabel('Accent colour', { exact: true }).fill('#f2a541');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByRole('button', { name: 'Save branding' })).toBeEnabled();
  await page.reload();
  await expect(page.getByLabel('Careers page headline')).toHaveValue(headline);
  await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#0b6e4f');
});

test('a magical moment is logged for a past hire and shows on Rehire; the culture pages work', async ({
  page,
}) => {
  await signInAsDemoRecruiter(page);
  await page.goto('/rehire');
  const hire =
    (
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()
    )?.trim() ?? '';
  expect(hire).not.toBe('');

  await visit(page, AREA, '/magical-moments', 'Magical Moments', 'magical-moments');
  const story = `Drove a forgotten handbag to a guest's hotel (${Date.now()})`;
  await page.getByRole('button', { name: 'Log moment' }).click();
  await expect(page.getByText('Team member is required')).toBeVisible();
  await page.getByLabel('Team member').fill(hire);
  await page.getByLabel('What happened').fill(story);
  await page.getByRole('button', { name: 'Log moment' }).click();
  await expect(page.getByText(story)).toBeVisible();
  await expect(page.getByLabel('What happened')).toHaveValue('');

  await visit(page, AREA, '/rehire', 'Rehire', 'rehire');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: hire }) });
  await expect(card.getByText(story)).toBeVisible();
  await card.getByRole('button', { name: `Invite back ${hire}` }).click();
  const dialog = page.getByRole('dialog', { name: `Invite ${hire} back` });
  await expect(dialog.getByLabel('Message')).toHaveValue(/Harbour & Vine Group|we would love/);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('link', { name: 'Open conversation' })).toBeVisible();

  await visit(page, AREA, '/strategy-canvas', 'Strategy Canvas', 'strategy-canvas');
  await visit(page, AREA, '/company-cultural-assessment', 'Company Culture', 'company-culture');
  await visit(
    page,
    AREA,
    '/unreasonable-hospitality',
    'Unreasonable Hospitality',
    'unreasonable-hospitality',
  );
  await visit(page, AREA, '/referrals', 'Referrals', 'referrals');
  await visit(page, AREA, '/email-demo', 'Email Demo', 'email-demo');
});

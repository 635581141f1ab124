import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../support/stack';
import { signUpThroughForm, uniqueEmail } from '../support/users';
import { decideCookies, expectAccessible, screenshots } from './shell-support';
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL } from '../support/demo';

const HOST = `http://localhost:${E2E_PORTS.host}`;
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** The cookie's value after Reject All: the essential cookies only. */
const ESSENTIAL_ONLY = { essential: true, analytics: false, marketing: false, functional: false };

async function consentCookie(page: Page) {
  const cookies = await page.context().cookies();
  const cookie = cookies.find((c) => c.name === 'hh_cookie_consent');
  return cookie && { ...cookie, value: JSON.parse(decodeURIComponent(cookie.value)) };
}

test.describe('the cookie banner', () => {
  test('Accept All saves every category for 365 days, SameSite Lax, and the banner stays away', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST') posts.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await screenshots(page, 'cookie-banner');
    await expectAccessible(page);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toHaveCount(0);
    // The app decided: the banner's form (for a tap before the app starts) posted nothing.
    expect(posts).toEqual([]);
    const cookie = await consentCookie(page);
    expect(cookie?.value).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('Reject All keeps only the essential ones', async ({ page }) => {
    await page.goto('/about');
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toEqual(ESSENTIAL_ONLY);
  });

  test('a tap on Reject All before the app has started counts: the form posts it, the page comes back without the banner', async ({
    browser,
  }) => {
    // No script at all: the moment before the page's script has started, made to last.
    const context = await browser.newContext({ baseURL: HOST, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/job-search?q=chef');
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(page).toHaveURL(/\/job-search\?q=chef$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toEqual(ESSENTIAL_ONLY);
    await context.close();
  });

  test('Cookie Settings: Essential always on, switchable categories, Save Preferences, a link to the policy', async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: /Essential/ })).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: /Essential/ })).toBeChecked();
    await expect(dialog.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await expect(dialog.getByRole('button', { name: 'Reject All' })).toBeVisible();
    await screenshots(page, 'cookie-dialog');
    await expectAccessible(page);
    await dialog.getByRole('switch', { name: 'Marketing' }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      functional: false,
    });
  });
});

test.describe('the recruiter onboarding gate', () => {
  test('a new recruiter goes to onboarding; the nav is greyed out with the hint and the badge; exempt pages stay', async ({
    page,
    context,
  }) => {
    await decideCookies(context, HOST);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpThroughForm(page, 'recruiter', {
      email: uniqueEmail('gate'),
      firstName: 'Greta',
      lastName: 'Gate',
    });
    await expect(page).toHaveURL(/\/recruiter-onboarding$/, { timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('button', { name: 'Dashboard' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Post Job' })).toBeDisabled();
    await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    await expect(nav.getByText('Finish onboarding to use this')).toBeAttached();
    await expect(nav.getByRole('button', { name: 'Dashboard' })).toHaveAccessibleDescription(
      'Finish onboarding to use this',
    );
    await expect(nav.getByRole('button', { name: 'Dashboard' }).locator('..')).toHaveAttribute(
      'title',
      'Finish onboarding to use this',
    );
    await expect(page.getByTestId('onboarding-badge')).toHaveText(/^Onboarding( \d+%)?$/);
    await screenshots(page, 'onboarding-gate');

    // The gate does not apply on the exempt pages…
    await page.goto('/company-management');
    await expect(page).toHaveURL(/\/company-management$/);
    // …and a fresh load of a gated page sends the recruiter back to onboarding.
    await page.goto('/analytics');
    await expect(page).toHaveURL(/\/recruiter-onboarding$/, { timeout: 20_000 });
    // The candidate dashboard sends a recruiter to /recruiter (then the gate to onboarding).
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/recruiter(-onboarding)?$/, { timeout: 20_000 });
  });

  test("a recruiter who finished onboarding is not gated; 'Soon' items show disabled", async ({
    page,
    context,
  }) => {
    await decideCookies(context, HOST);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(DEMO_RECRUITER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/recruiter$/);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await expect(page.getByTestId('onboarding-badge')).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/recruiter$/);
    await page.getByRole('button', { name: 'Open user menu' }).click();
    const soon = page.getByRole('menuitem', { name: /Referrals & Rehires/ });
    await expect(soon).toHaveAttribute('aria-disabled', 'true');
    await expect(soon).toContainText('Soon');
    // Built (issues 31 and 33): enabled, no 'Soon'.
    for (const label of ['Job Board Integration', 'Hiring Workflows']) {
      const built = page.getByRole('menuitem', { name: label });
      await expect(built).not.toHaveAttribute('aria-disabled', 'true');
      await expect(built).not.toContainText('Soon');
    }
  });
});

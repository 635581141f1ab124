import { expect, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './accessibility';
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL } from './demo';

export const DEMO_RECRUITER = { email: DEMO_RECRUITER_EMAIL, password: DEMO_PASSWORD };

/** No serious or critical WCAG 2 A/AA violations on the page as it is now. */
export const expectAccessible = (page: Page) =>
  expectNoSeriousA11yViolations(page, page.url(), ['wcag2a', 'wcag2aa']);

export async function signInAsDemoRecruiter(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(DEMO_RECRUITER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_RECRUITER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/recruiter$/);
}

/** Full-page screenshots at phone and desktop widths, to look at. */
export async function screenshotBoth(page: Page, area: string, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `screenshots/${area}/${name}-${width}.png`, fullPage: true });
  }
}

/** Checks the screen as it is now (no reload) with axe and screenshots it. */
export async function checkHere(page: Page, area: string, heading: string | RegExp, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, area, name);
}

/** Opens a screen, waits for its h1, checks it with axe and screenshots it. */
export async function visit(
  page: Page,
  area: string,
  path: string,
  heading: string | RegExp,
  name: string,
) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, area, name);
}

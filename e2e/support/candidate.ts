import { expect, request, type Page } from '@playwright/test';
import { E2E_PORTS } from './stack';

import { DEMO_PASSWORD } from './demo';

export { DEMO_PASSWORD };
export { expectNoSeriousA11yViolations } from './accessibility';
export const BASE_URL = `http://localhost:${E2E_PORTS.host}`;

/** Screenshots at phone (390×844) and desktop (1280×800) width, into e2e/screenshots/candidate. */
export async function screenshotBothWidths(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/candidate/${name}-${width}.png`, fullPage: true });
  }
}

/** A signed-in API client of its own (cookies apart from the page's), e.g. the demo recruiter. */
export async function signedInApi(email: string, password = DEMO_PASSWORD) {
  const api = await request.newContext({ baseURL: BASE_URL });
  const res = await api.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return api;
}

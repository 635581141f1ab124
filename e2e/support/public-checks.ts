import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export { expectNoSeriousA11yViolations } from './accessibility';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const SHOTS = path.join(__dirname, '..', 'screenshots', 'public');

/** Full-page screenshots at phone and desktop widths, to e2e/screenshots/public/<name>-<width>.png. */
export async function screenshotBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await ready();
    // From the top: a sticky top bar would otherwise sit wherever the page was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`), fullPage: true });
    // The first screen as a person sees it (a long full page shrinks too much to judge).
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}-top.png`) });
  }
}

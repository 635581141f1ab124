import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe-core violations on the page as it is now. `what` names the page in
 * the failure; `tags` limits the rules (e.g. ['wcag2a', 'wcag2aa']).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  what = page.url(),
  tags?: string[],
) {
  // A dialog or menu mid fade-in has text at partial opacity, which axe reports as low contrast:
  // wait for running transitions and finite animations (MUI's are about 225 ms) to end first
  // (a spinner's animation never ends and is not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const axe = new AxeBuilder({ page });
  const results = await (tags ? axe.withTags(tags) : axe).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe violations on ${what}`).toEqual([]);
}

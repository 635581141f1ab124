import { expect, test, type Page } from '@playwright/test';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from '../support/demo';
import { signInByApi } from '../support/candidate-prep';
import { decideCookies } from './shell-support';

// Issue 16 item 5 (WCAG 2.2 AA 2.4.1, 2.4.3, 2.4.7, 2.4.11): the skip link, focus after a page
// change, a visible focus style, and the apply form within 20 Tabs. Screenshots go to
// /tmp/shots/kbd-*.png (SHOTS_DIR overrides).
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const MAX_TABS = 20;

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

/** What has focus: tag, text or label, and whether it sits in <main>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      name: (el?.getAttribute('aria-label') || el?.textContent || '').trim(),
      inMain: Boolean(el?.closest('main')),
      isBody: el === document.body,
    };
  });

/** The computed focus ring of the focused element, and the colour behind it. */
const ringOfFocused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement as HTMLElement;
    // A checkbox's ring is on its visible box, the input's parent.
    if (el instanceof HTMLInputElement && el.type === 'checkbox') el = el.parentElement!;
    const style = getComputedStyle(el);
    let behind: Element | null = el.parentElement;
    let background = 'rgba(0, 0, 0, 0)';
    while (behind) {
      background = getComputedStyle(behind).backgroundColor;
      if (!/rgba\(.*, 0\)$/.test(background) && background !== 'transparent') break;
      behind = behind.parentElement;
    }
    return {
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      colour: style.outlineColor,
      background: behind ? background : 'rgb(255, 255, 255)',
    };
  });

function contrast(a: string, b: string) {
  const lum = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const c = [r, g, bl].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

async function expectVisibleRing(page: Page, what: string) {
  const ring = await ringOfFocused(page);
  expect(ring.style, what).not.toBe('none');
  expect(ring.width, what).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.colour, ring.background), what).toBeGreaterThanOrEqual(3);
}

async function signInAsDemoCandidate(page: Page) {
  await signInByApi(page.request, DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD);
}

test('"Skip to content" is the first Tab stop, shows when focused, and moves focus to main', async ({
  page,
}) => {
  for (const path of ['/about', '/']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.locator('#main h1').first()).toBeVisible(slow);
    // `/` arrives prerendered: wait until React has taken the page over (host/src/prerender).
    await expect(page.locator('#prerendered')).toHaveCount(0, slow);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip, path).toBeFocused();
    const box = await skip.boundingBox();
    expect(box!.width, path).toBeGreaterThan(40);
    expect(box!.y, path).toBeGreaterThanOrEqual(0);
    await expectVisibleRing(page, `skip link on ${path}`);
    if (path === '/about') {
      await page.screenshot({ path: `${SHOTS}/kbd-skip-link-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/kbd-skip-link-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main'), path).toBeFocused();
    // The next Tab is the page's first control, past the top bar.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain, path).toBe(true);
  }
});

test('after a page change focus is on the new page h1 and the title changes; not on first load', async ({
  page,
}) => {
  await signInAsDemoCandidate(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  // The composed first paint (docs/prerender.md) is replaced by the running page first.
  await expect(page.locator('#prerendered')).toHaveCount(0, slow);
  await expect(page.locator('#main h1')).toBeVisible(slow);
  // The first load leaves focus where the browser puts it.
  expect((await focused(page)).isBody).toBe(true);
  const dashboardTitle = await page.title();

  // By mouse: a nav link.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Browse Jobs' })
    .click();
  await expect(page).toHaveURL(/\/jobs$/);
  const jobsHeading = page.locator('#main h1');
  await expect(jobsHeading).toBeFocused(slow);
  await expect(page).not.toHaveTitle(dashboardTitle);
  await expect(page).toHaveTitle(/ · HospoHire$/);
  const jobsTitle = await page.title();

  // By keyboard: Tab to a nav link and press Enter.
  const profileLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Profile' });
  await profileLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('#main h1')).toBeFocused(slow);
  await expect(page).not.toHaveTitle(jobsTitle);

  // Back is a page change too.
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.locator('#main h1')).toBeFocused(slow);
  await expect(page).toHaveTitle(jobsTitle);

  // On a phone, through the navigation drawer (which closes and hands focus back first).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Interviews' }).click();
  await expect(page).toHaveURL(/\/interviews$/);
  await expect(page.locator('#main h1')).toBeFocused(slow);
});

test('the focus style is visible: at least 2 px and 3:1 on buttons, links, the top bar', async ({
  page,
}) => {
  await signInAsDemoCandidate(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  // The composed first paint (docs/prerender.md) is replaced by the running page first.
  await expect(page.locator('#prerendered')).toHaveCount(0, slow);
  await expect(page.locator('#main h1')).toBeVisible(slow);

  // A link on the teal top bar (white ring) and a button there.
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // HospoHire
  await expect(page.getByRole('link', { name: 'HospoHire' })).toBeFocused();
  await expectVisibleRing(page, 'logo link on the top bar');
  await page.getByRole('button', { name: 'Sign Out' }).focus();
  // Programmatic focus right after a key press keeps :focus-visible.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeFocused();
  await expectVisibleRing(page, 'Sign Out button on the top bar');
  await page.screenshot({
    path: `${SHOTS}/kbd-topbar-focus-1280.png`,
    clip: { x: 0, y: 0, width: 1280, height: 80 },
  });

  // A link and a button on the page.
  await page.locator('#main h1').focus();
  await page.keyboard.press('Tab');
  const first = await focused(page);
  expect(first.inMain).toBe(true);
  await expectVisibleRing(page, `first control in main (${first.tag} ${first.name})`);
  await page.screenshot({ path: `${SHOTS}/kbd-focused-control-1280.png` });

  const link = page.locator('#main a[href]').first();
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expectVisibleRing(page, 'a link in main');
});

test(`a candidate reaches "Send application" from the top of /apply/:id in at most ${MAX_TABS} Tabs`, async ({
  page,
}) => {
  await signInAsDemoCandidate(page);
  const list = await page.request.get('/api/jobs?pageSize=50');
  expect(list.status()).toBe(200);
  const jobs = ((await list.json()) as { items: { id: string; applied?: boolean }[] }).items;
  const job = jobs.find((j) => !j.applied);
  expect(job, 'an open job the demo candidate has not applied for').toBeTruthy();

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`/apply/${job!.id}`);
    const send = page.getByRole('button', { name: 'Send application' });
    await expect(send).toBeVisible(slow);
    expect((await focused(page)).isBody).toBe(true);

    const stops: string[] = [];
    let reached = false;
    for (let tab = 1; tab <= MAX_TABS; tab++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      stops.push(`${now.tag}:${now.name.slice(0, 30)}`);
      if (await send.evaluate((el) => el === document.activeElement)) {
        reached = true;
        break;
      }
    }
    expect(reached, `Tab stops at ${width}: ${stops.join(' | ')}`).toBe(true);
    console.log(`apply form at ${width} px: "Send application" after ${stops.length} Tabs`);
    // The grid is one stop among them.
    expect(stops.filter((s) => /^input:(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/.test(s))).toHaveLength(1);
    await expectVisibleRing(page, `Send application at ${width}`);
    await page.screenshot({ path: `${SHOTS}/kbd-focused-button-${width}.png` });

    // The grid: Shift+Tab back into it, arrows move, Space ticks.
    await page.keyboard.press('Shift+Tab');
    const cell = page.getByRole('grid', { name: 'When you can work' }).getByRole('checkbox');
    const before = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(before).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day /);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const after = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(after).not.toBe(before);
    const target = page.getByRole('checkbox', { name: after! });
    const was = await target.isChecked();
    await page.keyboard.press('Space');
    await expect(target).toBeChecked({ checked: !was });
    await expect(cell.and(page.locator('[tabindex="0"]'))).toHaveCount(1);
    await expectVisibleRing(page, `a grid cell at ${width}`);
    await page.screenshot({ path: `${SHOTS}/kbd-grid-focused-${width}.png` });
  }
});

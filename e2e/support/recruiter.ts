import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORTS } from './stack';
import { PASSWORD, uniqueEmail } from './users';
import { verifyByEmailedLink } from './verify-email';

// Helpers of the recruiter remote's specs: a recruiter with a finished company set up through the
// API (the page's own cookie), a candidate in their own request context, axe and screenshots.

import { expectNoSeriousA11yViolations as expectAccessible } from './accessibility';

export { expectAccessible };

export const BASE_URL = `http://localhost:${E2E_PORTS.host}`;

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Signs a new recruiter up in the page's context and finishes their company's onboarding. */
export async function recruiterWithCompany(page: Page, name = 'Harbour Kitchen') {
  const api = page.request;
  const email = uniqueEmail('recruiter');
  await ok(
    await api.post('/api/auth/signup', {
      data: {
        email,
        password: PASSWORD,
        firstName: 'Rosa',
        lastName: 'Diaz',
        userType: 'recruiter',
      },
    }),
    'signup',
  );
  // Verified, so that they get the notification e-mails (issue 28).
  await verifyByEmailedLink(api, email);
  await ok(
    await api.post('/api/companies', { data: { name: `${name} ${Date.now()}` } }),
    'company',
  );
  const venue = await ok(
    await api.post('/api/companies/mine/venues', {
      data: { name: 'Harbour Kitchen Leeds', venueType: 'restaurant', city: 'Leeds', pace: 'fast' },
    }),
    'venue',
  );
  await ok(
    await api.put('/api/cultural-assessment', {
      data: {
        assessmentType: 'company',
        responses: {
          workPace: 'fast',
          guestInteraction: 'high',
          teamSize: 'medium',
          serviceApproach: 'personalized',
          primaryValues: ['teamwork', 'quality'],
        },
      },
    }),
    'culture',
  );
  return { email, venue: venue as { id: string; name: string } };
}

/** A new candidate in a request context of their own (not the page's). */
export async function newCandidate(firstName = 'Maya') {
  const api = await request.newContext({ baseURL: BASE_URL });
  const email = uniqueEmail('candidate');
  await ok(
    await api.post('/api/auth/signup', {
      data: { email, password: PASSWORD, firstName, lastName: 'Okafor', userType: 'candidate' },
    }),
    'candidate signup',
  );
  await verifyByEmailedLink(api, email);
  return {
    api,
    email,
    apply: async (jobId: string, coverLetter: string) =>
      (await ok(
        await api.post('/api/applications', { data: { jobId, coverLetter } }),
        'apply',
      )) as { id: string },
    /** A visible talent-pool profile with culture answers. */
    joinTalentPool: async (profile: {
      skills: string[];
      location: string;
      availability: string[];
    }) => {
      await ok(
        await api.put('/api/profile', {
          data: {
            ...profile,
            bio: 'I love looking after guests.',
            experience: '4 years as a sommelier in busy restaurants',
            visibleInTalentPool: true,
          },
        }),
        'profile',
      );
      await ok(
        await api.put('/api/cultural-assessment', {
          data: {
            assessmentType: 'candidate',
            responses: { workPace: 'fast', guestInteraction: 'high', primaryValues: ['teamwork'] },
          },
        }),
        'candidate culture',
      );
    },
    acceptLatestOffer: async () => {
      const offers = (await ok(await api.get('/api/offers'), 'offers')) as {
        items: { id: string; status: string }[];
      };
      const offer = offers.items.find((o) => o.status === 'pending');
      expect(offer, 'a pending offer').toBeTruthy();
      return ok(await api.post(`/api/offers/${offer!.id}/accept`, { data: {} }), 'accept');
    },
  };
}

/** Screenshots at phone and desktop widths into e2e/screenshots/recruiter/. */
export async function screenshots(page: Page, name: string) {
  const before = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height });
    // A full-page shot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `screenshots/recruiter/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** Checks and photographs a screen once its heading shows. */
export async function lookAt(page: Page, name: string, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, name);
}

/**
 * A keyboard drag on the pipeline board, one column to the right: space on the handle picks the
 * card up, the right arrow moves it, space drops it. Each step waits for the screen reader's
 * announcement. dnd-kit's keyboard sensor listens for the arrow keys only from a timer after the
 * pick-up (a slow machine can render "pressed" first), so the arrow waits for a timer of its own.
 */
export async function keyboardMoveRight(page: Page, name: string, column: string) {
  const handle = page.getByRole('button', { name: `Drag ${name}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${name} is over ${column}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} was dropped on ${column}.`)).toBeAttached();
}

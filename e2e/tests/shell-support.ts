// Helpers of the shell's e2e specs: real accounts and a real application through the API, so
// that a recruiter's action raises a real notification for a candidate.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  expect,
  request,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/users';

import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL as DEMO_RECRUITER } from '../support/demo';

export { DEMO_PASSWORD, DEMO_RECRUITER };
export { expectNoSeriousA11yViolations as expectAccessible } from '../support/accessibility';
export const ROOT = path.resolve(__dirname, '../..');

/** The cookie banner is decided, so it covers nothing in specs about other things. */
export async function decideCookies(context: BrowserContext, baseURL: string) {
  const value = encodeURIComponent(
    JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }),
  );
  await context.addCookies([{ name: 'hh_cookie_consent', value, url: baseURL }]);
}

export async function signedInApi(apiBase: string, email: string, password: string) {
  const api = await request.newContext({ baseURL: apiBase });
  const response = await api.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

export interface CandidateWithApplication {
  email: string;
  applicationId: string;
  candidate: APIRequestContext;
}

/** A new candidate who has applied to one of the demo recruiter's open jobs. */
export async function candidateWithApplication(apiBase: string): Promise<CandidateWithApplication> {
  const email = uniqueEmail('live');
  const candidate = await request.newContext({ baseURL: apiBase });
  const signup = await candidate.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Liv', lastName: 'Event', userType: 'candidate' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const recruiter = await signedInApi(apiBase, DEMO_RECRUITER, DEMO_PASSWORD);
  const jobs = await (await recruiter.get('/api/companies/mine/jobs?status=open')).json();
  await recruiter.dispose();
  const jobId = jobs.items[0].id as string;
  const applied = await candidate.post('/api/applications', { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  return { email, applicationId: (await applied.json()).id, candidate };
}

/** The demo recruiter moves the application forward (applied → reviewed) through `apiBase`. */
export async function recruiterMovesForward(apiBase: string, applicationId: string) {
  const recruiter = await signedInApi(apiBase, DEMO_RECRUITER, DEMO_PASSWORD);
  const moved = await recruiter.patch(`/api/applications/${applicationId}/status`, {
    data: { status: 'reviewed' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await recruiter.dispose();
}

export async function newestNotificationTitle(candidate: APIRequestContext): Promise<string> {
  const list = await (await candidate.get('/api/notifications')).json();
  return list.notifications[0].title as string;
}

/** The bell's accessible name says how many are unread. */
export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** Waits until the page's live connection is open (shown on /chat-test). */
export async function expectLiveOpen(page: Page, timeout = 20_000) {
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'open', { timeout });
}

export type ApiProcess = { child: ChildProcess; port: number; stop: () => Promise<void> };

/**
 * A new, empty PostgreSQL database beside the one `baseUrl` names (the API tests leave theirs
 * full of users, so the demo seed would not run there). Created and dropped with `psql`.
 */
export function freshDatabase(baseUrl: string): { url: string; drop: () => void } {
  const name = `hh_e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const psql = (sql: string) => execFileSync('psql', [baseUrl, '-qc', sql], { stdio: 'pipe' });
  psql(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Starts an API process of this checkout (`api/src/main.ts`) with its own environment. */
export async function startApi(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  child.stdout?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      // Healthy, and this child is the one answering (not another process on the port).
      if (res.ok) {
        await new Promise((r) => setTimeout(r, 500));
        if (child.exitCode !== null) throw new Error(`the API exited: ${stderr}`);
        break;
      }
    } catch (error) {
      if (String(error).includes('the API exited')) throw error;
    }
    if (Date.now() > deadline) throw new Error(`the API did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Screenshots at 390x844 and 1280x800 into e2e/screenshots/shell/ (git ignores it). */
export async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await page.screenshot({
      path: path.join(ROOT, 'e2e/screenshots/shell', `${name}-${width}.png`),
    });
  }
}

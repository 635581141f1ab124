// Helpers of the candidate specs (assessments, offers, prep): users and a hiring made through the
// API, an axe check, and phone and desktop screenshots.
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './users';
import { verifyByEmailedLink } from './verify-email';

export { DEMO_PASSWORD } from './demo';
export { expectNoSeriousA11yViolations as expectNoSeriousA11yIssues } from './accessibility';

async function ok<T = Record<string, unknown>>(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export async function post<T = Record<string, unknown>>(
  request: APIRequestContext,
  url: string,
  data?: unknown,
) {
  return ok<T>(await request.post(url, { data: data ?? {} }));
}

/**
 * Signs up through the API; the request context (e.g. `page.request`) keeps the session. The
 * address is verified by its e-mailed link (issue 28), as a user who gets mail has done.
 */
export async function signUpByApi(
  request: APIRequestContext,
  userType: 'candidate' | 'recruiter',
  firstName = userType === 'candidate' ? 'Priya' : 'Jordan',
) {
  const email = uniqueEmail(firstName.toLowerCase());
  const user = await post<{ id: string }>(request, '/api/auth/signup', {
    email,
    password: PASSWORD,
    firstName,
    lastName: 'Tester',
    userType,
  });
  await verifyByEmailedLink(request, email);
  return { email, id: user.id };
}

export async function signInByApi(request: APIRequestContext, email: string, password: string) {
  await post(request, '/api/auth/login', { email, password });
}

export interface Hiring {
  jobTitle: string;
  companyName: string;
  jobId: string;
  applicationId: string;
  candidateId: string;
}

/**
 * A recruiter (own request context) with a company, a venue and an open job; the candidate
 * (`candidate`, already signed in) applies. Returns ids for the next steps.
 */
export async function recruiterAndApplication(
  recruiter: APIRequestContext,
  candidate: APIRequestContext,
  candidateId: string,
): Promise<Hiring> {
  const suffix = Date.now().toString(36);
  const companyName = `Harbour Kitchen ${suffix}`;
  const jobTitle = `Head Bartender ${suffix}`;
  await signUpByApi(recruiter, 'recruiter');
  await post(recruiter, '/api/companies', { name: companyName });
  const venue = await post<{ id: string }>(recruiter, '/api/companies/mine/venues', {
    name: `Harbour Bar ${suffix}`,
    venueType: 'bar',
    city: 'Bristol',
  });
  const job = await post<{ id: string }>(recruiter, '/api/jobs', {
    title: jobTitle,
    venueId: venue.id,
    employmentType: 'full_time',
    salaryType: 'hourly',
    salaryAmount: 13.5,
    status: 'open',
  });
  const application = await post<{ id: string }>(candidate, '/api/applications', {
    jobId: job.id,
  });
  return { jobTitle, companyName, jobId: job.id, applicationId: application.id, candidateId };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

export async function scheduleInterview(recruiter: APIRequestContext, hiring: Hiring) {
  const startsAt = inDays(3);
  startsAt.setUTCHours(14, 0, 0, 0);
  return post<{ id: string }>(recruiter, `/api/applications/${hiring.applicationId}/interviews`, {
    startsAt: startsAt.toISOString(),
    durationMinutes: 45,
    mode: 'in_person',
    location: '12 Quay Street, Bristol',
    interviewerName: 'Jordan Tester',
  });
}

export async function makeOffer(recruiter: APIRequestContext, hiring: Hiring) {
  return post<{ id: string }>(recruiter, `/api/applications/${hiring.applicationId}/offers`, {
    salaryAmount: 29500,
    salaryType: 'yearly',
    startDate: inDays(30).toISOString().slice(0, 10),
    expiresAt: inDays(7).toISOString(),
    message: 'We would love you to join the team.',
  });
}

const SCREENSHOTS = path.join(__dirname, '..', 'screenshots', 'candidate');

/** Full-page screenshots at 390x844 and 1280x800; leaves the page at desktop size. */
export async function screenshots(page: Page, name: string) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await page.screenshot({
      path: path.join(SCREENSHOTS, `${name}-${size.width}.png`),
      fullPage: true,
    });
  }
}

// The new-starter pack's tests (issue 43 item 4): a company (owner, an admin, a plain recruiter),
// a candidate whose offer they accepted through the API (so the record is made the real way), and
// helpers to upload multipart forms (with the Origin header the CSRF guard asks for).
import assert from 'node:assert/strict';
import { routes, type NewStarter } from 'shared-kernel/contract';
import { daysFromToday } from 'shared-kernel/rules';
import { insertApplication, recruiterWithJob, signedIn } from './fixtures.js';
import { call } from './routes.js';
import { ALLOWED_ORIGIN, type TestApp, type TestClient, type TestResponse } from './test-app.js';

/** A PDF's first bytes (its magic), then anything: the API knows a file by its content. */
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

export const onboarding = (applicationId: string) =>
  `/api/applications/${applicationId}/onboarding`;

/** A member of `companyId` with `role`, written straight into company_members. */
export async function member(app: TestApp, companyId: string, role: 'admin' | 'recruiter') {
  const person = await signedIn(app, 'recruiter', role === 'admin' ? 'Ada' : 'Reg');
  await app.db.query(
    `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, $3)`,
    [companyId, person.userId, role],
  );
  return person;
}

/**
 * An owner with a job, an admin, a plain recruiter and a candidate whose offer (starting in
 * `startInDays`) they accepted.
 */
export async function acceptedOffer(app: TestApp, { startInDays = 30 } = {}) {
  const base = await recruiterWithJob(app);
  const owner = base.recruiter;
  const admin = await member(app, base.company.id, 'admin');
  const recruiter = await member(app, base.company.id, 'recruiter');
  const candidate = await signedIn(app, 'candidate', 'Nina');
  const { id: applicationId } = await insertApplication(
    app.db,
    base.job.id,
    candidate.userId,
    'interviewed',
  );
  const made = await call(owner.client, routes.offers.make, {
    params: { id: applicationId },
    body: {
      salaryAmount: 13.5,
      salaryType: 'hourly',
      startDate: daysFromToday(startInDays),
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  assert.equal(made.status, 201, made.text);
  const accepted = await call(candidate.client, routes.offers.accept, {
    params: { id: made.answer.id },
  });
  assert.equal(accepted.status, 200, accepted.text);
  return { ...base, owner, admin, recruiter, candidate, applicationId };
}

/** The record as `client` reads it. */
export async function record(client: TestClient, applicationId: string) {
  const response = await client.get(onboarding(applicationId));
  return { ...response, record: response.body as unknown as NewStarter };
}

/** A multipart request as the browser sends it: the client's cookies and an allowed Origin. */
export async function sendForm(
  client: TestClient,
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  { origin = ALLOWED_ORIGIN as string | null } = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = {};
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const response = await fetch(client.baseUrl + path, { method, headers, body: form });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, text, body, setCookies: [] };
}

/** The check's form: its fields (undefined ones left out) and the evidence file. */
export function checkForm(
  fields: Partial<Record<'route' | 'checkedOn' | 'result' | 'expiresOn', string>>,
  evidence: Buffer | null = PDF,
  fileName = 'online-check.pdf',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.set(name, value);
  if (evidence) form.set('evidence', new Blob([evidence]), fileName);
  return form;
}

/** The owner (or `who`) records a continuous check made today. */
export async function recordContinuousCheck(client: TestClient, applicationId: string) {
  const response = await sendForm(
    client,
    'POST',
    `${onboarding(applicationId)}/right-to-work/check`,
    checkForm({
      route: 'british_irish_passport',
      checkedOn: daysFromToday(0),
      result: 'continuous',
    }),
  );
  assert.equal(response.status, 201, response.text);
  return response;
}

/** How many rows `sql` counts (a `SELECT count(*)::int AS n …`). */
export async function count(app: TestApp, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(sql, params);
  return Number(rows[0].n);
}

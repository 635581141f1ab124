// Rows for tests, written straight into the database so a module's tests do not depend on
// another module's endpoints. Each returns the ids it made. Add new fixtures at the end.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import type { TestApp, TestClient } from './test-app.js';

/**
 * A signed-in client of a new user (verified, unless `verify: false`); returns the client and the
 * user's id.
 */
export async function signedIn(
  app: TestApp,
  userType: 'candidate' | 'recruiter',
  firstName = 'Sam',
  { verify = true }: { verify?: boolean } = {},
) {
  const client = app.client();
  const { response, email } = await client.signup({ userType, firstName }, { verify });
  if (response.status !== 201)
    throw new Error(`signup failed: ${response.status} ${response.text}`);
  return { client, userId: String(response.body.id), email } as {
    client: TestClient;
    userId: string;
    email: string;
  };
}

export async function insertCompany(
  db: Db,
  ownerUserId: string | null,
  fields: { name?: string; slug?: string } = {},
) {
  const suffix = randomUUID().slice(0, 8);
  const { rows } = await db.query<{ id: string; slug: string }>(
    `INSERT INTO companies (name, slug, description, created_by)
     VALUES ($1, $2, 'A test hospitality group', $3) RETURNING id, slug`,
    [fields.name ?? `Test Group ${suffix}`, fields.slug ?? `test-group-${suffix}`, ownerUserId],
  );
  const company = rows[0];
  if (ownerUserId) {
    await db.query(
      `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'owner')`,
      [company.id, ownerUserId],
    );
  }
  return company;
}

export async function insertVenue(
  db: Db,
  companyId: string,
  fields: {
    name?: string;
    venueType?: string;
    city?: string;
    postcode?: string;
    pace?: string;
    teamSize?: string;
  } = {},
) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO venues (company_id, name, venue_type, city, postcode, pace, team_size)
     VALUES ($1, $2, $3, $4, $7, $5, $6) RETURNING id`,
    [
      companyId,
      fields.name ?? 'The Test Kitchen',
      fields.venueType ?? 'restaurant',
      fields.city ?? 'London',
      fields.pace ?? 'fast',
      fields.teamSize ?? 'medium',
      fields.postcode ?? 'E1 6AN',
    ],
  );
  return rows[0];
}

export async function insertJob(
  db: Db,
  companyId: string,
  venueId: string,
  fields: {
    title?: string;
    status?: 'draft' | 'open' | 'closed';
    skills?: string[];
    salaryType?: 'hourly' | 'yearly';
    salaryAmountPence?: number;
    pace?: string;
    urgent?: boolean;
  } = {},
) {
  const status = fields.status ?? 'open';
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO jobs (company_id, venue_id, title, description, skills, employment_type, salary_type,
                       salary_amount_pence, pace, team_size, urgent, status, published_at)
     VALUES ($1, $2, $3, 'Serve guests well.', $4, 'full_time', $5, $6, $7, 'medium', $8, $9,
             CASE WHEN $9 = 'draft' THEN NULL ELSE now() END)
     RETURNING id`,
    [
      companyId,
      venueId,
      fields.title ?? 'Bartender',
      fields.skills ?? ['cocktails', 'cash handling'],
      fields.salaryType ?? 'hourly',
      fields.salaryAmountPence ?? 1250,
      fields.pace ?? 'fast',
      fields.urgent ?? false,
      status,
    ],
  );
  return rows[0];
}

export async function insertApplication(
  db: Db,
  jobId: string,
  candidateId: string,
  status = 'applied',
) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO applications (job_id, company_id, candidate_id, status, cover_letter)
     SELECT id, company_id, $2, $3, 'I love busy bars.' FROM jobs WHERE id = $1
     RETURNING id`,
    [jobId, candidateId, status],
  );
  return rows[0];
}

/** A recruiter with a company, a venue and an open job: the usual starting point. */
export async function recruiterWithJob(app: TestApp) {
  const recruiter = await signedIn(app, 'recruiter', 'Rita');
  const company = await insertCompany(app.db, recruiter.userId);
  const venue = await insertVenue(app.db, company.id);
  const job = await insertJob(app.db, company.id, venue.id);
  return { recruiter, company, venue, job };
}

import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { DEMO_CANDIDATE, DEMO_RECRUITER, seedDemoAccounts } from '../src/seed/demo-accounts.js';
import { demoDataSummaryText, seedDemoData, type DemoDataSummary } from '../src/seed/demo-data.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// On PostgreSQL the shared test database is not empty: seed into a fresh database of our own.
const baseUrl = process.env.DATABASE_URL;
const freshName = `hh_seed_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('demo data seed', () => {
  let t: TestApp;
  let summary: DemoDataSummary;

  before(async () => {
    let databaseUrl: string | undefined;
    if (baseUrl) {
      await admin(`CREATE DATABASE ${freshName}`);
      const url = new URL(baseUrl);
      url.pathname = `/${freshName}`;
      databaseUrl = url.toString();
    }
    t = await startTestApp(databaseUrl ? { config: { databaseUrl } } : {});
    assert.equal(await seedDemoAccounts(t.db), true);
    summary = await seedDemoData(t.db);
    console.log(`[${t.db.engine}] ${demoDataSummaryText(summary)}`);
  });

  after(async () => {
    await t?.close();
    if (baseUrl) await admin(`DROP DATABASE IF EXISTS ${freshName} WITH (FORCE)`);
  });

  const count = async (sql: string): Promise<number> => {
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) s`);
    return rows[0].n;
  };

  test('is fast', () => {
    assert.ok(summary.ms < 10_000, `took ${summary.ms} ms`);
  });

  test('fills the marketplace', async () => {
    assert.ok((await count('SELECT 1 FROM companies')) >= 12);
    assert.ok((await count('SELECT 1 FROM venues')) >= 40);
    assert.equal(await count('SELECT DISTINCT venue_type FROM venues'), 4);
    assert.ok((await count('SELECT 1 FROM jobs')) >= 300);
    assert.ok((await count("SELECT 1 FROM jobs WHERE status = 'open'")) >= 200);
    assert.equal(
      await count("SELECT 1 FROM jobs WHERE status = 'open' AND closes_on <= current_date"),
      0,
    );
    assert.ok((await count("SELECT 1 FROM users WHERE user_type = 'candidate'")) >= 80);
    assert.ok((await count('SELECT 1 FROM candidate_profiles WHERE visible_in_talent_pool')) >= 50);
    assert.equal(await count('SELECT DISTINCT status FROM applications'), 7);
    assert.ok(
      (await count("SELECT 1 FROM applications WHERE created_at > now() - interval '7 days'")) > 20,
    );
    assert.equal(
      await count('SELECT 1 FROM company_onboarding_steps WHERE completed_at IS NULL'),
      0,
    );
    assert.ok((await count('SELECT 1 FROM assessments WHERE company_id IS NOT NULL')) >= 12);
    assert.ok((await count('SELECT 1 FROM messages')) > 0);
  });

  test('pays within the brief: hourly £11.44–£18, yearly £24k–£55k', async () => {
    const pay = 'greatest(salary_amount_pence, salary_min_pence, salary_max_pence)';
    const low = 'least(salary_amount_pence, salary_min_pence, salary_max_pence)';
    assert.equal(await count('SELECT 1 FROM jobs WHERE salary_type IS NULL'), 0);
    assert.equal(
      await count(
        `SELECT 1 FROM jobs WHERE salary_type = 'hourly' AND (${low} < 1144 OR ${pay} > 1800)`,
      ),
      0,
    );
    assert.equal(
      await count(
        `SELECT 1 FROM jobs WHERE salary_type = 'yearly' AND (${low} < 2400000 OR ${pay} > 5500000)`,
      ),
      0,
    );
    assert.ok((await count('SELECT 1 FROM jobs WHERE salary_min_pence IS NOT NULL')) > 0);
    assert.ok((await count("SELECT 1 FROM jobs WHERE urgent AND status = 'open'")) > 0);
  });

  test('the public job search lists the open jobs', async () => {
    const response = await t.client().get('/api/jobs?q=bartender');
    assert.equal(response.status, 200, response.text);
    assert.ok(Number(response.body.total) > 0);
  });

  test('keeps histories consistent with the statuses', async () => {
    // The last history row of every application is its status; interviewed and later have an
    // interview; offered and later have an offer, a pending one only when offered.
    assert.equal(
      await count(`SELECT 1 FROM applications a
        WHERE a.status <> (SELECT h.to_status FROM application_status_history h
                           WHERE h.application_id = a.id ORDER BY h.created_at DESC LIMIT 1)`),
      0,
    );
    assert.equal(
      await count(`SELECT 1 FROM applications a WHERE a.status IN ('interviewed', 'offered', 'accepted', 'declined')
        AND NOT EXISTS (SELECT 1 FROM interviews i WHERE i.application_id = a.id)`),
      0,
    );
    assert.equal(
      await count(`SELECT 1 FROM applications a WHERE a.status IN ('offered', 'accepted', 'declined')
        AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.application_id = a.id
          AND o.status = CASE a.status WHEN 'offered' THEN 'pending' ELSE a.status END)`),
      0,
    );
    // Every accepted offer has its new-starter pack (issue 43), and only those.
    assert.ok((await count(`SELECT 1 FROM new_starters`)) > 0);
    assert.equal(
      await count(`SELECT 1 FROM applications a WHERE (a.status = 'accepted') <>
        EXISTS (SELECT 1 FROM new_starters ns WHERE ns.application_id = a.id)`),
      0,
    );
  });

  test('the demo candidate signs in and sees their history', async () => {
    const client = t.client();
    const login = await client.post('/api/auth/login', {
      email: DEMO_CANDIDATE.email,
      password: DEMO_CANDIDATE.password,
    });
    assert.equal(login.status, 200);
    const apps = await client.get('/api/applications/candidate');
    assert.equal(apps.status, 200);
    const items = Array.isArray(apps.body) ? apps.body : (apps.body.items as unknown[]);
    assert.ok(Array.isArray(apps.body) || Array.isArray(items));
    const list = (Array.isArray(JSON.parse(apps.text)) ? JSON.parse(apps.text) : items) as {
      status: string;
    }[];
    assert.ok(list.length >= 5);
    const statuses = new Set(list.map((a) => a.status));
    for (const status of ['applied', 'interviewed', 'offered']) assert.ok(statuses.has(status));
    const candidateId = (await client.get('/api/auth/user')).body.id as string;
    assert.equal(
      await count(
        `SELECT 1 FROM offers WHERE status = 'pending' AND candidate_id = '${candidateId}'`,
      ),
      1,
    );
    assert.ok(
      (await count(
        `SELECT 1 FROM interviews WHERE starts_at > now() AND candidate_id = '${candidateId}'`,
      )) >= 1,
    );
    assert.ok((await count(`SELECT 1 FROM saved_jobs WHERE candidate_id = '${candidateId}'`)) > 0);
    assert.ok((await count(`SELECT 1 FROM job_alerts WHERE candidate_id = '${candidateId}'`)) > 0);
    assert.equal(await count(`SELECT 1 FROM assessments WHERE candidate_id = '${candidateId}'`), 2);
  });

  test('the demo recruiter signs in and sees their company', async () => {
    const client = t.client();
    const login = await client.post('/api/auth/login', {
      email: DEMO_RECRUITER.email,
      password: DEMO_RECRUITER.password,
    });
    assert.equal(login.status, 200);
    const company = await client.get('/api/me/company');
    assert.equal(company.status, 200, company.text);
    assert.equal(
      await count(`SELECT DISTINCT a.status FROM applications a JOIN company_members m
        ON m.company_id = a.company_id JOIN users u ON u.id = m.user_id
        WHERE u.email = '${DEMO_RECRUITER.email}' AND m.role = 'owner'`),
      7,
    );
  });
});

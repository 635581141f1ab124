// Issue 28 (items 4 and 6): dates, money and web addresses in range. A value out of range is a
// 400 `{ message, field }` naming the field, and nothing is stored; before, some were a 500 (year
// 0000, offset +23:59, pay of 0.001) and others were stored (year 9999, £0.01 an hour,
// `javascript:` as a company's website). The rules: shared-kernel/src/rules/input-*.ts and
// pay-limits.ts; the formats: shared-kernel/src/contract/formats.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { daysFromToday, londonDay, wageFloor } from 'shared-kernel/rules';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { applyWith, jobWithQuestions } from './support/screening.js';
import {
  startTestApp,
  type TestApp,
  type TestClient,
  type TestResponse,
} from './support/test-app.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const patch = (client: TestClient, path: string, json: unknown) =>
  client.request('PATCH', path, { json });

/** A 400 whose body is `{ message, field }` naming `field`. */
function assertRefused(response: TestResponse, field: string, what: string) {
  assert.equal(response.status, 400, `${what}: ${response.text}`);
  assert.equal(response.body.field, field, `${what}: ${response.text}`);
  assert.equal(typeof response.body.message, 'string', what);
  assert.deepEqual(Object.keys(response.body).sort(), ['field', 'message'], what);
}

/** `days` from today (London) at `time` with `offset`: `2026-04-03T10:00:00+14:00`. */
const dayAt = (days: number, time = '10:00:00', offset = 'Z') =>
  `${daysFromToday(days)}T${time}${offset}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * Date-times that are no date-time of ours: years outside 2000–2100 (year 0000 and an offset of
 * +23:59 or -16:00 were a 500 from PostgreSQL; year 0001 read back as 2001) and offsets beyond
 * ±14:00.
 */
const BAD_DATE_TIMES: [string, string][] = [
  ['year 0000', '0000-06-01T10:00:00Z'],
  ['year 0001', '0001-06-01T10:00:00Z'],
  ['year 1970', '1970-06-01T10:00:00Z'],
  ['year 9999', '9999-12-31T10:00:00Z'],
  ['offset +23:59', dayAt(30, '10:00:00', '+23:59')],
  ['offset -16:00', dayAt(30, '10:00:00', '-16:00')],
];
/** Calendar days outside 2000–2100. */
const BAD_DAYS: [string, string][] = [
  ['year 0000', '0000-06-01'],
  ['year 0001', '0001-06-01'],
  ['year 1970', '1970-06-01'],
  ['year 9999', '9999-12-31'],
];
/** The widest offsets there are: accepted, and read back as the same instant. */
const EDGE_OFFSETS = ['+14:00', '-14:00'];
/** Each web-address field refuses these schemes. */
const BAD_WEB_ADDRESSES = [
  'javascript:alert(document.cookie)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'ftp://files.example.com/logo.png',
];

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(sql, params);
  return Number(rows[0].n);
}

// ---------------------------------------------------------------------------------------------
// Interviews: scheduled and moved between now and a year ahead.

const interview = (fields: Record<string, unknown> = {}) => ({
  startsAt: dayAt(30),
  durationMinutes: 45,
  mode: 'in_person',
  location: 'The Test Kitchen, 1 High St',
  interviewerName: 'Rita Manager',
  ...fields,
});

async function interviewSetup() {
  const base = await recruiterWithJob(app);
  const candidate = await signedIn(app, 'candidate', 'Ivy');
  const application = await insertApplication(app.db, base.job.id, candidate.userId, 'reviewed');
  const path = `/api/applications/${application.id}/interviews`;
  const interviews = () =>
    count('SELECT count(*) AS n FROM interviews WHERE application_id = $1', [application.id]);
  return { ...base, candidate, applicationId: application.id, path, interviews };
}

describe('issue 28: interview times in range', () => {
  test('scheduling: a date-time out of range is a 400 naming startsAt; nothing stored', async () => {
    const { recruiter, path, interviews, applicationId } = await interviewSetup();
    const cases: [string, string][] = [
      ...BAD_DATE_TIMES,
      ['in 1970 written another way', '1970-01-01T00:00:00.000Z'],
      ['in the past', inDays(-1)],
      ['a minute ago', inDays(-1 / 1440)],
      ['more than a year ahead', dayAt(367)],
      ['in 2100', '2100-01-01T10:00:00Z'],
    ];
    for (const [what, startsAt] of cases) {
      const response = await recruiter.client.post(path, interview({ startsAt }));
      assertRefused(response, 'startsAt', what);
    }
    assert.equal(await interviews(), 0, 'no interview stored');
    const { rows } = await app.db.query<{ status: string }>(
      'SELECT status FROM applications WHERE id = $1',
      [applicationId],
    );
    assert.equal(rows[0].status, 'reviewed', 'the application did not move');
  });

  test('scheduling: offsets of ±14:00 are accepted and read back as the same instant', async () => {
    const { recruiter, path } = await interviewSetup();
    for (const offset of EDGE_OFFSETS) {
      const startsAt = dayAt(30, '10:00:00', offset);
      const response = await recruiter.client.post(path, interview({ startsAt }));
      assert.equal(response.status, 201, response.text);
      const expected = new Date(startsAt).toISOString();
      assert.equal(response.body.startsAt, expected, offset);
      const { rows } = await app.db.query<{ starts_at: Date }>(
        'SELECT starts_at FROM interviews WHERE id = $1',
        [response.body.id],
      );
      assert.equal(new Date(rows[0].starts_at).toISOString(), expected, `${offset} as stored`);
    }
    const list = await recruiter.client.get('/api/interviews');
    const read = (list.body.upcoming as { startsAt: string }[]).map((x) => x.startsAt).sort();
    assert.deepEqual(
      read,
      EDGE_OFFSETS.map((offset) => new Date(dayAt(30, '10:00:00', offset)).toISOString()).sort(),
    );
  });

  test('scheduling: a year ahead (the last day) is accepted', async () => {
    const { recruiter, path } = await interviewSetup();
    const response = await recruiter.client.post(path, interview({ startsAt: dayAt(365) }));
    assert.equal(response.status, 201, response.text);
  });

  test('rescheduling: a new time out of range is a 400 naming startsAt; the time stays', async () => {
    const { recruiter, path } = await interviewSetup();
    const created = await recruiter.client.post(path, interview());
    assert.equal(created.status, 201, created.text);
    const id = String(created.body.id);
    const cases: [string, string][] = [
      ...BAD_DATE_TIMES,
      ['in the past', inDays(-2)],
      ['more than a year ahead', dayAt(400)],
    ];
    for (const [what, startsAt] of cases) {
      assertRefused(
        await patch(recruiter.client, `/api/interviews/${id}`, { startsAt }),
        'startsAt',
        what,
      );
    }
    const { rows } = await app.db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM interviews WHERE id = $1',
      [id],
    );
    assert.equal(new Date(rows[0].starts_at).toISOString(), created.body.startsAt, 'unchanged');

    const moved = await patch(recruiter.client, `/api/interviews/${id}`, {
      startsAt: dayAt(40, '18:30:00', '-14:00'),
    });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.startsAt, new Date(dayAt(40, '18:30:00', '-14:00')).toISOString());
  });
});

// ---------------------------------------------------------------------------------------------
// Offers: start date within a year, response deadline within 60 days, pay in range.

const offer = (fields: Record<string, unknown> = {}) => ({
  salaryAmount: 13.5,
  salaryType: 'hourly',
  startDate: daysFromToday(30),
  expiresAt: dayAt(7),
  ...fields,
});

async function offerSetup() {
  const base = await recruiterWithJob(app);
  const candidate = await signedIn(app, 'candidate', 'Olly');
  const application = await insertApplication(app.db, base.job.id, candidate.userId, 'interviewed');
  const path = `/api/applications/${application.id}/offers`;
  const offers = () =>
    count('SELECT count(*) AS n FROM offers WHERE application_id = $1', [application.id]);
  return { ...base, candidate, path, offers };
}

/** Pay out of range for its type, or finer than pence. */
const BAD_PAY: [string, number, 'hourly' | 'yearly'][] = [
  ['0.001 an hour (0 pence: a CHECK, a 500)', 0.001, 'hourly'],
  ['£0.01 an hour', 0.01, 'hourly'],
  ['£0.50 an hour', 0.5, 'hourly'],
  ['£500.01 an hour', 500.01, 'hourly'],
  ['£999 a year', 999, 'yearly'],
  ['£1,000,001 a year', 1_000_001, 'yearly'],
  ['£13.505 an hour (not whole pence)', 13.505, 'hourly'],
];

describe('issue 28: offers in range', () => {
  test('a start date out of range is a 400 naming startDate; nothing stored', async () => {
    const { recruiter, path, offers } = await offerSetup();
    const cases: [string, string][] = [
      ...BAD_DAYS,
      ['yesterday', daysFromToday(-1)],
      ['more than a year ahead', daysFromToday(367)],
      ['in 2100', '2100-12-31'],
    ];
    for (const [what, startDate] of cases) {
      assertRefused(await recruiter.client.post(path, offer({ startDate })), 'startDate', what);
    }
    assert.equal(await offers(), 0, 'no offer stored');
  });

  test('a response deadline out of range is a 400 naming expiresAt; nothing stored', async () => {
    const { recruiter, path, offers } = await offerSetup();
    const cases: [string, string][] = [
      ...BAD_DATE_TIMES,
      ['in the past', inDays(-1)],
      ['more than 60 days ahead', dayAt(62)],
    ];
    for (const [what, expiresAt] of cases) {
      assertRefused(await recruiter.client.post(path, offer({ expiresAt })), 'expiresAt', what);
    }
    assert.equal(await offers(), 0, 'no offer stored');
  });

  test('pay out of range or finer than pence is a 400 naming salaryAmount; nothing stored', async () => {
    const { recruiter, path, offers } = await offerSetup();
    for (const [what, salaryAmount, salaryType] of BAD_PAY) {
      const response = await recruiter.client.post(path, offer({ salaryAmount, salaryType }));
      assertRefused(response, 'salaryAmount', what);
    }
    assert.equal(await offers(), 0, 'no offer stored');
  });

  test('the edges are accepted: ±14:00, 60 days, a year, £13.50 read back exactly', async () => {
    const { recruiter, candidate, path } = await offerSetup();
    const expiresAt = dayAt(59, '23:00:00', '+14:00');
    const made = await recruiter.client.post(
      path,
      offer({ salaryAmount: 13.5, startDate: daysFromToday(365), expiresAt }),
    );
    assert.equal(made.status, 201, made.text);
    assert.equal(made.body.salaryAmount, 13.5);
    assert.equal(made.body.startDate, daysFromToday(365));
    assert.equal(made.body.expiresAt, new Date(expiresAt).toISOString());
    const { rows } = await app.db.query<{ salary_amount_pence: number }>(
      'SELECT salary_amount_pence FROM offers WHERE id = $1',
      [made.body.id],
    );
    assert.equal(rows[0].salary_amount_pence, 1350);
    // Withdrawn, then another at the other offset and yearly pay at its lowest: the minimum
    // wage for the job's band (18 to 20) on the start day (issue 43), above PAY_LIMITS' £1,000.
    const id = String(made.body.id);
    assert.equal((await recruiter.client.post(`/api/offers/${id}/withdraw`, {})).status, 200);
    const yearly = await recruiter.client.post(
      `/api/applications/${String(made.body.applicationId)}/offers`,
      offer({
        salaryAmount: wageFloor(18, daysFromToday(30)).yearly,
        salaryType: 'yearly',
        expiresAt: dayAt(10, '01:00:00', '-14:00'),
      }),
    );
    assert.equal(yearly.status, 201, yearly.text);
    assert.equal(yearly.body.expiresAt, new Date(dayAt(10, '01:00:00', '-14:00')).toISOString());
    const seen = await candidate.client.get('/api/offers');
    assert.equal(seen.status, 200);
  });
});

// ---------------------------------------------------------------------------------------------
// Jobs: closing date within a year, pay in range.

async function jobSetup() {
  const base = await recruiterWithJob(app);
  const body = (fields: Record<string, unknown> = {}) => ({
    title: 'Bar Back',
    venueId: base.venue.id,
    employmentType: 'part_time',
    salaryType: 'hourly',
    salaryAmount: 13.5,
    closesOn: daysFromToday(30),
    ...fields,
  });
  const jobs = () =>
    count('SELECT count(*) AS n FROM jobs WHERE company_id = $1', [base.company.id]);
  const stored = async (id: string) =>
    (
      await app.db.query<Record<string, unknown>>(
        `SELECT closes_on::text AS closes_on, salary_type, salary_amount_pence, salary_min_pence,
                salary_max_pence
           FROM jobs WHERE id = $1`,
        [id],
      )
    ).rows[0];
  return { ...base, body, jobs, stored };
}

describe('issue 28: jobs in range', () => {
  test('a closing date out of range is a 400 naming closesOn, creating or editing', async () => {
    const { recruiter, job, body, jobs, stored } = await jobSetup();
    const before = await jobs();
    const was = await stored(job.id);
    const cases: [string, string][] = [
      ...BAD_DAYS,
      ['yesterday', daysFromToday(-1)],
      ['more than a year ahead', daysFromToday(367)],
      ['in 2100', '2100-12-31'],
    ];
    for (const [what, closesOn] of cases) {
      assertRefused(await recruiter.client.post('/api/jobs', body({ closesOn })), 'closesOn', what);
      const edited = await patch(recruiter.client, `/api/jobs/${job.id}`, { closesOn });
      assertRefused(edited, 'closesOn', `editing: ${what}`);
    }
    assert.equal(await jobs(), before, 'no job stored');
    assert.deepEqual(await stored(job.id), was, 'the job unchanged');

    const lastDay = daysFromToday(365);
    const created = await recruiter.client.post('/api/jobs', body({ closesOn: lastDay }));
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.closesOn, lastDay);
  });

  test('pay out of range or finer than pence is a 400 naming the figure; nothing stored', async () => {
    const { recruiter, job, body, jobs, stored } = await jobSetup();
    const before = await jobs();
    const was = await stored(job.id);
    for (const [what, amount, salaryType] of BAD_PAY) {
      const asAmount = body({ salaryType, salaryAmount: amount });
      assertRefused(await recruiter.client.post('/api/jobs', asAmount), 'salaryAmount', what);
      const edited = await patch(recruiter.client, `/api/jobs/${job.id}`, {
        salaryType,
        salaryAmount: amount,
      });
      assertRefused(edited, 'salaryAmount', `editing: ${what}`);
    }
    // A range: each end is checked, and named.
    const lowRange = body({ salaryAmount: undefined, salaryMin: 0.5, salaryMax: 15 });
    assertRefused(await recruiter.client.post('/api/jobs', lowRange), 'salaryMin', 'min £0.50');
    const highRange = body({ salaryAmount: undefined, salaryMin: 12, salaryMax: 500.01 });
    assertRefused(await recruiter.client.post('/api/jobs', highRange), 'salaryMax', 'max £500.01');
    const finer = body({ salaryAmount: undefined, salaryMin: 12.001, salaryMax: 15 });
    assertRefused(await recruiter.client.post('/api/jobs', finer), 'salaryMin', 'min £12.001');
    // The stored £12.50 an hour cannot become £12.50 a year by changing the type alone.
    const retyped = await patch(recruiter.client, `/api/jobs/${job.id}`, { salaryType: 'yearly' });
    assertRefused(retyped, 'salaryAmount', '£12.50 a year');
    assert.equal(await jobs(), before, 'no job stored');
    assert.deepEqual(await stored(job.id), was, 'the job unchanged');
  });

  test('the pay limits’ maxima, the lowest minimum wage (16 and over) and £13.50 are accepted, read back exactly', async () => {
    const { recruiter, job, body, stored } = await jobSetup();
    // A job's least pay is the minimum wage, above PAY_LIMITS' minima (jobs-minimum-wage.test.ts).
    const floor = wageFloor(16, londonDay());
    const accepted: [number, 'hourly' | 'yearly'][] = [
      [13.5, 'hourly'],
      [floor.hourly, 'hourly'],
      [500, 'hourly'],
      [floor.yearly, 'yearly'],
      [1_000_000, 'yearly'],
    ];
    for (const [salaryAmount, salaryType] of accepted) {
      const created = await recruiter.client.post(
        '/api/jobs',
        body({ salaryAmount, salaryType, minimumAge: 16 }),
      );
      assert.equal(created.status, 201, created.text);
      assert.equal(created.body.salaryAmount, salaryAmount);
    }
    const edited = await patch(recruiter.client, `/api/jobs/${job.id}`, { salaryAmount: 13.5 });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.salaryAmount, 13.5);
    assert.equal((await stored(job.id)).salary_amount_pence, 1350);
  });
});

// ---------------------------------------------------------------------------------------------
// Web addresses: http(s) only, in every field that holds one.

describe('issue 28: only web addresses where a web address belongs', () => {
  test('creating a company: websiteUrl and logoUrl refuse javascript:, data:, ftp:', async () => {
    const { client } = await signedIn(app, 'recruiter');
    const name = `Web Test ${randomUUID().slice(0, 6)}`;
    for (const field of ['websiteUrl', 'logoUrl']) {
      for (const url of BAD_WEB_ADDRESSES) {
        const response = await client.post('/api/companies', { name, [field]: url });
        assertRefused(response, field, `${field} ${url}`);
      }
    }
    assert.equal((await client.get('/api/me/company')).status, 404, 'no company stored');
    const created = await client.post('/api/companies', {
      name,
      websiteUrl: 'https://webtest.example',
      logoUrl: 'http://cdn.example.com/logo.png',
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.websiteUrl, 'https://webtest.example');
    assert.equal(created.body.logoUrl, 'http://cdn.example.com/logo.png');
  });

  test('editing a company: websiteUrl and logoUrl refuse them; the addresses stay', async () => {
    const { client } = await signedIn(app, 'recruiter');
    const created = await client.post('/api/companies', {
      name: `Web Edit ${randomUUID().slice(0, 6)}`,
      websiteUrl: 'https://before.example',
    });
    assert.equal(created.status, 201, created.text);
    for (const field of ['websiteUrl', 'logoUrl']) {
      for (const url of BAD_WEB_ADDRESSES) {
        const response = await patch(client, '/api/companies/mine', { [field]: url });
        assertRefused(response, field, `${field} ${url}`);
      }
    }
    const { rows } = await app.db.query<{ website_url: string; logo_url: string | null }>(
      'SELECT website_url, logo_url FROM companies WHERE id = $1',
      [created.body.id],
    );
    assert.deepEqual(rows[0], { website_url: 'https://before.example', logo_url: null });
    const edited = await patch(client, '/api/companies/mine', {
      logoUrl: 'https://cdn.example.com/new.png',
    });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.logoUrl, 'https://cdn.example.com/new.png');
  });

  test('an interview: meetingUrl (and its old name videoUrl) refuses them, scheduling or editing', async () => {
    const { recruiter, path, interviews } = await interviewSetup();
    for (const meetingUrl of BAD_WEB_ADDRESSES) {
      const response = await recruiter.client.post(path, interview({ mode: 'video', meetingUrl }));
      assertRefused(response, 'meetingUrl', meetingUrl);
      const old = await recruiter.client.post(
        path,
        interview({ mode: 'video', videoUrl: meetingUrl }),
      );
      assertRefused(old, 'videoUrl', meetingUrl);
    }
    assert.equal(await interviews(), 0, 'no interview stored');
    const created = await recruiter.client.post(
      path,
      interview({ mode: 'video', meetingUrl: 'https://meet.example.com/abc' }),
    );
    assert.equal(created.status, 201, created.text);
    const id = String(created.body.id);
    for (const meetingUrl of BAD_WEB_ADDRESSES) {
      assertRefused(
        await patch(recruiter.client, `/api/interviews/${id}`, { meetingUrl }),
        'meetingUrl',
        meetingUrl,
      );
    }
    const { rows } = await app.db.query<{ meeting_url: string }>(
      'SELECT meeting_url FROM interviews WHERE id = $1',
      [id],
    );
    assert.equal(rows[0].meeting_url, 'https://meet.example.com/abc');
  });

  test('every URL field of every route is an http(s) web address in the contract', async () => {
    // The OpenAPI document is built from the routes' contract schemas: a field named like a web
    // address (`…Url`) must have the http-url format, and no route takes a bare `uri`/`url`
    // (which would let `javascript:` through). A new route cannot forget.
    const doc = (await app.client().get('/api/docs/json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const urlFields: string[] = [];
    const loose: string[] = [];
    const walk = (node: unknown, where: string, name = ''): void => {
      if (Array.isArray(node)) return node.forEach((item) => walk(item, where, name));
      if (node === null || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.format === 'uri' || schema.format === 'url') loose.push(`${where} ${name}`);
      if (/url$/i.test(name) && schema.type === 'string') {
        urlFields.push(`${where} ${name}`);
        assert.equal(schema.format, 'http-url', `${where} ${name}`);
      }
      for (const [key, value] of Object.entries(schema)) {
        if (key === 'properties' && value && typeof value === 'object') {
          for (const [field, sub] of Object.entries(value)) walk(sub, where, field);
        } else if (key !== 'responses') {
          walk(value, where, key === 'schema' || key === 'anyOf' || key === 'items' ? name : '');
        }
      }
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const { requestBody, parameters } = operation as Record<string, unknown>;
        walk(requestBody, `${method} ${path}`);
        for (const parameter of (parameters ?? []) as { name: string; schema: unknown }[]) {
          walk(parameter.schema, `${method} ${path}`, parameter.name);
        }
      }
    }
    assert.deepEqual(loose, [], 'no request field takes any URI');
    for (const expected of [
      'post /api/companies websiteUrl',
      'post /api/companies logoUrl',
      'patch /api/companies/mine websiteUrl',
      'patch /api/companies/mine logoUrl',
      'post /api/applications/{id}/interviews meetingUrl',
      'patch /api/interviews/{id} meetingUrl',
      'post /api/applications/{id}/interviews videoUrl',
      'patch /api/interviews/{id} videoUrl',
      'post /api/applications/{id}/booking meetingUrl',
      'put /api/me/availability meetingUrl',
    ]) {
      assert.ok(urlFields.includes(expected), `${expected} is found (${urlFields.join(', ')})`);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Issue 41 item 10: input that was a 500. A lone surrogate in any string (PostgreSQL's jsonb
// refuses it), a postcode that is too short or too long once trimmed and upper-cased, and a
// trial's hourly rate below a penny when there is no trial: each a 400 naming the field.

/** An unpaired UTF-16 surrogate: JSON.stringify sends it as the escape `\ud800`. */
const LONE = 'Bar\ud800';

describe('issue 41: a lone surrogate anywhere is a 400 naming the field', () => {
  test('screening answers and choices, knock-out values', async () => {
    const base = await jobWithQuestions(app);
    const c = base.recruiter.client;
    const choice = (fields: Record<string, unknown>) =>
      patch(c, `/api/jobs/${base.job.id}`, {
        screening: [
          {
            question: 'Which shifts?',
            kind: 'choice',
            choices: ['Days', 'Nights'],
            required: false,
            knockout: null,
            ...fields,
          },
        ],
      });
    assertRefused(await choice({ choices: ['Days', LONE] }), 'screening.choices', 'a choice');
    assertRefused(await choice({ question: LONE }), 'screening.question', 'a question');
    assertRefused(
      await choice({ knockout: { equals: LONE } }),
      'screening.knockout.equals',
      'a knock-out value',
    );
    const text = base.screening[3];
    const applied = await applyWith(app, base.job.id, [
      { questionId: base.screening[0].id, answer: 'yes' },
      { questionId: base.screening[1].id, answer: 3 },
      { questionId: text.id, answer: LONE },
    ]);
    assert.equal(applied.status, 400, JSON.stringify(applied.body));
    assert.equal(applied.body.field, 'answers.answer');
    assert.equal(
      await count('SELECT count(*) AS n FROM applications WHERE job_id = $1', [base.job.id]),
      0,
    );
  });

  test('job-alert criteria and the strategy canvas', async () => {
    const candidate = await signedIn(app, 'candidate', 'Cara');
    const alert = await candidate.client.post('/api/job-alerts', {
      name: 'Bars',
      criteria: { q: LONE },
    });
    assertRefused(alert, 'criteria.q', 'an alert');
    const lowFirst = await candidate.client.post('/api/job-alerts', { name: '\udc00Bars' });
    assertRefused(lowFirst, 'name', 'a low surrogate first');

    const { recruiter } = await recruiterWithJob(app);
    const canvas = await recruiter.client.request('PUT', '/api/strategy-canvas', {
      json: { coreValues: [{ title: 'Warmth', description: LONE }], standards: [] },
    });
    assertRefused(canvas, 'coreValues.description', 'the canvas');
    // A pair (an emoji) is fine.
    const emoji = await recruiter.client.request('PUT', '/api/strategy-canvas', {
      json: { coreValues: [{ title: 'Warmth 🍸', description: '' }], standards: [] },
    });
    assert.equal(emoji.status, 200, emoji.text);
    assert.equal((emoji.body.coreValues as { title: string }[])[0].title, 'Warmth 🍸');
  });
});

describe('issue 41: a venue postcode is checked once trimmed and upper-cased', () => {
  test('" A" and "ßßßßßß" are a 400 naming postcode; nothing stored', async () => {
    const { recruiter, company } = await recruiterWithJob(app);
    const before = await count('SELECT count(*) AS n FROM venues WHERE company_id = $1', [
      company.id,
    ]);
    for (const postcode of [' A', 'ßßßßßß', 'M1 1AA!']) {
      const created = await recruiter.client.post('/api/companies/mine/venues', {
        name: 'The Anchor',
        venueType: 'bar',
        city: 'Leeds',
        postcode,
      });
      assertRefused(created, 'postcode', `creating with ${JSON.stringify(postcode)}`);
    }
    assert.equal(
      await count('SELECT count(*) AS n FROM venues WHERE company_id = $1', [company.id]),
      before,
    );
    const ok = await recruiter.client.post('/api/companies/mine/venues', {
      name: 'The Anchor',
      venueType: 'bar',
      city: 'Leeds',
      postcode: ' ls1  6hw ',
    });
    assert.equal(ok.status, 201, ok.text);
    assert.equal(ok.body.postcode, 'LS1 6HW');
    const edited = await patch(recruiter.client, `/api/venues/${ok.body.id}`, {
      postcode: 'ßßßßßß',
    });
    assertRefused(edited, 'postcode', 'editing');
  });
});

describe('issue 41: a trial rate below a penny is a 400 even with no trial', () => {
  test('trialHourlyRate 0.001 without a trial shift', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const response = await recruiter.client.request('PUT', `/api/jobs/${job.id}/workflow`, {
      json: {
        knockoutDelayHours: 24,
        rejectionMessage: 'Thank you for applying.',
        autoInvite: null,
        trialHourlyRate: 0.001,
      },
    });
    assertRefused(response, 'trialHourlyRate', 'a rate of 0.001');
  });
});

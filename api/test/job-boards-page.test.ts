// The public job page (issue 31, items 1 and 4; issue 42): GET /api/public/job-pages/:slug answers
// what remote-public's server renders the page from, in JSON: an open job with its canonical
// address and one JobPosting, a job no longer open (nothing of it), or its current address. The
// page's markup and head: remote-public/src/server/server-render.test.tsx.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { EMPLOYMENT_TYPES } from 'shared-kernel/contract';
import { addCalendarDays, jobPagePath, jobSlug, londonDay } from 'shared-kernel/rules';
import { GOOGLE_EMPLOYMENT_TYPE } from 'shared-kernel/rules';
import { insertCompany, insertJob, insertVenue, recruiterWithJob } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestResponse } from './support/test-app.js';

const PUBLIC_URL = 'https://hospohire.example';
const PAGE = '/api/public/job-pages/';
/** Google's employmentType vocabulary (developers.google.com/search/docs/…/job-posting). */
const GOOGLE_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];

type Json = Record<string, unknown>;

/** The page's answer for an open job: 200, its state, job, address and JobPosting. */
function assertOpen(res: TestResponse) {
  assert.equal(res.status, 200, res.text);
  assert.equal(res.headers.get('cache-control'), 'no-cache');
  const answer = res.body;
  assert.equal(answer.state, 'open', res.text);
  return answer as unknown as {
    job: Json;
    pageUrl: string;
    logoUrl: string | null;
    jobPosting: Json;
  };
}

describe('the public job page', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
  });
  after(async () => {
    await t.close();
  });

  /** A company with a website and a logo, a venue with a full address, in a town of its own. */
  async function company(fields: { website?: boolean } = {}) {
    const town = `Town${randomUUID().slice(0, 8)}`;
    const c = await insertCompany(t.db, null, { name: 'The Rose & Crown Group' });
    await t.db.query(`UPDATE companies SET logo_url = $2, website_url = $3 WHERE id = $1`, [
      c.id,
      'https://cdn.example/rose.png',
      fields.website === false ? null : 'https://rose.example',
    ]);
    const venue = await insertVenue(t.db, c.id, {
      name: 'The Rose',
      city: town,
      postcode: 'M1 1AA',
      venueType: 'bar',
      pace: 'fast',
      teamSize: 'small',
    });
    await t.db.query(
      `UPDATE venues SET address_line = '1 High Street', service_approach = 'personalized',
              primary_values = '{teamwork,quality}' WHERE id = $1`,
      [venue.id],
    );
    return { company: c, venue, town };
  }

  /** An open hourly job closing in 10 days, with shifts and a two-paragraph description. */
  async function openJob(title = 'Head Bartender') {
    const m = await company();
    const job = await insertJob(t.db, m.company.id, m.venue.id, {
      title,
      salaryAmountPence: 1350,
    });
    const closesOn = addCalendarDays(londonDay(), 10);
    await t.db.query(
      `UPDATE jobs SET closes_on = $2, employment_type = 'part_time',
              day_parts = '{fri_evening,sat_late}', published_at = '2026-03-04T10:00:00Z',
              description = $3 WHERE id = $1`,
      [job.id, closesOn, 'Run a busy cocktail bar.\nLead the team.\n\nFree meals on shift & tips.'],
    );
    return { ...m, job, closesOn, path: jobPagePath({ id: job.id, title, city: m.town }) };
  }

  const page = (path: string, headers?: Record<string, string>) =>
    t.client().get(PAGE + path.replace('/jobs/', ''), { headers });

  test('Google employment types: each of ours maps to one of Google’s values', () => {
    assert.deepEqual(GOOGLE_EMPLOYMENT_TYPE, {
      full_time: 'FULL_TIME',
      part_time: 'PART_TIME',
      contract: 'CONTRACTOR',
      temporary: 'TEMPORARY',
      seasonal: 'TEMPORARY',
    });
    for (const type of EMPLOYMENT_TYPES) {
      assert.ok(GOOGLE_EMPLOYMENT_TYPES.includes(GOOGLE_EMPLOYMENT_TYPE[type]), type);
    }
  });

  test('an open job: 200 with the job, its canonical address and one complete JobPosting', async () => {
    const m = await openJob();
    const answer = assertOpen(await page(m.path));
    const canonical = `${PUBLIC_URL}${m.path}`;
    const posting = answer.jobPosting;
    assert.deepEqual(posting, {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Head Bartender',
      description:
        '<p>Run a busy cocktail bar.<br>Lead the team.</p><p>Free meals on shift &amp; tips.</p>',
      datePosted: '2026-03-04T10:00:00.000Z',
      // The closing day's last second in London (GMT or BST), with its offset.
      validThrough: posting.validThrough,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'The Rose & Crown Group',
        sameAs: 'https://rose.example',
        logo: 'https://cdn.example/rose.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: m.town,
          postalCode: 'M1 1AA',
          addressCountry: 'GB',
        },
      },
      employmentType: 'PART_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GBP',
        value: { '@type': 'QuantitativeValue', value: 13.5, unitText: 'HOUR' },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'The Rose & Crown Group', value: m.job.id },
      url: canonical,
    });
    assert.match(
      String(posting.validThrough),
      new RegExp(`^${m.closesOn}T23:59:59\\+0[01]:00$`),
      'end of the closing day, ISO 8601 with an offset',
    );
    assert.ok(!Number.isNaN(Date.parse(String(posting.validThrough))));
    assert.ok(!Number.isNaN(Date.parse(String(posting.datePosted))));

    // What the page shows: the job as the app reads it (no company website: the JobPosting's).
    assert.equal(answer.pageUrl, canonical);
    assert.equal(answer.logoUrl, 'https://cdn.example/rose.png');
    assert.equal(answer.job.id, m.job.id);
    assert.equal(answer.job.title, 'Head Bartender');
    assert.equal(answer.job.companyWebsite, undefined);
  });

  test('no website, no pay, no closing day: careers page, no baseSalary, no validThrough', async () => {
    const m = await company({ website: false });
    const job = await insertJob(t.db, m.company.id, m.venue.id, { title: 'Barback' });
    await t.db.query(
      `UPDATE jobs SET salary_type = NULL, salary_amount_pence = NULL, employment_type = 'seasonal'
        WHERE id = $1`,
      [job.id],
    );
    const posting = assertOpen(
      await page(jobPagePath({ id: job.id, title: 'Barback', city: m.town })),
    ).jobPosting;
    const org = posting.hiringOrganization as Json;
    assert.equal(org.sameAs, `${PUBLIC_URL}/careers/${m.company.slug}`);
    assert.equal(posting.baseSalary, undefined);
    assert.equal(posting.validThrough, undefined);
    assert.equal(posting.employmentType, 'TEMPORARY');
  });

  test('a yearly range: minValue and maxValue per YEAR', async () => {
    const m = await company();
    const job = await insertJob(t.db, m.company.id, m.venue.id, { title: 'General Manager' });
    await t.db.query(
      `UPDATE jobs SET salary_type = 'yearly', salary_amount_pence = NULL,
              salary_min_pence = 3000000, salary_max_pence = 3500000 WHERE id = $1`,
      [job.id],
    );
    const posting = assertOpen(
      await page(jobPagePath({ id: job.id, title: 'General Manager', city: m.town })),
    ).jobPosting;
    assert.deepEqual((posting.baseSalary as Json).value, {
      '@type': 'QuantitativeValue',
      minValue: 30000,
      maxValue: 35000,
      unitText: 'YEAR',
    });
  });

  test('a stale slug: 301 to the current address; unknown and draft: 404', async () => {
    const m = await openJob('Sous Chef');
    const stale = await page(`/jobs/line-cook-somewhere-${m.job.id}`);
    assert.equal(stale.status, 200);
    assert.deepEqual(stale.body, { state: 'moved', path: m.path });
    // The title changed since the address was given out.
    await t.db.query(`UPDATE jobs SET title = 'Senior Sous Chef' WHERE id = $1`, [m.job.id]);
    const renamed = await page(m.path);
    const path = `/jobs/${jobSlug({ id: m.job.id, title: 'Senior Sous Chef', city: m.town })}`;
    assert.deepEqual(renamed.body, { state: 'moved', path });
    assertOpen(await page(path));

    const unknown = await page(`/jobs/chef-${randomUUID()}`);
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { message: 'Job not found' });

    const draft = await insertJob(t.db, m.company.id, m.venue.id, {
      title: 'Secret',
      status: 'draft',
    });
    const drafted = await page(jobPagePath({ id: draft.id, title: 'Secret', city: m.town }));
    assert.equal(drafted.status, 404);
    assert.ok(!drafted.text.includes('Secret'));
  });

  /** A job no longer open: nothing of it, so no JobPosting and no text of it anywhere. */
  function assertClosed(res: TestResponse) {
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { state: 'closed' });
  }

  test('closed through the close route: closed, nothing of the job', async () => {
    const { recruiter, company: c, job } = await recruiterWithJob(t);
    const town = `Town${randomUUID().slice(0, 8)}`;
    await t.db.query(`UPDATE venues SET city = $2 WHERE company_id = $1`, [c.id, town]);
    const path = jobPagePath({ id: job.id, title: 'Bartender', city: town });
    assertOpen(await page(path));
    const closed = await recruiter.client.post(`/api/jobs/${job.id}/close`, { outcome: 'filled' });
    assert.equal(closed.status, 200, closed.text);
    assertClosed(await page(path));
  });

  test('past its closing day (in London): closed', async () => {
    const m = await openJob('Night Porter');
    await t.db.query(`UPDATE jobs SET closes_on = $2 WHERE id = $1`, [
      m.job.id,
      addCalendarDays(londonDay(), -1),
    ]);
    assertClosed(await page(m.path));
  });
});

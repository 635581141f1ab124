// The public job page (issue 31, items 1 and 4): GET /api/public/job-pages/:slug answers the HTML
// the host's server completes (SSI), with one JobPosting JSON-LD on an open job's page only.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { EMPLOYMENT_TYPES } from 'shared-kernel/contract';
import {
  addCalendarDays,
  jobPagePath,
  jobSlug,
  londonDay,
  UNDER_18_ALCOHOL_RULE,
} from 'shared-kernel/rules';
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

/** The JobPosting scripts of a page, parsed. */
function jsonLd(html: string): Json[] {
  const scripts = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...scripts].map((match) => JSON.parse(match[1]) as Json);
}

/** The value of `<meta name|property="…" content="…">`, entities decoded. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match ? decode(match[1]) : undefined;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The article's visible text: tags dropped, entities decoded, spaces collapsed. */
function articleText(html: string): string {
  const article = /<article class="hh-job-page">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  return decode(article.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

function assertDocument(res: TestResponse, status: number) {
  assert.equal(res.status, status, res.text);
  assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(res.headers.get('cache-control'), 'no-cache');
  assert.ok(res.text.startsWith('<!--# include virtual="/pages/job-head.html" -->\n'), res.text);
  assert.ok(res.text.includes('<!--# include virtual="/pages/job-end.html" -->'));
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

  test('an open job: 200 with one complete JobPosting, all of it shown', async () => {
    const m = await openJob();
    const res = await page(m.path);
    assertDocument(res, 200);
    const html = res.text;
    const canonical = `${PUBLIC_URL}${m.path}`;

    const postings = jsonLd(html);
    assert.equal(postings.length, 1);
    const [posting] = postings;
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

    // The head: title, description, canonical, Open Graph; indexable.
    const title = `Head Bartender at The Rose &amp; Crown Group, ${m.town}`;
    assert.ok(html.includes(`<title>${title}</title>`), html);
    const description = metaContent(html, 'description') ?? '';
    assert.ok(description.length <= 160);
    assert.ok(
      description.startsWith(`£13.50/hour · Part time · ${m.town} · Run a busy`),
      description,
    );
    assert.ok(html.includes(`<link rel="canonical" href="${canonical}">`));
    assert.equal(metaContent(html, 'og:type'), 'website');
    assert.equal(
      metaContent(html, 'og:title'),
      `Head Bartender at The Rose & Crown Group, ${m.town}`,
    );
    assert.equal(metaContent(html, 'og:description'), description);
    assert.equal(metaContent(html, 'og:url'), canonical);
    assert.equal(metaContent(html, 'og:site_name'), 'HospoHire');
    assert.equal(metaContent(html, 'og:image'), 'https://cdn.example/rose.png');
    assert.equal(metaContent(html, 'robots'), undefined);
    assert.ok(html.includes('<!--# include virtual="/pages/job-body-signed-out.html" -->'));

    // What the markup says is on the page.
    const text = articleText(html);
    for (const shown of [
      'Head Bartender',
      'The Rose & Crown Group',
      `The Rose · ${m.town} M1 1AA`,
      '£13.50/hour',
      'Part time',
      'Fri evening, Sat late',
      'Posted 4 March 2026',
      'Run a busy cocktail bar. Lead the team.',
      'Free meals on shift & tips.',
      // The workplace: the venue's type, the job's pace and team size, else its venue's.
      'The workplace Bar · Fast-paced · Medium-sized team',
      // A short reference to quote, not the raw id (JSON-LD's identifier keeps the full id).
      `Job reference: HH-${m.job.id.slice(0, 8).toUpperCase()}`,
    ]) {
      assert.ok(text.includes(shown), `"${shown}" in: ${text}`);
    }
    assert.ok(!text.includes(m.job.id), 'no raw id in the text');
    const [y, mo, d] = m.closesOn.split('-').map(Number);
    const closes = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(y, mo - 1, d));
    assert.ok(text.includes(`Closing date ${closes}`), text);
    assert.ok(html.includes(`<a href="/careers/${m.company.slug}">The Rose &amp; Crown Group</a>`));
    assert.ok(html.includes(`<a class="hh-job-apply" href="/candidate-signup?apply=${m.job.id}">`));
    assert.ok(html.includes(`<a href="/sign-in?apply=${m.job.id}">Sign in to apply</a>`));
  });

  test('signed in (the session cookie is there): the host’s signed-in body', async () => {
    const m = await openJob();
    const res = await page(m.path, { cookie: 'hh_session=anything' });
    assertDocument(res, 200);
    assert.ok(res.text.includes('<!--# include virtual="/pages/job-body-signed-in.html" -->'));
    assert.ok(!res.text.includes('job-body-signed-out'));
  });

  test('the minimum age is a fact; a bar job open to 16-year-olds says the under-18 rule (issue 43)', async () => {
    const m = await openJob('Bar Back');
    const adults = await page(m.path);
    assertDocument(adults, 200);
    assert.ok(articleText(adults.text).includes('Minimum age'), articleText(adults.text));
    assert.ok(!adults.text.includes(UNDER_18_ALCOHOL_RULE));
    await t.db.query('UPDATE jobs SET minimum_age = 16 WHERE id = $1', [m.job.id]);
    const young = await page(m.path);
    assertDocument(young, 200);
    assert.ok(articleText(young.text).includes('16 and over'));
    assert.ok(young.text.includes(`role="note">${UNDER_18_ALCOHOL_RULE}`), young.text);
  });

  test('no website, no pay, no closing day: careers page, no baseSalary, no validThrough', async () => {
    const m = await company({ website: false });
    const job = await insertJob(t.db, m.company.id, m.venue.id, { title: 'Barback' });
    await t.db.query(
      `UPDATE jobs SET salary_type = NULL, salary_amount_pence = NULL, employment_type = 'seasonal'
        WHERE id = $1`,
      [job.id],
    );
    const res = await page(jobPagePath({ id: job.id, title: 'Barback', city: m.town }));
    assertDocument(res, 200);
    const [posting] = jsonLd(res.text);
    const org = posting.hiringOrganization as Json;
    assert.equal(org.sameAs, `${PUBLIC_URL}/careers/${m.company.slug}`);
    assert.equal(posting.baseSalary, undefined);
    assert.equal(posting.validThrough, undefined);
    assert.equal(posting.employmentType, 'TEMPORARY');
    assert.ok(articleText(res.text).includes('Competitive salary'));
  });

  test('a yearly range: minValue and maxValue per YEAR', async () => {
    const m = await company();
    const job = await insertJob(t.db, m.company.id, m.venue.id, { title: 'General Manager' });
    await t.db.query(
      `UPDATE jobs SET salary_type = 'yearly', salary_amount_pence = NULL,
              salary_min_pence = 3000000, salary_max_pence = 3500000 WHERE id = $1`,
      [job.id],
    );
    const res = await page(jobPagePath({ id: job.id, title: 'General Manager', city: m.town }));
    assertDocument(res, 200);
    const [posting] = jsonLd(res.text);
    assert.deepEqual((posting.baseSalary as Json).value, {
      '@type': 'QuantitativeValue',
      minValue: 30000,
      maxValue: 35000,
      unitText: 'YEAR',
    });
    assert.ok(articleText(res.text).includes('£30,000–£35,000/year'));
  });

  test('a title with </script><b> stays text, in the page and in the JSON-LD', async () => {
    const title = 'Chef </script><b>bold</b> "quoted"';
    const m = await openJob(title);
    const res = await page(m.path);
    assertDocument(res, 200);
    assert.ok(!res.text.includes('<b>bold</b>'));
    assert.equal(res.text.match(/<\/script>/g)?.length, 1, 'only the JSON-LD script ends');
    assert.ok(
      res.text.includes('<h1>Chef &lt;/script&gt;&lt;b&gt;bold&lt;/b&gt; &quot;quoted&quot;</h1>'),
    );
    assert.ok(res.text.includes('\\u003c/script>\\u003cb>bold'));
    const [posting] = jsonLd(res.text);
    assert.equal(posting.title, title);
  });

  test('a stale slug: 301 to the current address; unknown and draft: 404', async () => {
    const m = await openJob('Sous Chef');
    const stale = await page(`/jobs/line-cook-somewhere-${m.job.id}`);
    assert.equal(stale.status, 301);
    assert.equal(stale.headers.get('location'), m.path);
    // The title changed since the address was given out.
    await t.db.query(`UPDATE jobs SET title = 'Senior Sous Chef' WHERE id = $1`, [m.job.id]);
    const renamed = await page(m.path);
    assert.equal(renamed.status, 301);
    assert.equal(
      renamed.headers.get('location'),
      `/jobs/${jobSlug({ id: m.job.id, title: 'Senior Sous Chef', city: m.town })}`,
    );
    const current = await page(renamed.headers.get('location') ?? '');
    assert.equal(current.status, 200);

    const unknown = await page(`/jobs/chef-${randomUUID()}`);
    assertDocument(unknown, 404);
    assert.ok(unknown.text.includes('<h1>Job not found</h1>'));
    assert.ok(unknown.text.includes('<a href="/job-search">'));
    assert.equal(metaContent(unknown.text, 'robots'), 'noindex');
    assert.deepEqual(jsonLd(unknown.text), []);

    const draft = await insertJob(t.db, m.company.id, m.venue.id, {
      title: 'Secret',
      status: 'draft',
    });
    const drafted = await page(jobPagePath({ id: draft.id, title: 'Secret', city: m.town }));
    assertDocument(drafted, 404);
    assert.ok(!drafted.text.includes('Secret'));
  });

  /** What a closed job's page must be: 410, says so, no JobPosting, noindex. */
  function assertClosedPage(res: TestResponse, title: string) {
    assertDocument(res, 410);
    assert.deepEqual(jsonLd(res.text), []);
    assert.ok(!res.text.includes('application/ld+json'));
    assert.equal(metaContent(res.text, 'robots'), 'noindex');
    assert.ok(res.text.includes(`<h1>${title}</h1>`));
    assert.ok(articleText(res.text).includes('This job has closed'));
    assert.ok(!res.text.includes('Apply now'));
  }

  test('closed through the close route: 410 with similar open jobs, the same town first', async () => {
    const { recruiter, company: c, job } = await recruiterWithJob(t);
    const town = `Town${randomUUID().slice(0, 8)}`;
    await t.db.query(`UPDATE venues SET city = $2, venue_type = 'hotel' WHERE company_id = $1`, [
      c.id,
      town,
    ]);
    const other = await insertCompany(t.db, null, { name: 'Other Group' });
    const sameTown = await insertVenue(t.db, other.id, { city: town, venueType: 'cafe' });
    const elsewhere = await insertVenue(t.db, other.id, {
      city: `Far${randomUUID().slice(0, 8)}`,
      venueType: 'cafe',
    });
    const older = await insertJob(t.db, other.id, sameTown.id, { title: 'Barista' });
    await t.db.query(`UPDATE jobs SET published_at = now() - interval '2 days' WHERE id = $1`, [
      older.id,
    ]);
    const newer = await insertJob(t.db, other.id, sameTown.id, {
      title: 'Waiter',
      salaryAmountPence: 1200,
    });
    const unrelated = await insertJob(t.db, other.id, elsewhere.id, { title: 'Cafe Cook' });
    const expired = await insertJob(t.db, other.id, sameTown.id, { title: 'Expired Host' });
    await t.db.query(`UPDATE jobs SET closes_on = $2 WHERE id = $1`, [
      expired.id,
      addCalendarDays(londonDay(), -2),
    ]);

    const path = jobPagePath({ id: job.id, title: 'Bartender', city: town });
    assert.equal((await page(path)).status, 200);
    const closed = await recruiter.client.post(`/api/jobs/${job.id}/close`, { outcome: 'filled' });
    assert.equal(closed.status, 200, closed.text);

    const res = await page(path);
    assertClosedPage(res, 'Bartender');
    const similar = /<ul class="hh-job-similar">([\s\S]*?)<\/ul>/.exec(res.text)?.[1] ?? '';
    const links = [...similar.matchAll(/<a href="([^"]+)">/g)].map((match) => match[1]);
    // The town's first, newest first; then other hotels (on a shared database, other tests').
    assert.deepEqual(links.slice(0, 2), [
      jobPagePath({ id: newer.id, title: 'Waiter', city: town }),
      jobPagePath({ id: older.id, title: 'Barista', city: town }),
    ]);
    assert.ok(!similar.includes(unrelated.id) && !similar.includes(expired.id));
    const similarText = decode(similar.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
    assert.ok(similarText.includes(`Waiter Other Group · ${town} · £12.00/hour`), similarText);
  });

  test('past its closing day (in London): 410, no JobPosting, a similar open job', async () => {
    const m = await openJob('Night Porter');
    const similar = await insertJob(t.db, m.company.id, m.venue.id, { title: 'Bar Supervisor' });
    await t.db.query(`UPDATE jobs SET closes_on = $2 WHERE id = $1`, [
      m.job.id,
      addCalendarDays(londonDay(), -1),
    ]);
    const res = await page(m.path);
    assertClosedPage(res, 'Night Porter');
    assert.ok(
      res.text.includes(
        `<a href="${jobPagePath({ id: similar.id, title: 'Bar Supervisor', city: m.town })}">Bar Supervisor</a>`,
      ),
    );
  });
});

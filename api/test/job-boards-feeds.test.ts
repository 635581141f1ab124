// Issue 31 items 4–6: robots.txt, the sitemap (and its index past the limit) and the Indeed feed,
// read as a crawler and a job board read them (the XML parsed with fast-xml-parser).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { jobPagePath } from 'shared-kernel/rules';
import { sitemapJobs } from '../src/modules/job-boards/feeds/open-jobs.js';
import {
  SITEMAP_MAX_URLS,
  sitemapDocument,
  sitemapEntries,
  sitemapPart,
} from '../src/modules/job-boards/feeds/sitemap.js';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const PUBLIC_URL = 'https://hospohire.example';
const ROBOTS = '/api/public/robots.txt';
const SITEMAP = '/api/public/sitemap.xml';
const FEED = '/api/public/feeds/indeed.xml';

/** Every value a string (a postcode or an id is never read as a number); repeated tags as lists. */
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (_name, path) =>
    ['urlset.url', 'sitemapindex.sitemap', 'source.job'].includes(String(path)),
});
type Url = { loc: string; lastmod?: string };
type FeedJob = Record<string, string>;

let t: TestApp;
let recruiter: TestClient;
/** The jobs as the test made them: id → what the page address is made of. */
const jobs = new Map<string, { id: string; title: string; city: string }>();
let anchor: { id: string; slug: string };
let harbour: { id: string; slug: string };
let quiet: { id: string; slug: string };
/** A title and description that XML must escape (`&`, `<`, `]]>`). */
const TRICKY_TITLE = 'Bar & Grill <Lead> ]]> Chef';
const TRICKY_DESCRIPTION =
  'Run the pass at a busy grill & bar.\nShifts <b>agreed</b> weekly ]]> fair tips.\n\nMeals on shift.';

const sql = (text: string, params: unknown[] = []) => t.db.query(text, params);
/** A W3C datetime to the second, as the sitemap writes it. */
const w3c = (moment: unknown) => new Date(moment as Date).toISOString().replace(/\.\d{3}Z$/, 'Z');
const pageUrl = (id: string) => `${PUBLIC_URL}${jobPagePath(jobs.get(id)!)}`;

async function feed(query = '') {
  const response = await t.client().get(`${FEED}${query}`);
  assert.equal(response.status, 200, response.text);
  const jobsOut = (parser.parse(response.text).source.job ?? []) as FeedJob[];
  return { response, source: parser.parse(response.text).source, jobs: jobsOut };
}

async function sitemapUrls(): Promise<Url[]> {
  const response = await t.client().get(SITEMAP);
  assert.equal(response.status, 200, response.text);
  return parser.parse(response.text).urlset.url as Url[];
}

async function newJob(
  company: { id: string },
  venueId: string,
  title: string,
  fields: Parameters<typeof insertJob>[3] = {},
) {
  const job = await insertJob(t.db, company.id, venueId, { title, ...fields });
  const { rows } = await sql(`SELECT city FROM venues WHERE id = $1`, [venueId]);
  jobs.set(job.id, { id: job.id, title, city: String(rows[0].city) });
  return job.id;
}

let tricky: string;
let yearly: string;
let range: string;
let harbourJob: string;
/** A draft and a closed job: never in any document. */
let neverListed: string[];
/** This file's jobs: on PostgreSQL the database is shared with the other test files, so the
 * documents hold their jobs too and the assertions look at these only. */
const ours = () => [tricky, yearly, range, harbourJob, ...neverListed];
const isOurs = (loc: string) => ours().some((id) => loc.endsWith(id));

before(async () => {
  t = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
  const owner = await signedIn(t, 'recruiter', 'Rita');
  recruiter = owner.client;
  anchor = await insertCompany(t.db, owner.userId, { name: 'The Anchor & Co' });
  harbour = await insertCompany(t.db, null, { name: 'Harbour Hotels' });
  quiet = await insertCompany(t.db, null, { name: 'Quiet Cafes' });
  const grill = await insertVenue(t.db, anchor.id, { city: 'Leeds', postcode: 'LS1 6HW' });
  await sql(`UPDATE venues SET address_line = '1 Call Lane' WHERE id = $1`, [grill.id]);
  const hotel = await insertVenue(t.db, harbour.id, {
    city: 'Bristol',
    postcode: 'BS1 4RN',
    venueType: 'hotel',
  });
  const cafe = await insertVenue(t.db, quiet.id, { city: 'York' });

  tricky = await newJob(anchor, grill.id, TRICKY_TITLE, { salaryAmountPence: 1350 });
  await sql(
    `UPDATE jobs SET description = $2, employment_type = 'part_time',
                     closes_on = current_date + 10, published_at = now() - interval '3 days'
     WHERE id = $1`,
    [tricky, TRICKY_DESCRIPTION],
  );
  yearly = await newJob(anchor, grill.id, 'Head Chef', {
    salaryType: 'yearly',
    salaryAmountPence: 2_800_000,
  });
  await sql(`UPDATE jobs SET published_at = now() - interval '2 days' WHERE id = $1`, [yearly]);
  range = await newJob(anchor, grill.id, 'Seasonal Waiter');
  await sql(
    `UPDATE jobs SET employment_type = 'seasonal', salary_amount_pence = NULL,
                     salary_min_pence = 1200, salary_max_pence = 1400,
                     published_at = now() - interval '1 day'
     WHERE id = $1`,
    [range],
  );
  harbourJob = await newJob(harbour, hotel.id, 'Night Porter');
  // Never in any document: a draft, and a company whose only job is closed.
  neverListed = [
    await newJob(anchor, grill.id, 'Draft Barista', { status: 'draft' }),
    await newJob(quiet, cafe.id, 'Closed Barista', { status: 'closed' }),
  ];
});
after(() => t.close());

describe('robots.txt', () => {
  /** Google's reading: the longest matching rule wins; `$` ends the path; Allow wins a tie. */
  function allowed(robots: string, path: string): boolean {
    let best: { length: number; allow: boolean } = { length: -1, allow: true };
    for (const line of robots.split('\n')) {
      const match = /^(Allow|Disallow): (\S+)$/.exec(line);
      if (!match) continue;
      const rule = match[2];
      const exact = rule.endsWith('$');
      const prefix = exact ? rule.slice(0, -1) : rule;
      if (exact ? path !== prefix : !path.startsWith(prefix)) continue;
      const allow = match[1] === 'Allow';
      if (rule.length > best.length || (rule.length === best.length && allow))
        best = { length: rule.length, allow };
    }
    return best.allow;
  }

  it('allows the public pages only, disallows the app and the API, and names the sitemap', async () => {
    const response = await t.client().get(ROBOTS);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const lines = response.text.split('\n');
    assert.equal(lines[0], 'User-agent: *');
    assert.ok(lines.includes('Disallow: /'));
    assert.ok(lines.includes('Disallow: /api/'));
    assert.ok(lines.includes(`Sitemap: ${PUBLIC_URL}/sitemap.xml`));
    for (const path of [
      '/',
      '/jobs/head-chef-leeds-0b5e4a4e-58e4-4f7c-9b7a-6c1c1f0f0a11',
      '/job-search?q=chef',
      '/companies',
      '/company/the-anchor',
      '/careers/the-anchor',
      '/about',
      '/feeds/indeed.xml',
      '/sitemap.xml',
      '/sitemaps/jobs-1.xml',
    ])
      assert.equal(allowed(response.text, path), true, `${path} should be allowed`);
    for (const path of [
      '/jobs',
      '/saved-jobs',
      '/applications',
      '/company-management',
      '/companies/mine',
      '/about/team',
      '/api/jobs',
      '/api/public/robots.txt',
    ])
      assert.equal(allowed(response.text, path), false, `${path} should be disallowed`);
  });
});

describe('sitemap', () => {
  it('lists every open job page once with its last change, and the companies with open jobs', async () => {
    const response = await t.client().get(SITEMAP);
    assert.match(response.headers.get('content-type') ?? '', /^application\/xml/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const parsed = parser.parse(response.text);
    assert.equal(parsed.urlset['@_xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = parsed.urlset.url as Url[];
    const locs = urls.map((url) => url.loc);
    assert.equal(new Set(locs).size, locs.length, 'every address once');

    const { rows } = await sql(`SELECT id, updated_at FROM jobs WHERE id = ANY($1::uuid[])`, [
      [tricky, yearly, range, harbourJob],
    ]);
    for (const row of rows) {
      const entry = urls.find((url) => url.loc === pageUrl(String(row.id)));
      assert.ok(entry, `job ${String(row.title)} in the sitemap`);
      assert.equal(entry.lastmod, w3c(row.updated_at));
    }
    const jobLocs = locs.filter((loc) => loc.startsWith(`${PUBLIC_URL}/jobs/`) && isOurs(loc));
    assert.equal(jobLocs.length, 4, 'the open jobs only (no draft, no closed job)');

    const ourCompanies = [anchor, harbour, quiet].map((c) => c.slug);
    const companyLocs = locs
      .filter(
        (loc) =>
          loc === `${PUBLIC_URL}/companies` ||
          ourCompanies.some(
            (slug) => loc.endsWith(`/company/${slug}`) || loc.endsWith(`/careers/${slug}`),
          ),
      )
      .sort();
    assert.deepEqual(
      companyLocs,
      [
        `${PUBLIC_URL}/careers/${anchor.slug}`,
        `${PUBLIC_URL}/careers/${harbour.slug}`,
        `${PUBLIC_URL}/companies`,
        `${PUBLIC_URL}/company/${anchor.slug}`,
        `${PUBLIC_URL}/company/${harbour.slug}`,
      ].sort(),
    );
    // A company's pages change with its newest job.
    const anchorJobs = rows
      .filter((row) => row.id !== harbourJob)
      .map((row) => w3c(row.updated_at));
    const careers = urls.find((url) => url.loc === `${PUBLIC_URL}/careers/${anchor.slug}`);
    assert.ok(careers?.lastmod);
    assert.ok(anchorJobs.every((changed) => careers.lastmod! >= changed));
  });

  it('is an index of parts past the limit (the builder with a limit of 2)', async () => {
    const mine = (await sitemapJobs(t.db)).filter((job) => ours().includes(job.id));
    const entries = sitemapEntries(PUBLIC_URL, mine);
    assert.equal(entries.jobs.length, 4);
    assert.equal(entries.companies.length, 5);
    const index = parser.parse(sitemapDocument(PUBLIC_URL, entries, 2));
    assert.equal(index.urlset, undefined);
    const parts = (index.sitemapindex.sitemap as Url[]).map((part) => part.loc);
    assert.deepEqual(
      parts,
      ['jobs-1.xml', 'jobs-2.xml', 'companies-1.xml', 'companies-2.xml', 'companies-3.xml'].map(
        (name) => `${PUBLIC_URL}/sitemaps/${name}`,
      ),
    );
    // The parts together are the addresses of the single file, each once.
    const all = parts.flatMap((loc) => {
      const xml = sitemapPart(entries, loc.split('/').pop()!, 2);
      assert.ok(xml, loc);
      const urls = parser.parse(xml).urlset.url as Url[];
      assert.ok(urls.length <= 2);
      return urls.map((url) => url.loc);
    });
    const single = parser.parse(sitemapDocument(PUBLIC_URL, entries)).urlset.url as Url[];
    assert.deepEqual([...all].sort(), single.map((url) => url.loc).sort());
    assert.equal(sitemapPart(entries, 'jobs-3.xml', 2), null);
    assert.equal(sitemapPart(entries, 'companies-4.xml', 2), null);
    // At the real limit it is one file.
    assert.ok(SITEMAP_MAX_URLS === 50_000);
    assert.ok(parser.parse(sitemapDocument(PUBLIC_URL, entries)).urlset);
  });

  it('serves a part, and 404 JSON for a part past the end', async () => {
    const part = await t.client().get('/api/public/sitemaps/jobs-1.xml');
    assert.equal(part.status, 200);
    assert.match(part.headers.get('content-type') ?? '', /^application\/xml/);
    const listed = (parser.parse(part.text).urlset.url as Url[]).map((url) => url.loc);
    assert.equal(listed.filter(isOurs).length, 4);
    const past = await t.client().get('/api/public/sitemaps/jobs-2.xml');
    assert.equal(past.status, 404);
    assert.equal(typeof past.body.message, 'string');
    assert.equal((await t.client().get('/api/public/sitemaps/other-1.xml')).status, 400);
  });
});

describe('Indeed feed', () => {
  it('has the source fields and every open job once, newest first', async () => {
    const { response, source, jobs: out } = await feed();
    assert.match(response.headers.get('content-type') ?? '', /^application\/xml/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.ok(response.text.startsWith('<?xml version="1.0" encoding="utf-8"?>'));
    assert.equal(source.publisher, 'HospoHire');
    assert.equal(source.publisherurl, PUBLIC_URL);
    assert.match(
      source.lastBuildDate,
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    const references = out.map((job) => job.referencenumber);
    assert.equal(new Set(references).size, references.length, 'every open job once');
    assert.deepEqual(
      references.filter((id) => ours().includes(id)),
      [harbourJob, range, yearly, tricky],
    );
  });

  it("writes each job's fields in Indeed's words", async () => {
    const { jobs: out } = await feed();
    const byId = new Map(out.map((job) => [job.referencenumber, job]));
    const { rows } = await sql(
      `SELECT published_at, closes_on::text AS closes_on FROM jobs WHERE id = $1`,
      [tricky],
    );
    assert.deepEqual(byId.get(tricky), {
      title: TRICKY_TITLE,
      date: new Date(rows[0].published_at as Date).toUTCString(),
      referencenumber: tricky,
      url: pageUrl(tricky),
      company: 'The Anchor & Co',
      city: 'Leeds',
      country: 'GB',
      postalcode: 'LS1 6HW',
      streetaddress: '1 Call Lane',
      description:
        '<p>Run the pass at a busy grill &amp; bar.<br>Shifts &lt;b&gt;agreed&lt;/b&gt; weekly ]]&gt; fair tips.</p>' +
        '<p>Meals on shift.</p>',
      salary: '£13.50 per hour',
      jobtype: 'parttime',
      category: 'Restaurant, Hospitality',
      expirationdate: String(rows[0].closes_on),
    });
    const head = byId.get(yearly)!;
    assert.equal(head.salary, '£28,000 per year');
    assert.equal(head.jobtype, 'fulltime');
    assert.equal(head.expirationdate, undefined, 'no closing day, no expirationdate');
    const seasonal = byId.get(range)!;
    assert.equal(seasonal.salary, '£12.00 - £14.00 per hour');
    assert.equal(seasonal.jobtype, 'temporary');
    const porter = byId.get(harbourJob)!;
    assert.equal(porter.category, 'Hotel, Hospitality');
    assert.equal(porter.company, 'Harbour Hotels');
  });

  it('keeps every value in CDATA, with a ]]> inside split across two sections', async () => {
    const { response } = await feed();
    assert.ok(
      response.text.includes('<title><![CDATA[Bar & Grill <Lead> ]]]]><![CDATA[> Chef]]></title>'),
    );
    assert.ok(response.text.includes(`<referencenumber><![CDATA[${tricky}]]></referencenumber>`));
  });

  it("?company= gives that company's jobs only; an unknown company is 404 JSON", async () => {
    const { jobs: mine } = await feed(`?company=${harbour.slug}`);
    assert.deepEqual(
      mine.map((job) => job.referencenumber),
      [harbourJob],
    );
    const { jobs: none } = await feed(`?company=${quiet.slug}`);
    assert.deepEqual(none, []);
    const unknown = await t.client().get(`${FEED}?company=no-such-company`);
    assert.equal(unknown.status, 404);
    assert.match(unknown.headers.get('content-type') ?? '', /json/);
    assert.equal(typeof unknown.body.message, 'string');
  });
});

describe('a job that stops being open leaves the sitemap and the feed at once', () => {
  async function inBoth(id: string) {
    const inSitemap = (await sitemapUrls()).some((url) => url.loc === pageUrl(id));
    const inFeed = (await feed()).jobs.some((job) => job.referencenumber === id);
    assert.equal(inSitemap, inFeed, 'the sitemap and the feed agree');
    return inFeed;
  }

  it('closed, filled (through the API) and past its closing day (London)', async () => {
    const venue = await insertVenue(t.db, anchor.id, { city: 'Leeds' });
    const closing = await newJob(anchor, venue.id, 'Closing Bartender');
    const filling = await newJob(anchor, venue.id, 'Filling Bartender');
    const expiring = await newJob(anchor, venue.id, 'Expiring Bartender');
    // Its last day is today in London: still open all of today.
    await sql(
      `UPDATE jobs SET closes_on = (now() AT TIME ZONE 'Europe/London')::date WHERE id = $1`,
      [expiring],
    );
    for (const id of [closing, filling, expiring]) assert.equal(await inBoth(id), true);

    const closed = await recruiter.post(`/api/jobs/${closing}/close`, { outcome: 'closed' });
    assert.equal(closed.status, 200, closed.text);
    assert.equal(await inBoth(closing), false);

    const filled = await recruiter.post(`/api/jobs/${filling}/close`, { outcome: 'filled' });
    assert.equal(filled.status, 200, filled.text);
    assert.equal(await inBoth(filling), false);

    await sql(
      `UPDATE jobs SET closes_on = (now() AT TIME ZONE 'Europe/London')::date - 1 WHERE id = $1`,
      [expiring],
    );
    assert.equal(await inBoth(expiring), false);
    // The others are still there.
    assert.equal(await inBoth(tricky), true);
  });
});

// Issue 31 item 7 (the API): GET /api/companies/mine/job-board — the recruiter's feed addresses,
// and each of their company's open jobs with where it is published and what holds it back.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jobPagePath } from 'shared-kernel/rules';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const PUBLIC_URL = 'https://hospohire.example';
const STATUS = '/api/companies/mine/job-board';
const LONG_DESCRIPTION =
  'Run a busy cocktail bar with a team of six: training given, meals on shift, tips shared fairly every week.';

type Problem = { code: string; message: string; fixPath: string };
type BoardJob = {
  id: string;
  title: string;
  status: string;
  closesOn: string | null;
  pageUrl: string;
  channels: { page: boolean; sitemap: boolean; feed: boolean };
  problems: Problem[];
};

let t: TestApp;
let recruiter: TestClient;
let company: { id: string; slug: string };
let other: { client: TestClient; company: { id: string; slug: string }; job: string };
const ids: Record<string, string> = {};

const sql = (text: string, params: unknown[] = []) => t.db.query(text, params);

/** An open job at `venueId` with a description of its own (the fixture's is short). */
async function job(
  key: string,
  venueId: string,
  companyId: string,
  fields: Parameters<typeof insertJob>[3] = {},
  description = LONG_DESCRIPTION,
) {
  const { id } = await insertJob(t.db, companyId, venueId, { title: `${key} job`, ...fields });
  // Published one after another: the answer lists the newest first.
  await sql(
    `UPDATE jobs SET description = $2,
                     published_at = now() - ($3::int * interval '1 minute') WHERE id = $1`,
    [id, description, 100 - Object.keys(ids).length],
  );
  ids[key] = id;
  return id;
}

async function status(client: TestClient = recruiter) {
  const response = await client.get(STATUS);
  assert.equal(response.status, 200, response.text);
  return response.body as {
    feedUrl: string;
    allJobsFeedUrl: string;
    sitemapUrl: string;
    robotsUrl: string;
    jobs: BoardJob[];
  };
}

const codes = (found: BoardJob | undefined) => found?.problems.map((problem) => problem.code);

before(async () => {
  t = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
  const owner = await signedIn(t, 'recruiter', 'Rita');
  recruiter = owner.client;
  company = await insertCompany(t.db, owner.userId);
  const bar = await insertVenue(t.db, company.id, { city: 'Leeds', postcode: 'LS1 6HW' });
  const noPostcode = await insertVenue(t.db, company.id, { city: 'York' });
  await sql(`UPDATE venues SET postcode = NULL WHERE id = $1`, [noPostcode.id]);
  const blankPostcode = await insertVenue(t.db, company.id, { city: 'York' });
  await sql(`UPDATE venues SET postcode = '  ' WHERE id = $1`, [blankPostcode.id]);

  await job('good', bar.id, company.id);
  await sql(`UPDATE jobs SET closes_on = current_date + 20 WHERE id = $1`, [ids.good]);
  await job('range', bar.id, company.id);
  await sql(
    `UPDATE jobs SET salary_amount_pence = NULL, salary_min_pence = 1200, salary_max_pence = 1400
     WHERE id = $1`,
    [ids.range],
  );
  await job('noPay', bar.id, company.id);
  await sql(`UPDATE jobs SET salary_type = NULL, salary_amount_pence = NULL WHERE id = $1`, [
    ids.noPay,
  ]);
  await job('noPostcode', noPostcode.id, company.id);
  await job('blankPostcode', blankPostcode.id, company.id);
  await job('short', bar.id, company.id, {}, 'x'.repeat(99));
  await job('hundred', bar.id, company.id, {}, 'x'.repeat(100));
  await job('expired', bar.id, company.id);
  await sql(
    `UPDATE jobs SET closes_on = (now() AT TIME ZONE 'Europe/London')::date - 1 WHERE id = $1`,
    [ids.expired],
  );
  await job('lastDay', bar.id, company.id);
  await sql(
    `UPDATE jobs SET closes_on = (now() AT TIME ZONE 'Europe/London')::date WHERE id = $1`,
    [ids.lastDay],
  );
  // Not open: never listed.
  await job('draft', bar.id, company.id, { status: 'draft' });
  await job('closed', bar.id, company.id, { status: 'closed' });

  const otherOwner = await signedIn(t, 'recruiter', 'Omar');
  const otherCompany = await insertCompany(t.db, otherOwner.userId);
  const otherVenue = await insertVenue(t.db, otherCompany.id);
  other = {
    client: otherOwner.client,
    company: otherCompany,
    job: (await insertJob(t.db, otherCompany.id, otherVenue.id)).id,
  };
});
after(() => t.close());

describe('GET /api/companies/mine/job-board: who may read it', () => {
  it('signed out 401, a candidate 403, a recruiter without a company 404 (JSON)', async () => {
    const signedOut = await t.client().get(STATUS);
    assert.equal(signedOut.status, 401);
    assert.equal(typeof signedOut.body.message, 'string');
    const candidate = await signedIn(t, 'candidate');
    const forbidden = await candidate.client.get(STATUS);
    assert.equal(forbidden.status, 403);
    assert.equal(typeof forbidden.body.message, 'string');
    const newcomer = await signedIn(t, 'recruiter', 'Nia');
    const none = await newcomer.client.get(STATUS);
    assert.equal(none.status, 404);
    assert.equal(typeof none.body.message, 'string');
  });

  it("a recruiter gets their own company's addresses and jobs only", async () => {
    const mine = await status();
    assert.equal(mine.feedUrl, `${PUBLIC_URL}/feeds/indeed.xml?company=${company.slug}`);
    assert.equal(mine.allJobsFeedUrl, `${PUBLIC_URL}/feeds/indeed.xml`);
    assert.equal(mine.sitemapUrl, `${PUBLIC_URL}/sitemap.xml`);
    assert.equal(mine.robotsUrl, `${PUBLIC_URL}/robots.txt`);
    assert.ok(!mine.jobs.some((found) => found.id === other.job));

    const theirs = await status(other.client);
    assert.equal(theirs.feedUrl, `${PUBLIC_URL}/feeds/indeed.xml?company=${other.company.slug}`);
    assert.deepEqual(
      theirs.jobs.map((found) => found.id),
      [other.job],
    );
  });
});

describe('GET /api/companies/mine/job-board: the jobs', () => {
  it('lists the jobs with status open (past their closing day too), newest first', async () => {
    const { jobs } = await status();
    const keys = [
      'lastDay',
      'expired',
      'hundred',
      'short',
      'blankPostcode',
      'noPostcode',
      'noPay',
      'range',
      'good',
    ];
    assert.deepEqual(
      jobs.map((found) => found.id),
      keys.map((key) => ids[key]),
    );
  });

  it('an open job within its dates: status open, published everywhere, no problems', async () => {
    const { jobs } = await status();
    const good = jobs.find((found) => found.id === ids.good)!;
    const { rows } = await sql(`SELECT closes_on::text AS closes_on FROM jobs WHERE id = $1`, [
      ids.good,
    ]);
    assert.deepEqual(good, {
      id: ids.good,
      title: 'good job',
      status: 'open',
      closesOn: rows[0].closes_on,
      pageUrl: `${PUBLIC_URL}${jobPagePath({ id: ids.good, title: 'good job', city: 'Leeds' })}`,
      channels: { page: true, sitemap: true, feed: true },
      problems: [],
    });
    // Its last day is today in London: still open everywhere.
    const lastDay = jobs.find((found) => found.id === ids.lastDay)!;
    assert.equal(lastDay.status, 'open');
    assert.deepEqual(lastDay.channels, { page: true, sitemap: true, feed: true });
    assert.deepEqual(codes(lastDay), []);
  });

  it('past its closing day: closed to candidates, off every channel, closing_date_passed', async () => {
    const { jobs } = await status();
    const expired = jobs.find((found) => found.id === ids.expired)!;
    assert.equal(expired.status, 'closed');
    assert.deepEqual(expired.channels, { page: false, sitemap: false, feed: false });
    assert.equal(expired.problems.length, 1);
    assert.equal(expired.problems[0].code, 'closing_date_passed');
    assert.equal(expired.problems[0].fixPath, `/edit-job/${ids.expired}`);
    assert.ok(expired.problems[0].message.length > 0);
  });

  it('each other problem appears when its condition holds, and not otherwise', async () => {
    const { jobs } = await status();
    const byKey = (key: string) => jobs.find((found) => found.id === ids[key]);
    assert.deepEqual(codes(byKey('noPay')), ['no_pay']);
    assert.equal(byKey('noPay')!.problems[0].fixPath, `/edit-job/${ids.noPay}`);
    assert.deepEqual(codes(byKey('range')), [], 'a pay range is pay');
    assert.deepEqual(codes(byKey('noPostcode')), ['no_postcode']);
    assert.equal(byKey('noPostcode')!.problems[0].fixPath, '/company-management');
    assert.deepEqual(codes(byKey('blankPostcode')), ['no_postcode']);
    assert.deepEqual(codes(byKey('short')), ['short_description']);
    assert.equal(byKey('short')!.problems[0].fixPath, `/edit-job/${ids.short}`);
    assert.deepEqual(codes(byKey('hundred')), [], '100 characters is enough');
    // A problem has its own words; the job is still published (only the date takes it off).
    const messages = new Set(jobs.flatMap((found) => found.problems.map((p) => p.message)));
    assert.equal(messages.size, 4);
    assert.deepEqual(byKey('noPay')!.channels, { page: true, sitemap: true, feed: true });
  });

  it('a problem fixed is gone at the next read', async () => {
    await sql(`UPDATE jobs SET salary_type = 'hourly', salary_amount_pence = 1300 WHERE id = $1`, [
      ids.noPay,
    ]);
    const { jobs } = await status();
    assert.deepEqual(codes(jobs.find((found) => found.id === ids.noPay)), []);
    await sql(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [ids.short]);
    assert.ok(!(await status()).jobs.some((found) => found.id === ids.short));
  });
});

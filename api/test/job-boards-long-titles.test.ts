// Issue 41 item 9: every address the sitemap and the Indeed feed list answers 200, however long
// the job's title. A slug's words reach 80 characters and the uuid adds 37, past the router's
// default limit of 100 characters for a path parameter: the page answered 414 while the
// sitemap and the feed listed it. Each listed address is asked for as the composer (the route
// table, tooling/composer/pages.mjs) and remote-public's server renderer ask the API for it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { JobPageParamsSchema } from 'shared-kernel/contract';
import { JOB_SLUG_MAX, jobSlug } from 'shared-kernel/rules';
import { apiDocumentFor, renderedPageFor } from '../../tooling/composer/index.mjs';
import { MAX_PARAM_LENGTH } from '../src/http/errors.js';
import { insertCompany, insertJob, insertVenue } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://hospohire.example';
/** The longest title the contract allows (CreateJobBodySchema's title). */
const TITLE_MAX = 200;
const parser = new XMLParser({
  parseTagValue: false,
  isArray: (_name, path) => ['urlset.url', 'source.job'].includes(String(path)),
});

/** Words of `length` characters exactly: 'Senior Bartender and Cocktail Lead …'. */
function titleOf(length: number): string {
  const words = 'Senior Bartender and Cocktail Lead for Weekend Evenings at the Riverside Terrace';
  let title = '';
  while (title.length < length) title += `${title ? ' ' : ''}${words}`;
  return title.slice(0, length).trimEnd().padEnd(length, 'x');
}

/** The API route the host's server asks for a listed public address (the companies' pages are
 * the app's: their data is GET /api/companies[/:slug] and /api/careers/:slug). */
function apiAddressOf(loc: string): string {
  const pathname = loc.slice(PUBLIC_URL.length);
  const document = apiDocumentFor(pathname);
  if (document) return document;
  // remote-public renders these pages from their data (remote-public/src/server/): a job's
  // from its page answer, a company's from its profile or careers page, the directory from its list.
  assert.ok(renderedPageFor(pathname, undefined), `${loc} is not rendered`);
  const page = /^\/(company|careers)\/([^/]+)$/.exec(pathname);
  if (page) return `/api/${page[1] === 'company' ? 'companies' : 'careers'}/${page[2]}`;
  if (pathname.startsWith('/jobs/')) return pathname.replace('/jobs/', '/api/public/job-pages/');
  if (pathname === '/companies') return '/api/companies';
  throw new Error(`not an address the host serves: ${loc}`);
}

describe('long job titles: every address the sitemap and the feed list answers 200', () => {
  let t: TestApp;
  const ids: string[] = [];
  let companySlug: string;
  before(async () => {
    t = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
    const company = await insertCompany(t.db, null, { name: 'Riverside Hospitality Group' });
    companySlug = company.slug;
    const venue = await insertVenue(t.db, company.id, {
      city: 'Newcastle upon Tyne',
      postcode: 'NE1 3JF',
    });
    for (const length of [80, 120, TITLE_MAX]) {
      const job = await insertJob(t.db, company.id, venue.id, { title: titleOf(length) });
      ids.push(job.id);
    }
  });
  after(() => t.close());

  const ours = (loc: string) =>
    ids.some((id) => loc.endsWith(id)) || loc.includes(`/${companySlug}`);

  it('the titles make the longest slugs there are', () => {
    const slug = jobSlug({ id: ids[2], title: titleOf(TITLE_MAX), city: 'Newcastle upon Tyne' });
    assert.ok(slug.length > 100, `${slug.length} characters: past the default limit`);
    assert.ok(slug.length <= JOB_SLUG_MAX + 1 + 36);
    // The router reads every slug the contract takes.
    const { maxLength } = JobPageParamsSchema.properties.slug as unknown as { maxLength: number };
    assert.ok(slug.length <= maxLength);
    assert.ok(maxLength <= MAX_PARAM_LENGTH);
  });

  it('every <loc> of the sitemap', async () => {
    const sitemap = await t.client().get('/api/public/sitemap.xml');
    assert.equal(sitemap.status, 200, sitemap.text);
    const locs = (parser.parse(sitemap.text).urlset.url as { loc: string }[])
      .map((url) => url.loc)
      .filter(ours);
    assert.equal(locs.filter((loc) => loc.includes('/jobs/')).length, ids.length);
    assert.equal(locs.length, ids.length + 2, 'the jobs, the company page, the careers page');
    for (const loc of locs) {
      const response = await t.client().get(apiAddressOf(loc));
      assert.equal(response.status, 200, `${loc}: ${response.text.slice(0, 200)}`);
    }
  });

  it('every job address of the Indeed feed', async () => {
    const feed = await t.client().get('/api/public/feeds/indeed.xml');
    assert.equal(feed.status, 200, feed.text);
    const urls = (parser.parse(feed.text).source.job as { url: string }[])
      .map((job) => job.url)
      .filter(ours);
    assert.equal(urls.length, ids.length);
    for (const url of urls) {
      const response = await t.client().get(apiAddressOf(url));
      assert.equal(response.status, 200, `${url}: ${response.text.slice(0, 200)}`);
    }
  });
});

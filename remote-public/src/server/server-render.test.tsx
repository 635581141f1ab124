/**
 * @jest-environment node
 */
// The job page rendered on the server (issue 42 item 1): the app's own screen with the API's data,
// the head for crawlers and link previews, the status, and the read embedded for the app.
import type { JobPageAnswer } from 'shared-kernel/contract';
import { SERVER_STATE_ID } from 'shared-kernel';
import { jobPagePath } from 'shared-kernel/rules';
import { harbour, harbourCareers, page as companyPage } from '../test/fixtures';
import { barLead, barLeadCard, JOB_ID, jobPage } from '../test/jobs';
import { serveApi } from '../test/serve-api';
import { render } from './index';

const API = 'http://api.test';
const PATH = jobPagePath({ id: JOB_ID, title: barLead.title, city: barLead.venue.city });
const CANONICAL = `https://hospohire.example${PATH}`;
const POSTING = { '@context': 'https://schema.org', '@type': 'JobPosting', title: barLead.title };

const pageAnswer = (answer: JobPageAnswer): [number, unknown] => [200, answer];
const ctx = {
  apiUrl: API,
  publicUrl: 'https://hospohire.example',
  timeoutMs: 1000,
};
const newest: [number, unknown] = [
  200,
  { items: [barLeadCard], total: 1, page: 1, pageSize: 5, didYouMean: null },
];
const PAGE_ROUTE = `/api/public/job-pages/${PATH.replace('/jobs/', '')}`;

const state = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`).exec(
      html,
    )![1],
  ) as { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };

afterEach(() => jest.restoreAllMocks());

describe("a job's page rendered on the server", () => {
  it('an open job: 200, the head, the JobPosting, the screen, and the job read once for the app', async () => {
    const reads = serveApi({
      [PAGE_ROUTE]: pageAnswer({
        state: 'open',
        job: barLead,
        pageUrl: CANONICAL,
        logoUrl: 'https://cdn.example/logo.png',
        jobPosting: POSTING,
      }),
    });
    const page = await render(PATH, ctx);
    expect(page?.status).toBe(200);
    const html = page!.html!;
    expect(reads).toEqual([PAGE_ROUTE]);
    // The app's document title, and the rest of the head.
    expect(html).toContain('<title>Bar Lead at Harbour Kitchens, Brighton · HospoHire</title>');
    expect(html).toContain(
      '<meta name="description" content="£12.50/hour · Full time · Brighton · Run the bar on our busiest nights. Cocktail experience helps. Training given.">',
    );
    expect(html).toContain(`<link rel="canonical" href="${CANONICAL}">`);
    expect(html).toContain(
      '<meta property="og:title" content="Bar Lead at Harbour Kitchens, Brighton">',
    );
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/logo.png">');
    expect(html).toContain('<meta property="og:site_name" content="HospoHire">');
    expect(html).not.toContain('noindex');
    expect(html).toContain(
      `<script type="application/ld+json">${JSON.stringify(POSTING)}</script>`,
    );
    // The host's parts around it.
    expect(html.startsWith('<!--# include virtual="/pages/page-head.html" -->')).toBe(true);
    // The screen's markup right between the host's parts: no text node the app's tree lacks.
    expect(html).toMatch(/page-body\.html" --><[a-z]/);
    expect(html).toMatch(/<\/[a-z]+><!--# include virtual="\/pages\/page-end\.html" -->/);
    expect(html.trimEnd().endsWith('<!--# include virtual="/pages/page-end.html" -->')).toBe(true);
    // The screen: the heading, the Apply link, and emotion's styles for it.
    expect(html).toMatch(/<h1[^>]*>Bar Lead<\/h1>/);
    expect(html).toContain(`href="/candidate-signup?apply=${JOB_ID}"`);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    // Nobody signed in (no session cookie), and the job as GET /api/jobs/:id gives it, under
    // the app's keys.
    expect(state(html).queries).toEqual([
      expect.objectContaining({
        queryKey: ['current-user'],
        state: expect.objectContaining({ data: null }),
      }),
      expect.objectContaining({
        queryKey: ['jobs', 'detail', JOB_ID],
        state: expect.objectContaining({ data: barLead }),
      }),
    ]);
  });

  it('a title with </script> stays text, in the markup, the JSON-LD and the state', async () => {
    const title = 'Chef </script><b>bold</b>';
    serveApi({
      [PAGE_ROUTE]: pageAnswer({
        state: 'open',
        job: { ...barLead, title },
        pageUrl: CANONICAL,
        logoUrl: null,
        jobPosting: { ...POSTING, title },
      }),
    });
    const html = (await render(PATH, ctx))!.html!;
    expect(html).not.toContain('<b>bold</b>');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the JSON-LD's and the state's own ends
    expect(html).toContain('Chef \\u003c/script>\\u003cb>bold');
  });

  it('a stale address: 301 to the current one', async () => {
    serveApi({ [PAGE_ROUTE]: pageAnswer({ state: 'moved', path: '/jobs/bar-lead-hove-x' }) });
    expect(await render(PATH, ctx)).toEqual({ status: 301, location: '/jobs/bar-lead-hove-x' });
  });

  it('a job no longer open: 410, noindex, the closed screen with the newest jobs, and the refusal for the app', async () => {
    const reads = serveApi({
      [PAGE_ROUTE]: pageAnswer({ state: 'closed' }),
      '/api/jobs': newest,
    });
    const page = (await render(PATH, ctx))!;
    expect(page.status).toBe(410);
    expect(reads).toEqual([PAGE_ROUTE, '/api/jobs?sort=newest&pageSize=5']);
    expect(page.html).toContain('<title>This job has closed or does not exist · HospoHire</title>');
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    expect(page.html).not.toContain('application/ld+json');
    expect(page.html).toMatch(/<h1[^>]*>(<[^>]+>)*This job has closed or does not exist</);
    expect(page.html).toContain(`href="${PATH}"`); // the newest job's link
    // The job's refusal (404) and the newest jobs go to the app, which shows the same page.
    const queries = state(page.html!).queries;
    expect(queries.map((query) => query.queryKey[1])).toEqual([undefined, 'detail', 'list']);
    expect(queries[1].state).toMatchObject({ status: 'error', error: { status: 404 } });
  });

  it('no such job: 404 with the same closed screen', async () => {
    serveApi({ '/api/jobs': newest });
    const page = (await render(PATH, ctx))!;
    expect(page.status).toBe(404);
    expect(page.html).toMatch(/<h1[^>]*>(<[^>]+>)*This job has closed or does not exist</);
  });

  it('the API failing: an error, so the composer answers 503', async () => {
    serveApi({ [PAGE_ROUTE]: [500, { message: 'down' }] });
    await expect(render(PATH, ctx)).rejects.toThrow(/500/);
  });

  it('not a page it renders: null', async () => {
    expect(await render('/jobs/short', ctx)).toBeNull();
    expect(await render('//jobs/x', ctx)).toBeNull();
  });
});

describe("a company's pages rendered on the server", () => {
  const { branding: _branding, ...profile } = harbourCareers;

  it('the profile: 200, its head, the screen, and the company read once for the app (nobody signed in)', async () => {
    const reads = serveApi({ '/api/companies/harbour-kitchens': [200, profile] });
    const page = (await render('/company/harbour-kitchens', ctx))!;
    expect(page.status).toBe(200);
    expect(reads).toEqual(['/api/companies/harbour-kitchens']);
    const html = page.html!;
    expect(html).toContain('<title>Harbour Kitchens · HospoHire</title>');
    expect(html).toContain(
      '<meta name="description" content="Seaside dining in Brighton and Hove.">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://hospohire.example/company/harbour-kitchens">',
    );
    expect(html).toContain('<meta property="og:title" content="Harbour Kitchens">');
    expect(html).toMatch(/<h1[^>]*>Harbour Kitchens<\/h1>/);
    expect(html).toMatch(/page-body\.html" --><[a-z]/);
    // The company under the app's key, and that nobody is signed in (no session cookie).
    expect(state(html).queries).toEqual([
      expect.objectContaining({
        queryKey: ['current-user'],
        state: expect.objectContaining({ data: null }),
      }),
      expect.objectContaining({
        queryKey: ['companies', 'detail', 'harbour-kitchens'],
        state: expect.objectContaining({ data: profile }),
      }),
    ]);
  });

  it('the careers page: its own title, in the company’s words when it wrote none', async () => {
    serveApi({
      '/api/careers/harbour-kitchens': [200, { ...harbourCareers, description: null }],
    });
    const page = (await render('/careers/harbour-kitchens', ctx))!;
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Harbour Kitchens Careers · HospoHire</title>');
    expect(page.html).toContain(
      '<meta name="description" content="Harbour Kitchens on HospoHire: 1 open hospitality job, its venues and how the team works.">',
    );
  });

  it('no such company: 404, noindex, "Company not found", and the refusal for the app', async () => {
    serveApi({});
    const page = (await render('/company/nobody', ctx))!;
    expect(page.status).toBe(404);
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    expect(page.html).toContain('Company not found');
    const refused = state(page.html!).queries.find((query) => query.queryKey[0] === 'companies');
    expect(refused?.state).toMatchObject({ status: 'error', error: { status: 404 } });
  });

  it('a path it does not render: none (the host serves the single page)', async () => {
    expect(await render('/company/Not_A_Slug', ctx)).toBeNull();
    expect(await render('/companies/harbour-kitchens', ctx)).toBeNull();
  });
});

const stats = { openJobs: 1234, companies: 3, venues: 7 };

describe('the landing page rendered on the server', () => {
  it('200, its head, the screen with the live figures and featured companies, both read once for the app', async () => {
    const reads = serveApi({
      '/api/stats/marketplace': [200, stats],
      '/api/companies': [200, companyPage([harbour])],
    });
    const page = (await render('/', ctx))!;
    expect(page.status).toBe(200);
    expect(reads.sort()).toEqual([
      '/api/companies?sort=openJobs&pageSize=6',
      '/api/stats/marketplace',
    ]);
    const html = page.html!;
    expect(html).toContain('<title>Hospitality hiring that fits · HospoHire</title>');
    expect(html).toContain('<meta name="description" content="Hospitality jobs in restaurants');
    expect(html).toContain('<link rel="canonical" href="https://hospohire.example/">');
    expect(html).toMatch(/<h1[^>]*>Hospitality hiring that fits<\/h1>/);
    // The figures and the company, in the markup: no skeleton for the app to replace.
    expect(html).toContain('1,234');
    expect(html).toMatch(/<h3[^>]*>Harbour Kitchens<\/h3>|>Harbour Kitchens</);
    expect(state(html).queries.map((query) => query.queryKey[0])).toEqual([
      'current-user',
      'marketplace',
      'companies',
    ]);
  });
});

describe('the searches rendered on the server', () => {
  it('/job-search?q=chef: the results for the words, read as the app reads them, and its canonical address', async () => {
    const reads = serveApi({
      '/api/jobs': [200, jobPage([barLeadCard])],
    });
    const page = (await render('/job-search?q=chef&page=1', ctx))!;
    expect(page.status).toBe(200);
    expect(reads).toEqual(['/api/jobs?q=chef&page=1&pageSize=10']);
    const html = page.html!;
    expect(html).toContain('<title>Find hospitality jobs · HospoHire</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://hospohire.example/job-search?q=chef">',
    );
    expect(html).toMatch(/<h1[^>]*>Find hospitality jobs<\/h1>/);
    expect(html).toContain(barLeadCard.title);
    expect(state(html).queries[1]).toMatchObject({
      queryKey: ['jobs', 'list', { q: 'chef' }],
      state: { status: 'success' },
    });
  });

  it('a search the API refuses: its status, and the app’s error with its message', async () => {
    serveApi({
      '/api/jobs': [400, { message: 'maxDistance must be at most 100', field: 'maxDistance' }],
    });
    const page = (await render('/job-search?maxDistance=500', ctx))!;
    expect(page.status).toBe(400);
    expect(page.html).toContain('role="alert"');
    expect(state(page.html!).queries[1].state).toMatchObject({
      status: 'error',
      error: { status: 400 },
    });
  });

  it('/companies?venueType=hotel&page=2: the directory’s page, its address in the app’s order', async () => {
    const reads = serveApi({ '/api/companies': [200, companyPage([harbour], 13, 2)] });
    const page = (await render('/companies?page=2&venueType=hotel&venueType=bar', ctx))!;
    expect(page.status).toBe(200);
    expect(reads).toEqual(['/api/companies?venueType=hotel&page=2&pageSize=12']);
    expect(page.html).toContain(
      '<link rel="canonical" href="https://hospohire.example/companies?venueType=hotel&amp;page=2">',
    );
    expect(page.html).toMatch(/<h1[^>]*>Companies<\/h1>/);
    expect(page.html).toContain('Harbour Kitchens');
  });
});

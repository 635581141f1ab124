/**
 * @jest-environment node
 */
// The job page rendered on the server (issue 42 item 1): the app's own screen with the API's data,
// the head for crawlers and link previews, the status, and the read embedded for the app.
import type { JobPageAnswer } from 'shared-kernel/contract';
import { SERVER_STATE_ID } from 'shared-kernel';
import { jobPagePath } from 'shared-kernel/rules';
import { barLead, barLeadCard, JOB_ID } from '../test/jobs';
import { render } from './index';

const API = 'http://api.test';
const PATH = jobPagePath({ id: JOB_ID, title: barLead.title, city: barLead.venue.city });
const CANONICAL = `https://hospohire.example${PATH}`;
const POSTING = { '@context': 'https://schema.org', '@type': 'JobPosting', title: barLead.title };

/** The API's answers by path; every read is recorded. */
function serveApi(answers: Record<string, [number, unknown]>) {
  const reads: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    reads.push(`${url.pathname}${url.search}`);
    const [status, body] = answers[url.pathname] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return reads;
}

const pageAnswer = (answer: JobPageAnswer): [number, unknown] => [200, answer];
const ctx = { apiUrl: API, signedIn: false, timeoutMs: 1000 };
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
    // The host's parts around it, signed out.
    expect(html.startsWith('<!--# include virtual="/pages/job-head.html" -->')).toBe(true);
    // The screen's markup right between the host's parts: no text node the app's tree lacks.
    expect(html).toMatch(/job-body-signed-out\.html" --><[a-z]/);
    expect(html).toMatch(/<\/[a-z]+><!--# include virtual="\/pages\/job-end-signed-out\.html" -->/);
    expect(
      html.trimEnd().endsWith('<!--# include virtual="/pages/job-end-signed-out.html" -->'),
    ).toBe(true);
    // The screen: the heading, the Apply link, and emotion's styles for it.
    expect(html).toMatch(/<h1[^>]*>Bar Lead<\/h1>/);
    expect(html).toContain(`href="/candidate-signup?apply=${JOB_ID}"`);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    // The job, as GET /api/jobs/:id gives it, under the app's key.
    expect(state(html).queries).toEqual([
      expect.objectContaining({
        queryKey: ['jobs', 'detail', JOB_ID],
        state: expect.objectContaining({ data: barLead }),
      }),
    ]);
  });

  it('signed in: the host’s signed-in top bar, and the job left for the app to read with the session', async () => {
    serveApi({
      [PAGE_ROUTE]: pageAnswer({
        state: 'open',
        job: barLead,
        pageUrl: CANONICAL,
        logoUrl: null,
        jobPosting: POSTING,
      }),
    });
    const html = (await render(PATH, { ...ctx, signedIn: true }))!.html!;
    expect(html).toContain('<!--# include virtual="/pages/job-body-signed-in.html" -->');
    expect(html).toContain('<!--# include virtual="/pages/job-end-signed-in.html" -->');
    // The app reads the job with the session (the candidate's own marks): no server copy.
    expect(html).not.toContain(SERVER_STATE_ID);
    expect(html).not.toContain('og:image');
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
    expect(queries.map((query) => query.queryKey[1])).toEqual(['detail', 'list']);
    expect(queries[0].state).toMatchObject({ status: 'error', error: { status: 404 } });
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
    expect(await render('/job-search', ctx)).toBeNull();
  });
});

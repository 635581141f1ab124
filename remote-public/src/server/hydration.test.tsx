// Issue 42 item 1: a page remote-public's server renders is hydrated by the app as it is: the
// same screen, in the same providers, with the state the server embedded, takes over the served
// markup with no mismatch (React's development build reports every one, attributes too, which
// the production build neither reports nor corrects), no recoverable error, and no read.
import type { ReactNode } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createQueryClient, hydrateServerState, SERVER_STATE_ID } from 'shared-kernel';
import { jobPagePath } from 'shared-kernel/rules';
import Companies from '../screens/companies/Companies';
import Company from '../screens/company/Company';
import JobPage from '../screens/job-page/JobPage';
import JobSearch from '../screens/job-search/JobSearch';
import Landing from '../screens/landing/Landing';
import { copper, harbour, harbourCareers, page as companyPage } from '../test/fixtures';
import { barLead, barLeadCard, jobPage, JOB_ID, sousChefCard } from '../test/jobs';
import { serveApi } from '../test/serve-api';
import { render } from './index';
import { PageTree } from './page-tree';

const ctx = { apiUrl: 'http://api.test', publicUrl: 'https://hospohire.example', timeoutMs: 1000 };
const JOB_PATH = jobPagePath({ id: JOB_ID, title: barLead.title, city: barLead.venue.city });
const { branding: _branding, ...profile } = harbourCareers;

const API = {
  '/api/stats/marketplace': [200, { openJobs: 1234, companies: 3, venues: 7 }],
  '/api/companies': [200, companyPage([harbour, copper])],
  '/api/companies/harbour-kitchens': [200, profile],
  '/api/jobs': [200, jobPage([barLeadCard, sousChefCard])],
  [`/api/public/job-pages/${JOB_PATH.replace('/jobs/', '')}`]: [
    200,
    {
      state: 'open',
      job: barLead,
      pageUrl: `https://hospohire.example${JOB_PATH}`,
      logoUrl: null,
      jobPosting: {},
    },
  ],
} satisfies Record<string, [number, unknown]>;

/** Renders `url` on the server, then hydrates its markup with `screen` as the app would. */
async function hydrate(url: string, screen: ReactNode) {
  serveApi(API);
  const html = (await render(url, ctx))!.html!;
  const markup = /page-body\.html" -->(.*)<!--# include virtual="\/pages\/page-end/s.exec(html)![1];
  const state = JSON.parse(
    new RegExp(`id="${SERVER_STATE_ID}">(.*?)</script>`).exec(html)![1].replace(/\\u003c/g, '<'),
  );
  document.body.innerHTML = `<div id="page">${markup}</div>`;
  const served = document.querySelector('h1');
  jest.restoreAllMocks();
  const reads = serveApi({});
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  const queryClient = createQueryClient();
  hydrateServerState(queryClient, state);
  await act(async () => {
    hydrateRoot(
      document.getElementById('page')!,
      <PageTree path={url} queryClient={queryClient} cache={createCache({ key: 'css' })}>
        {screen}
      </PageTree>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return {
    errors: errors.mock.calls.map((call) => String(call[0])),
    recoverable,
    reads,
    sameHeading: served !== null && served === document.querySelector('h1'),
  };
}

afterEach(() => jest.restoreAllMocks());

describe('each page remote-public renders hydrates as served', () => {
  const cases: [string, string, ReactNode][] = [
    ['the landing page', '/', <Landing key="landing" />],
    ['the company directory', '/companies?venueType=bar', <Companies key="companies" />],
    ['the job search', '/job-search?q=chef', <JobSearch key="search" />],
    [
      "a job's page",
      JOB_PATH,
      <Routes key="job">
        <Route path="/jobs/:slug" element={<JobPage />} />
      </Routes>,
    ],
    [
      "a company's profile",
      '/company/harbour-kitchens',
      <Routes key="company">
        <Route path="/company/:slug" element={<Company />} />
      </Routes>,
    ],
  ];
  it.each(cases)('%s: no mismatch, nothing read again', async (_name, url, screen) => {
    const hydrated = await hydrate(url, screen);
    expect(hydrated.errors).toEqual([]);
    expect(hydrated.recoverable).toEqual([]);
    expect(hydrated.reads).toEqual([]);
    expect(hydrated.sameHeading).toBe(true);
  });
});

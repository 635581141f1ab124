import { screen, waitFor, within } from '@testing-library/react';
import { jobPagePath, UNDER_18_ALCOHOL_RULE } from 'shared-kernel/rules';
import { candidate, fakeApi, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import {
  APPLICATION_ID,
  barLead,
  barLeadCard,
  JOB_ID,
  jobPage,
  sousChefCard,
} from '../../test/jobs';
import JobPage from './JobPage';

const PATH = jobPagePath({ id: JOB_ID, title: 'Bar Lead', city: 'Brighton' });
const open = (user: typeof candidate | typeof recruiter | null, route = PATH) =>
  renderScreen(<JobPage />, { route, path: '/jobs/:slug', user });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('JobPage', () => {
  it('shows an open job to a visitor, with Apply through sign-up or sign-in', async () => {
    fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: barLead } });
    open(null);

    expect(await heading('Bar Lead')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Bar Lead at Harbour Kitchens, Brighton · HospoHire');
    expect(screen.getByRole('link', { name: 'Harbour Kitchens' })).toHaveAttribute(
      'href',
      '/careers/harbour-kitchens',
    );
    expect(screen.getByTestId('job-where')).toHaveTextContent(
      'Harbour Kitchens · Harbour Bar · Brighton BN1 1AA',
    );
    const fact = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Pay')).toBe('£12.50/hour');
    expect(fact('Job type')).toBe('Full time');
    expect(fact('Shifts')).toBe('Fri evening, Sat evening');
    expect(fact('Posted')).toBe('4 March 2026');
    expect(fact('Closing date')).toBe('30 April 2026');
    expect(screen.getByText('Run the bar on our busiest nights.').tagName).toBe('P');
    expect(screen.getByText(/Cocktail experience helps/).tagName).toBe('P');
    expect(screen.getByText('Bar · Fast-paced · Medium-sized team')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      `/candidate-signup?apply=${JOB_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute(
      'href',
      `/sign-in?apply=${JOB_ID}`,
    );
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('shows the tips beside the base pay and links to the tipping policy', async () => {
    const tipped = { ...barLead, tips: { kind: 'tronc' as const, averagePerHour: 2.5 } };
    fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: tipped } });
    open(null);

    expect(await heading('Bar Lead')).toBeInTheDocument();
    const pay = screen.getByText('Pay', { selector: 'dt' }).nextElementSibling;
    expect(pay?.textContent).toBe('£12.50/hour + tips shared by tronc, about £2.50/hour');
    expect(screen.getByRole('link', { name: 'Tipping policy' })).toHaveAttribute(
      'href',
      '/company/harbour-kitchens#tipping-policy',
    );
  });

  it('says the minimum age, and the under-18 alcohol rule for a bar job open to 16-year-olds (issue 43)', async () => {
    fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: { ...barLead, minimumAge: 16 } } });
    open(null);
    expect(await heading('Bar Lead')).toBeInTheDocument();
    const age = screen.getByText('Minimum age', { selector: 'dt' }).nextElementSibling;
    expect(age?.textContent).toBe('16 and over');
    expect(screen.getByRole('note')).toHaveTextContent(UNDER_18_ALCOHOL_RULE);
  });

  it('has no under-18 rule for a job open to 18 and over', async () => {
    fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: barLead } });
    open(null);
    expect(await heading('Bar Lead')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('has no tipping policy link for a job without tips', async () => {
    fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: barLead } });
    open(null);
    expect(await heading('Bar Lead')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tipping policy' })).not.toBeInTheDocument();
  });

  it('lets a candidate apply at once, see their match and save the job', async () => {
    let saved = false;
    const { calls } = fakeApi({
      [`GET /api/jobs/${JOB_ID}`]: () => ({
        status: 200,
        body: {
          ...barLead,
          saved,
          applied: false,
          applicationId: null,
          cultureScore: 82,
          cultureReasons: ['You like a fast pace'],
          matchingReasons: ['3 years behind a bar'],
        },
      }),
      'POST /api/saved-jobs': () => {
        saved = true;
        return { status: 201, body: { jobId: JOB_ID, saved: true } };
      },
    });
    open(candidate);

    expect(await heading('Bar Lead')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      `/apply/${JOB_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).not.toBeInTheDocument();
    expect(screen.getByText('Culture match 82%')).toBeInTheDocument();
    expect(screen.getByText('You like a fast pace')).toBeInTheDocument();
    expect(screen.getByText('3 years behind a bar')).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Save job' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await setupUser().click(save);
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ jobId: JOB_ID });
  });

  it('lists the screening questions after the workplace, as the first paint does', async () => {
    fakeApi({
      [`GET /api/jobs/${JOB_ID}`]: {
        status: 200,
        body: {
          ...barLead,
          screening: [
            {
              id: '31111111-1111-4111-8111-111111111111',
              question: 'Do you have the right to work in the UK?',
              kind: 'yes_no',
              required: true,
            },
            {
              id: '32222222-2222-4222-8222-222222222222',
              question: 'Are you 18 or over?',
              kind: 'yes_no',
              required: true,
            },
          ],
        },
      },
    });
    open(null);

    expect(await heading('Bar Lead')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(-3)).toEqual([
      'About the job',
      'The workplace',
      'Questions you will be asked when you apply',
    ]);
    const section = screen.getByRole('region', {
      name: 'Questions you will be asked when you apply',
    });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Do you have the right to work in the UK?', 'Are you 18 or over?']);
  });

  it('lists the required certificates after the workplace (issue 43)', async () => {
    fakeApi({
      [`GET /api/jobs/${JOB_ID}`]: {
        status: 200,
        body: { ...barLead, requiredCertificates: ['food_hygiene_2', 'personal_licence'] },
      },
    });
    open(null);
    const section = await screen.findByRole('region', { name: 'Required certificates' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Level 2 Food Hygiene', 'Personal licence']);
  });

  it('has no certificates heading for a job that requires none', async () => {
    fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: barLead } });
    open(null);
    expect(await heading('Bar Lead')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Required certificates' }),
    ).not.toBeInTheDocument();
  });

  it('has no screening heading for a job without questions', async () => {
    fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: { ...barLead, screening: [] } } });
    open(null);
    expect(await heading('Bar Lead')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Questions you will be asked when you apply' }),
    ).not.toBeInTheDocument();
  });

  it('shows a candidate who applied their application instead of Apply', async () => {
    fakeApi({
      [`GET /api/jobs/${JOB_ID}`]: {
        status: 200,
        body: { ...barLead, applied: true, applicationId: APPLICATION_ID, saved: false },
      },
    });
    open(candidate);

    expect(await heading('Bar Lead')).toBeInTheDocument();
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View application' })).toHaveAttribute(
      'href',
      `/applications/${APPLICATION_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('shows an employer the job without any apply', async () => {
    fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: barLead } });
    open(recruiter);

    expect(await heading('Bar Lead')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /apply/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('says a job that is not open has closed, and offers open ones and the search', async () => {
    const { calls } = fakeApi({
      [`GET /api/jobs/${JOB_ID}`]: { status: 404, body: { message: 'Job not found' } },
      'GET /api/jobs': { status: 200, body: jobPage([sousChefCard]) },
    });
    open(null);

    expect(await heading('This job has closed or does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all jobs' })).toHaveAttribute(
      'href',
      '/job-search',
    );
    expect(await screen.findByRole('link', { name: 'Sous Chef' })).toHaveAttribute(
      'href',
      jobPagePath({ id: sousChefCard.id, title: 'Sous Chef', city: 'Hove' }),
    );
    expect(screen.getByText('These jobs are open now:')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
    const newest = calls.find((c) => c.url.startsWith('/api/jobs?'));
    expect(newest?.url).toBe('/api/jobs?sort=newest&pageSize=5');
  });

  it('gives the closed page to a job its recruiter still reads, never one that looks open', async () => {
    fakeApi({
      [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: { ...barLead, status: 'closed' } },
      'GET /api/jobs': { status: 200, body: jobPage([]) },
    });
    open(recruiter);

    expect(await heading('This job has closed or does not exist')).toBeInTheDocument();
    expect(await screen.findByText('No other jobs are open right now.')).toBeInTheDocument();
    // No list, so nothing says one follows.
    expect(screen.queryByText('These jobs are open now:')).not.toBeInTheDocument();
  });

  it('gives an address without a job id the not-found page, without asking for a job', async () => {
    const { calls } = fakeApi({ 'GET /api/jobs': { status: 200, body: jobPage([barLeadCard]) } });
    open(null, '/jobs/bar-lead-brighton');

    expect(await heading('This job has closed or does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all jobs' })).toHaveAttribute(
      'href',
      '/job-search',
    );
    expect(await screen.findByRole('link', { name: 'Bar Lead' })).toHaveAttribute('href', PATH);
    expect(calls.map((c) => c.url)).not.toContainEqual(expect.stringMatching(/^\/api\/jobs\/./));
  });

  it('finds the job by its id alone and shows its current address', async () => {
    fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: barLead } });
    const { where } = open(null, `/jobs/old-title-${JOB_ID}`);

    expect(await heading('Bar Lead')).toBeInTheDocument();
    await waitFor(() => expect(where()).toEqual({ path: PATH, navigationType: 'REPLACE' }));
  });

  it('shows a failure with Retry when the job cannot be read', async () => {
    fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status: 500, body: { message: 'Database down' } } });
    open(null);

    expect(await heading('We could not load this job')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { APP_ID, job, JOB_ID } from '../../test/fixtures';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import ViewJob from './ViewJob';

const detail = (over: Record<string, unknown> = {}) =>
  job({
    saved: false,
    applied: false,
    applicationId: null,
    cultureScore: 86,
    cultureReasons: ['Matches your fast pace'],
    matchingReasons: ['You know latte art', 'In Leeds, where you want to work'],
    ...over,
  });

const show = (body: unknown, status = 200) => {
  const api = fakeApi({ [`GET /api/jobs/${JOB_ID}`]: { status, body } });
  renderScreen(<ViewJob />, {
    user: candidate,
    route: `/view-job/${JOB_ID}`,
    path: '/view-job/:id',
  });
  return api;
};

describe('ViewJob', () => {
  it('shows the full job: pay, venue, company, match and culture reasons, save and apply', async () => {
    show(detail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Barista' })).toBeInTheDocument();
    expect(screen.getByText('£12.50/hour')).toBeInTheDocument();
    expect(screen.getByText('Bean There')).toBeInTheDocument();
    expect(screen.getByText('Cafe · Leeds · LS1 4AB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Company page' })).toHaveAttribute(
      'href',
      '/company/brew-and-co',
    );
    expect(screen.getByText('You know latte art')).toBeInTheDocument();
    expect(screen.getByText('86% culture fit').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'green',
    );
    expect(screen.getByText('Matches your fast pace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      `/apply/${JOB_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Save job' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the tips beside the base pay and links to the tipping policy', async () => {
    show(detail({ tips: { kind: 'tips', averagePerHour: 1.75 } }));
    expect(await screen.findByText('£12.50/hour + tips, about £1.75/hour')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tipping policy' })).toHaveAttribute(
      'href',
      '/company/brew-and-co#tipping-policy',
    );
  });

  it('has no tipping policy link for a job without tips', async () => {
    show(detail());
    expect(await screen.findByText('£12.50/hour')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tipping policy' })).not.toBeInTheDocument();
  });

  it('a job past its closing date (closed in the answer): said so, no Apply, Like or Save', async () => {
    show(detail({ status: 'closed', closesOn: '2026-04-30' }));
    expect(await screen.findByText('This job has closed')).toBeInTheDocument();
    expect(screen.getByText(/Closed Apr 30/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save job' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Like job' })).toBeNull();
  });

  it('a closed job saved before can still be unsaved', async () => {
    show(detail({ status: 'closed', saved: true }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('link', { name: 'Apply Now' })).toBeNull();
  });

  it('lists the screening questions asked at apply, in order, never their rules', async () => {
    show(
      detail({
        screening: [
          {
            id: '31111111-1111-4111-8111-111111111111',
            question: 'Do you have the right to work in the UK?',
            kind: 'yes_no',
            required: true,
          },
          {
            id: '32222222-2222-4222-8222-222222222222',
            question: 'How many years have you worked in a similar role?',
            kind: 'number',
            required: false,
          },
        ],
      }),
    );
    const section = await screen.findByRole('region', {
      name: 'Questions you will be asked when you apply',
    });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Do you have the right to work in the UK?',
      'How many years have you worked in a similar role?',
    ]);
  });

  it('has no screening section for a job without questions', async () => {
    show(detail());
    await screen.findByRole('heading', { level: 1, name: 'Barista' });
    expect(
      screen.queryByRole('heading', { name: 'Questions you will be asked when you apply' }),
    ).toBeNull();
  });

  it('shows the shifts the job needs', async () => {
    show(detail({ dayParts: ['fri_evening', 'sat_late'] }));
    expect(await screen.findByRole('heading', { name: 'Shifts' })).toBeInTheDocument();
    expect(screen.getByText('Fri evening')).toBeInTheDocument();
    expect(screen.getByText('Sat late')).toBeInTheDocument();
  });

  it('names no shifts for a job without day parts', async () => {
    show(detail());
    await screen.findByRole('heading', { level: 1, name: 'Barista' });
    expect(screen.queryByRole('heading', { name: 'Shifts' })).not.toBeInTheDocument();
  });

  it('saves the job', async () => {
    const { calls } = fakeApi({
      [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: detail() },
      'POST /api/saved-jobs': { status: 201, body: { jobId: JOB_ID, saved: true } },
    });
    renderScreen(<ViewJob />, {
      user: candidate,
      route: `/view-job/${JOB_ID}`,
      path: '/view-job/:id',
    });
    await setupUser().click(await screen.findByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ jobId: JOB_ID });
  });

  it('after applying, links to the application instead of Apply', async () => {
    show(detail({ applied: true, applicationId: APP_ID }));
    expect(await screen.findByText('You applied for this job')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your application' })).toHaveAttribute(
      'href',
      `/applications/${APP_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('without culture answers, invites the culture assessment', async () => {
    show(detail({ cultureScore: null, cultureReasons: [] }));
    expect(
      await screen.findByRole('link', { name: 'Take the culture assessment' }),
    ).toHaveAttribute('href', '/assessments?tab=culture');
  });

  it('a missing job says so, with a way back to the jobs', async () => {
    show({ message: 'Job not found' }, 404);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/jobs');
  });
});

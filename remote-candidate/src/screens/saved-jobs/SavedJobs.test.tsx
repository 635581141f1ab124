import { screen, waitFor, within } from '@testing-library/react';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { job, JOB_ID, JOB_ID_2 } from '../../test/fixtures';
import SavedJobs from './SavedJobs';

const savedJob = (overrides: Parameters<typeof job>[0] = {}) => ({
  ...job(overrides),
  saved: true,
  savedAt: '2026-03-03T10:00:00.000Z',
});

describe('SavedJobs', () => {
  it('lists the saved jobs and unsaves one with DELETE', async () => {
    let items = [savedJob(), savedJob({ id: JOB_ID_2, title: 'Sous Chef', applied: true })];
    const { calls } = fakeApi({
      'GET /api/saved-jobs': () => ({
        status: 200,
        body: { items, total: items.length, page: 1, pageSize: 10 },
      }),
      [`DELETE /api/saved-jobs/${JOB_ID}`]: () => {
        items = items.filter((item) => item.id !== JOB_ID);
        return { status: 204 };
      },
    });
    renderScreen(<SavedJobs />, { user: candidate, route: '/saved-jobs' });
    expect(await screen.findByText('2 saved jobs')).toBeInTheDocument();
    const [, chef] = screen.getAllByTestId('job-item');
    expect(within(chef).getByText('Applied')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Remove Barista from saved jobs' }));
    await waitFor(() => expect(screen.getByText('1 saved job')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/saved-jobs/${JOB_ID}`);
  });

  it('says how to save jobs when there are none', async () => {
    fakeApi({
      'GET /api/saved-jobs': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 10 } },
    });
    renderScreen(<SavedJobs />, { user: candidate, route: '/saved-jobs' });
    expect(await screen.findByText('No saved jobs yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Browse jobs' })[0]).toHaveAttribute(
      'href',
      '/jobs',
    );
  });
});

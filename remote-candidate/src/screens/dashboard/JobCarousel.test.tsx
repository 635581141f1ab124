import { act, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import type { RecommendedJob } from 'shared-kernel/contract';
import { JOB_ID, JOB_ID_2, recommendedJob } from '../../test/fixtures';
import { JobCarousel } from './JobCarousel';

const ids = Array.from({ length: 7 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);

const skills = {
  jobs: [
    recommendedJob({ matchScore: 92 }),
    recommendedJob({
      id: JOB_ID_2,
      title: '',
      // An incomplete job from an older API: the card still renders.
      ...({ company: null, location: null, venue: null } as unknown as Partial<RecommendedJob>),
      salaryType: 'yearly',
      salaryAmount: 28000,
      matchScore: 81,
    }),
    recommendedJob({
      id: ids[2],
      title: 'Chef',
      salaryType: null,
      salaryAmount: null,
      salaryMin: 12,
      salaryMax: 14,
      matchScore: 71,
    }),
    recommendedJob({
      id: ids[3],
      title: 'Host',
      salaryType: null,
      salaryAmount: null,
      matchScore: 40,
    }),
  ],
  trending: [JOB_ID],
  urgent: [JOB_ID_2],
  matchingReasons: {
    [JOB_ID]: ['You know latte art', 'In Leeds', 'Your 3 years making coffee', 'A fourth'],
  },
  personalityMatches: { [JOB_ID]: 88, [JOB_ID_2]: 70, [ids[2]]: 60 },
};

const culture = {
  jobs: [
    recommendedJob({ cultureScore: 85, cultureReasons: ['Matches your fast pace'] }),
    recommendedJob({
      id: JOB_ID_2,
      title: 'Bartender',
      cultureScore: null,
      culturalMatchScore: 70,
    }),
    recommendedJob({ id: ids[2], title: 'Porter', culturalMatch: { overallScore: 60 } }),
    recommendedJob({ id: ids[3], title: 'Runner', cultureScore: 59 }),
  ],
};

const colourOf = (el: HTMLElement) => el.closest('[data-colour]')?.getAttribute('data-colour');
const cards = () => screen.getAllByTestId('recommended-job');

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('JobCarousel', () => {
  it('shows skills matches with pay, badges, at most 3 reasons and match colours', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    fakeApi({ 'GET /api/job-recommendations': { status: 200, body: skills } });
    renderScreen(<JobCarousel />, { user: candidate });
    await waitFor(() => expect(cards()).toHaveLength(4));
    const [first, second, third, fourth] = cards();

    expect(within(first).getByText('£12.50/hour')).toBeInTheDocument();
    expect(within(first).getByText('Trending')).toBeInTheDocument();
    expect(within(first).getAllByRole('listitem')).toHaveLength(3);
    expect(within(first).queryByText('A fourth')).not.toBeInTheDocument();
    expect(colourOf(within(first).getByText('92% match'))).toBe('green');
    expect(within(first).getByText('88% personality fit')).toBeInTheDocument();

    expect(within(second).getByRole('heading', { name: 'Untitled role' })).toBeInTheDocument();
    expect(within(second).getByText('—')).toBeInTheDocument();
    expect(within(second).getByText('£28,000/year')).toBeInTheDocument();
    expect(within(second).getByText('Urgent')).toBeInTheDocument();
    expect(colourOf(within(second).getByText('81% match'))).toBe('orange');

    expect(within(third).getByText('£12.00–£14.00/hour')).toBeInTheDocument();
    expect(colourOf(within(third).getByText('71% match'))).toBe('yellow');

    expect(within(fourth).getByText('Competitive salary')).toBeInTheDocument();
    expect(colourOf(within(fourth).getByText('40% match'))).toBe('grey');
    // No personality score supplied for this job: the 75–94 fallback.
    expect(within(fourth).getByText('75% personality fit')).toBeInTheDocument();

    expect(within(first).getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
      'href',
      `/apply/${JOB_ID}`,
    );
    expect(screen.getByRole('link', { name: 'View All Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('the Culture tab calls ?mode=culture and colours 85+, 70+, 60+, else grey', async () => {
    const { calls } = fakeApi({
      'GET /api/job-recommendations': (call) => ({
        status: 200,
        body: call.url.endsWith('?mode=culture') ? culture : skills,
      }),
    });
    renderScreen(<JobCarousel />, { user: candidate });
    await waitFor(() => expect(cards()).toHaveLength(4));
    await setupUser().click(screen.getByRole('tab', { name: 'Culture' }));

    await waitFor(() => expect(screen.getByText('85% culture fit')).toBeInTheDocument());
    // The first cards render at once, the rest a moment later (useRenderedCount).
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(calls.map((c) => c.url)).toEqual([
      '/api/job-recommendations',
      '/api/job-recommendations?mode=culture',
    ]);
    expect(colourOf(screen.getByText('85% culture fit'))).toBe('green');
    expect(colourOf(screen.getByText('70% culture fit'))).toBe('orange');
    expect(colourOf(screen.getByText('60% culture fit'))).toBe('yellow');
    expect(colourOf(screen.getByText('59% culture fit'))).toBe('grey');
    expect(screen.getByText('Matches your fast pace')).toBeInTheDocument();
  });

  it('saves a job: marked and toasted only after a successful response', async () => {
    const { calls } = fakeApi({
      'GET /api/job-recommendations': { status: 200, body: skills },
      'POST /api/saved-jobs': { status: 201, body: { jobId: JOB_ID, saved: true } },
    });
    renderScreen(<JobCarousel />, { user: candidate });
    await waitFor(() => expect(cards()).toHaveLength(4));
    await setupUser().click(within(cards()[0]).getByRole('button', { name: 'Save job' }));

    await waitFor(() =>
      expect(within(cards()[0]).getByRole('button', { name: 'Saved' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/saved-jobs',
      body: { jobId: JOB_ID },
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Job Saved',
      description: 'Job added to your saved list',
    });
  });

  it('shows the saved and liked state the API gives, and unsaves a saved job', async () => {
    let saved = true;
    const { calls } = fakeApi({
      'GET /api/job-recommendations': () => ({
        status: 200,
        body: {
          ...skills,
          jobs: skills.jobs.map((job, i) => (i === 0 ? { ...job, saved, liked: true } : job)),
        },
      }),
      [`DELETE /api/saved-jobs/${JOB_ID}`]: () => {
        saved = false;
        return { status: 204 };
      },
    });
    renderScreen(<JobCarousel />, { user: candidate });
    await waitFor(() => expect(cards()).toHaveLength(4));
    const first = () => within(cards()[0]);
    expect(first().getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(first().getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    await setupUser().click(first().getByRole('button', { name: 'Saved' }));
    await waitFor(() =>
      expect(first().getByRole('button', { name: 'Save job' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/saved-jobs/${JOB_ID}`);
  });

  it('likes a job with action like and toasts Preference Updated', async () => {
    const { calls } = fakeApi({
      'GET /api/job-recommendations': { status: 200, body: skills },
      'POST /api/job-preferences': { status: 201, body: { jobId: JOB_ID, action: 'like' } },
    });
    renderScreen(<JobCarousel />, { user: candidate });
    await waitFor(() => expect(cards()).toHaveLength(4));
    await setupUser().click(within(cards()[0]).getByRole('button', { name: 'Like job' }));

    await waitFor(() =>
      expect(within(cards()[0]).getByRole('button', { name: 'Liked' })).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      body: { jobId: JOB_ID, action: 'like' },
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Preference Updated',
      description: "We'll show you more jobs like this",
    });
  });

  it('a failed save or like is only logged: not marked, no toast', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/job-recommendations': { status: 200, body: skills },
      'POST /api/saved-jobs': { status: 500, body: { message: 'boom' } },
      'POST /api/job-preferences': { status: 500, body: { message: 'boom' } },
    });
    renderScreen(<JobCarousel />, { user: candidate });
    await waitFor(() => expect(cards()).toHaveLength(4));
    const user = setupUser();
    await user.click(within(cards()[0]).getByRole('button', { name: 'Save job' }));
    await user.click(within(cards()[0]).getByRole('button', { name: 'Like job' }));

    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    expect(within(cards()[0]).getByRole('button', { name: 'Save job' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(cards()[0]).getByRole('button', { name: 'Like job' })).toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([]);
    logged.mockRestore();
  });

  it('has up to 5 dots, arrows that wrap, and advances every 5 s', async () => {
    jest.useFakeTimers();
    const many = {
      ...skills,
      jobs: ids.map((id, i) => recommendedJob({ id, title: `Job ${i + 1}` })),
    };
    fakeApi({ 'GET /api/job-recommendations': { status: 200, body: many } });
    renderScreen(<JobCarousel />, { user: candidate });
    await waitFor(() => expect(cards()).toHaveLength(7));
    const dots = screen.getAllByRole('button', { name: /^Show job/ });
    expect(dots).toHaveLength(5);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    act(() => jest.advanceTimersByTime(4999));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');

    act(() => screen.getByRole('button', { name: 'Previous job' }).click());
    act(() => screen.getByRole('button', { name: 'Previous job' }).click());
    // Wrapped to the last card (7th, beyond the 5 dots): no dot is current.
    expect(dots.filter((d) => d.getAttribute('aria-current'))).toHaveLength(0);
    act(() => screen.getByRole('button', { name: 'Next job' }).click());
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    act(() => dots[3].click());
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
    jest.useRealTimers();
  });

  it('before the personality quiz: no number on any card, a link to take it', async () => {
    fakeApi({
      'GET /api/job-recommendations': {
        status: 200,
        body: {
          ...skills,
          personalityMatches: { [JOB_ID]: null, [JOB_ID_2]: null, [ids[2]]: null, [ids[3]]: null },
          needsPersonalityQuiz: true,
        },
      },
    });
    renderScreen(<JobCarousel />, { user: candidate });
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.queryByText(/personality fit/)).not.toBeInTheDocument();
    for (const card of cards()) {
      expect(
        within(card).getByRole('link', { name: 'Take the quiz to see your fit' }),
      ).toHaveAttribute('href', '/personality-quiz');
    }
  });

  it('the Culture tab before the culture assessment: a prompt, no unscored list', async () => {
    fakeApi({
      'GET /api/job-recommendations': (call) => ({
        status: 200,
        body: call.url.endsWith('?mode=culture') ? { jobs: [], needsAssessment: true } : skills,
      }),
    });
    renderScreen(<JobCarousel />, { user: candidate });
    await waitFor(() => expect(cards()).toHaveLength(4));
    await setupUser().click(screen.getByRole('tab', { name: 'Culture' }));
    expect(
      await screen.findByText('Take the culture assessment to see the jobs whose culture fits you'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the culture assessment' })).toHaveAttribute(
      'href',
      '/cultural-assessment',
    );
    expect(screen.queryAllByTestId('recommended-job')).toHaveLength(0);
  });

  it('says how to get recommendations when there are none, and offers Retry on failure', async () => {
    fakeApi({ 'GET /api/job-recommendations': { status: 200, body: { jobs: [] } } });
    const { unmount } = renderScreen(<JobCarousel />, { user: candidate });
    expect(
      await screen.findByText('Complete your profile to get personalized job recommendations!'),
    ).toBeInTheDocument();
    unmount();

    fakeApi({ 'GET /api/job-recommendations': { status: 500, body: { message: 'Down' } } });
    renderScreen(<JobCarousel />, { user: candidate });
    // The dashboard's queries retry once (DASHBOARD_QUERY_OPTIONS) before showing the error.
    expect(
      await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import type { JobBoardJob, JobBoardStatus } from 'shared-kernel/contract';
import { fakeApi, recruiter, renderScreen, setupUser, type FakeReply } from 'shared-kernel/testing';
import { JOB_BOARD_TEXTS as T } from '../../texts-job-board';
import JobBoardIntegration from './JobBoardIntegration';

// Typed against the contract: a renamed field fails the type check.
const ready: JobBoardJob = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Sous Chef',
  status: 'open',
  closesOn: '2026-12-31',
  pageUrl: 'https://hospohire.example/jobs/sous-chef-11111111-1111-4111-8111-111111111111',
  channels: { page: true, sitemap: true, feed: true },
  problems: [],
};
const WEAK_ID = '22222222-2222-4222-8222-222222222222';
const weak: JobBoardJob = {
  id: WEAK_ID,
  title: 'Bartender',
  status: 'closed',
  closesOn: '2026-11-01',
  pageUrl: `https://hospohire.example/jobs/bartender-${WEAK_ID}`,
  channels: { page: false, sitemap: false, feed: true },
  problems: [
    {
      code: 'closing_date_passed',
      message: 'The closing date has passed, so the job is hidden.',
      fixPath: `/edit-job/${WEAK_ID}`,
    },
    {
      code: 'no_postcode',
      message: 'The venue has no postcode.',
      fixPath: '/company-management',
    },
  ],
};
const board = (jobs: JobBoardJob[]): JobBoardStatus => ({
  feedUrl: 'https://hospohire.example/feeds/indeed.xml?company=harbour-group',
  allJobsFeedUrl: 'https://hospohire.example/feeds/indeed.xml',
  sitemapUrl: 'https://hospohire.example/sitemap.xml',
  robotsUrl: 'https://hospohire.example/robots.txt',
  jobs,
});

function api(status: JobBoardStatus) {
  return fakeApi({
    'GET /api/auth/user': { status: 200, body: recruiter },
    'GET /api/companies/mine/job-board': { status: 200, body: status },
  });
}

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

beforeEach(() => useToastStore.getState().remove());

describe('JobBoardIntegration', () => {
  it('shows the company feed address and copies it', async () => {
    api(board([ready]));
    const user = setupUser();
    renderScreen(<JobBoardIntegration />);
    const feed = await screen.findByLabelText(T.feedUrl);
    expect(feed).toHaveValue(board([]).feedUrl);
    expect(feed).toHaveAttribute('readonly');
    expect(screen.getByLabelText(T.sitemapUrl)).toHaveValue(board([]).sitemapUrl);
    expect(screen.getByLabelText(T.allJobsFeedUrl)).toHaveValue(board([]).allJobsFeedUrl);
    expect(screen.getByRole('heading', { level: 1, name: 'Job Board Integration' })).toBeVisible();

    // setupUser() gives navigator a clipboard; watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: T.copyLabel(T.feedUrl) }));
    expect(writeText).toHaveBeenCalledWith(board([]).feedUrl);
    await waitFor(() => expect(toastTitles()).toContain(T.copied));
  });

  it('selects the address and says so when the clipboard refuses', async () => {
    api(board([ready]));
    const user = setupUser();
    renderScreen(<JobBoardIntegration />);
    const sitemap = await screen.findByLabelText<HTMLInputElement>(T.sitemapUrl);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: T.copyLabel(T.sitemapUrl) }));
    await waitFor(() => expect(toastTitles()).toContain(T.copyFailed));
    expect(toastTitles()).not.toContain(T.copied);
    expect(sitemap).toHaveFocus();
    expect(sitemap.selectionStart).toBe(0);
    expect(sitemap.selectionEnd).toBe(board([]).sitemapUrl.length);
  });

  it('shows each job’s channels and problems with links to fix them', async () => {
    api(board([ready, weak]));
    renderScreen(<JobBoardIntegration />);

    const weakCard = await screen.findByRole('article', { name: /Bartender/ });
    const title = within(weakCard).getByRole('link', { name: /Bartender/ });
    expect(title).toHaveAttribute('href', weak.pageUrl);
    expect(title).toHaveAttribute('target', '_blank');
    const channels = within(weakCard).getByRole('list', { name: T.channels });
    expect(within(channels).getByText('Public page: not published')).toBeInTheDocument();
    expect(within(channels).getByText('Sitemap: not published')).toBeInTheDocument();
    expect(within(channels).getByText('Indeed feed: published')).toBeInTheDocument();
    expect(within(weakCard).getByText('Closed')).toBeInTheDocument();
    expect(within(weakCard).queryByText(T.ready)).toBeNull();
    const problems = within(weakCard).getByRole('list', { name: T.problems });
    expect(within(problems).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(problems).getByRole('link', { name: T.fixLabel(weak.problems[0].message) }),
    ).toHaveAttribute('href', `/edit-job/${weak.id}`);
    expect(
      within(problems).getByRole('link', { name: T.fixLabel(weak.problems[1].message) }),
    ).toHaveAttribute('href', '/company-management');

    const readyCard = screen.getByRole('article', { name: /Sous Chef/ });
    expect(within(readyCard).getByText(T.ready)).toBeInTheDocument();
    expect(within(readyCard).getByText('Sitemap: published')).toBeInTheDocument();
    expect(within(readyCard).queryByRole('link', { name: /^Fix/ })).toBeNull();

    // The summary: one job live everywhere, one needing attention.
    expect(screen.getByText(T.published).nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText(T.needAttention).nextElementSibling).toHaveTextContent('1');
  });

  it('says there are no open jobs and offers to post one', async () => {
    api(board([]));
    const user = setupUser();
    const { where } = renderScreen(<JobBoardIntegration />);
    expect(await screen.findByText(T.empty)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    // The addresses are still there to hand out before the first job.
    expect(screen.getByLabelText(T.feedUrl)).toHaveValue(board([]).feedUrl);
    await user.click(screen.getByRole('link', { name: T.postJob }));
    expect(where().path).toBe('/post-job');
  });

  it('names a failed load and reads again on Retry', async () => {
    let answer: FakeReply = { status: 500, body: { message: 'The database is asleep' } };
    fakeApi({
      'GET /api/auth/user': { status: 200, body: recruiter },
      'GET /api/companies/mine/job-board': () => answer,
    });
    const user = setupUser();
    renderScreen(<JobBoardIntegration />);
    expect(await screen.findByText(T.errorTitle)).toBeVisible();
    answer = { status: 200, body: board([ready]) };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /Sous Chef/ })).toBeVisible();
  });
});

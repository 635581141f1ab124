import { act, screen, waitFor, within } from '@testing-library/react';
import { publishLiveEvent } from 'shared-kernel';
import type { OfferStatus } from 'shared-kernel/contract';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import { applicationQueryOptions, candidateApplicationsQueryOptions } from '../../api/applications';
import { application, applicationDetail, APP_ID, offer as offerFixture } from '../../test/fixtures';
import JobOffers from './JobOffers';

const offer = (status: OfferStatus) =>
  offerFixture({
    id: 'o1',
    applicationId: APP_ID,
    status,
    salaryAmount: 29500,
    salaryType: 'yearly',
    startDate: '2030-02-01',
    expiresAt: '2030-01-20T00:00:00Z',
    message: 'Welcome aboard',
    createdAt: '2030-01-10T00:00:00Z',
    job: { id: 'j1', title: 'Head Bartender' },
    company: { id: 'c1', name: 'Harbour Kitchen' },
  });

function api() {
  let status: OfferStatus = 'pending';
  return mockFetch((call) => {
    if (call.method === 'POST') {
      status = call.url.endsWith('/accept') ? 'accepted' : 'declined';
      return { status: 200, body: offer(status) };
    }
    return { status: 200, body: { items: [offer(status)], total: 1, page: 1, pageSize: 50 } };
  });
}

describe('JobOffers', () => {
  it('asks before accepting; Cancel sends nothing; Accept posts and shows Accepted', async () => {
    const { calls } = api();
    renderScreen(<JobOffers />, { route: '/job-offers' });
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('£29,500/year');
    expect(card).toHaveTextContent('Awaiting your answer');
    const user = setupUser();

    await user.click(within(card).getByRole('button', { name: 'Accept offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer?' });
    expect(dialog).toHaveTextContent('Head Bartender role at Harbour Kitchen');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // The page is aria-hidden until the dialog has closed.
    await user.click(await within(card).findByRole('button', { name: 'Accept offer' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept offer' }),
    );
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/offers/o1/accept');
  });

  // Accepting used to refresh ['applications'], a key no query has: the applications list and
  // the application (now accepted) kept showing "Offered".
  it('accepting refreshes the applications list and the application', async () => {
    const { calls } = api();
    const { queryClient } = renderScreen(<JobOffers />, { route: '/job-offers' });
    const list = candidateApplicationsQueryOptions().queryKey;
    const detail = applicationQueryOptions(APP_ID).queryKey;
    queryClient.setQueryData(list, [application({ status: 'offered' })]);
    queryClient.setQueryData(detail, applicationDetail({ status: 'offered' }));
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(false);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept offer' }),
    );
    await waitFor(() => expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(true);
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/offers/o1/accept');
  });

  it('declines after confirmation', async () => {
    const { calls } = api();
    renderScreen(<JobOffers />, { route: '/job-offers' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/offers/o1/decline');
  });

  it('an open tab updates live when the company withdraws the offer', async () => {
    let status: OfferStatus = 'pending';
    const { calls } = mockFetch(() => ({
      status: 200,
      body: { items: [offer(status)], total: 1, page: 1, pageSize: 50 },
    }));
    renderScreen(<JobOffers />, { route: '/job-offers' });
    const card = await screen.findByRole('listitem');
    expect(within(card).getByRole('button', { name: 'Accept offer' })).toBeInTheDocument();
    const reads = () => calls.filter((c) => c.url.startsWith('/api/offers')).length;
    expect(reads()).toBe(1);

    // An event about something else does not read the offers again.
    act(() => publishLiveEvent({ type: 'message.created', raw: {} }));
    status = 'withdrawn';
    act(() => publishLiveEvent({ type: 'offer.withdrawn', raw: {} }));
    expect(await within(card).findByText('Withdrawn')).toBeInTheDocument();
    expect(reads()).toBe(2);
    expect(within(card).getByTestId('offer-note')).toHaveTextContent(
      'Harbour Kitchen withdrew this offer.',
    );
    expect(within(card).queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
  });

  it('a withdrawn offer shows why: the message the company gave, kept as written', async () => {
    const why = 'The pay was wrong.\nA corrected offer follows today.';
    mockFetch(() => ({
      status: 200,
      body: {
        items: [
          { ...offer('withdrawn'), id: 'o2', withdrawalMessage: why },
          { ...offer('withdrawn'), id: 'o3', withdrawalMessage: null },
        ],
        total: 2,
        page: 1,
        pageSize: 50,
      },
    }));
    renderScreen(<JobOffers />, { route: '/job-offers' });
    const [withMessage, without] = await screen.findAllByRole('listitem');
    const note = within(withMessage).getByTestId('offer-note');
    expect(note).toHaveTextContent('Harbour Kitchen withdrew this offer.');
    const message = within(note).getByTestId('offer-withdrawal-message');
    expect(message).toHaveTextContent(
      'Their message: The pay was wrong. A corrected offer follows',
    );
    expect(message.textContent).toContain(why);
    expect(within(without).getByTestId('offer-note')).toHaveTextContent(
      /^Harbour Kitchen withdrew this offer\.$/,
    );
    expect(within(without).queryByTestId('offer-withdrawal-message')).not.toBeInTheDocument();
  });

  it('an expired offer says so, and cannot be answered', async () => {
    mockFetch(() => ({
      status: 200,
      body: { items: [offer('expired')], total: 1, page: 1, pageSize: 50 },
    }));
    renderScreen(<JobOffers />, { route: '/job-offers' });
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Expired');
    expect(within(card).getByTestId('offer-note')).toHaveTextContent(
      'This offer expired on Jan 20 without an answer.',
    );
    expect(within(card).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('says when there are no offers', async () => {
    mockFetch(() => ({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 50 } }));
    renderScreen(<JobOffers />, { route: '/job-offers' });
    expect(await screen.findByText('No job offers yet')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server down' } }));
    renderScreen(<JobOffers />, { route: '/job-offers' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
  });
});

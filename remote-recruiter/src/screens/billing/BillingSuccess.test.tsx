import { screen, waitFor } from '@testing-library/react';
import type { Subscription } from 'shared-kernel/contract';
import { fakeApi, renderScreen } from 'shared-kernel/testing';
import BillingSuccess from './BillingSuccess';

const growth: Subscription = {
  plan: 'growth',
  planName: 'Growth',
  monthlyPrice: 49,
  currency: 'GBP',
  status: 'active',
  openJobsLimit: 15,
  openJobs: 4,
  currentPeriodEnd: '2026-04-01T00:00:00Z',
  cancelAtPeriodEnd: false,
  provider: 'test',
  checkoutMode: 'test',
};

describe('BillingSuccess', () => {
  it('completes the checkout once and shows the new plan and its limit', async () => {
    const { calls } = fakeApi({
      'POST /api/billing/checkout/s-1/complete': { status: 200, body: growth },
    });
    renderScreen(<BillingSuccess />, { route: '/billing/success?session=s-1' });
    expect(await screen.findByText('You are now on the Growth plan.')).toBeInTheDocument();
    expect(screen.getByText('4 of 15 open jobs in use')).toBeInTheDocument();
    expect(screen.getByText(/Test mode — no payment is taken/)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('with no payment provider, says the plan cannot change and offers no retry', async () => {
    fakeApi({
      'POST /api/billing/checkout/s-1/complete': {
        status: 503,
        body: { message: 'Payments are not set up on this server, so the plan cannot change.' },
      },
    });
    renderScreen(<BillingSuccess />, { route: '/billing/success?session=s-1' });
    expect(
      await screen.findByText('Payments are not set up on this server, so the plan cannot change.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('You are now on the Growth plan.')).toBeNull();
  });

  it('shows the plan as it is when the checkout was already completed', async () => {
    fakeApi({
      'POST /api/billing/checkout/s-1/complete': {
        status: 409,
        body: { message: 'This checkout is already complete' },
      },
      'GET /api/billing/subscription': { status: 200, body: growth },
    });
    renderScreen(<BillingSuccess />, { route: '/billing/success?session=s-1' });
    expect(await screen.findByText('This checkout is already complete')).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Growth');
  });

  it('says there is nothing to complete without a session', () => {
    const { calls } = fakeApi({});
    renderScreen(<BillingSuccess />, { route: '/billing/success' });
    expect(screen.getByText('No checkout to complete')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

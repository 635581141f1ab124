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
};

describe('BillingSuccess', () => {
  it('completes the checkout once and shows the new plan and its limit', async () => {
    const { calls } = fakeApi({
      'POST /api/billing/checkout/s-1/complete': { status: 200, body: growth },
    });
    renderScreen(<BillingSuccess />, { route: '/billing/success?session=s-1' });
    expect(await screen.findByText('You are now on the Growth plan.')).toBeInTheDocument();
    expect(screen.getByText('4 of 15 open jobs in use')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
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

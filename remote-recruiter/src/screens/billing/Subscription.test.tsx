import { screen, waitFor } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import type { CheckoutMode, PlanPage, Subscription as Sub } from 'shared-kernel/contract';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import SettingsBilling from './SettingsBilling';
import Subscription from './Subscription';

const PAYMENTS_OFF = 'Payments are not set up on this server, so the plan cannot change.';

const free = (checkoutMode: CheckoutMode): Sub => ({
  plan: 'free',
  planName: 'Free',
  monthlyPrice: 0,
  currency: 'GBP',
  status: 'active',
  openJobsLimit: 3,
  openJobs: 1,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  provider: null,
  checkoutMode,
});

const plans: PlanPage = {
  items: [
    { id: 'free', name: 'Free', openJobsLimit: 3, monthlyPrice: 0, currency: 'GBP' },
    { id: 'growth', name: 'Growth', openJobsLimit: 15, monthlyPrice: 49, currency: 'GBP' },
    { id: 'scale', name: 'Scale', openJobsLimit: null, monthlyPrice: 149, currency: 'GBP' },
  ],
  total: 3,
  page: 1,
  pageSize: 3,
};

function show(
  checkoutMode: CheckoutMode,
  checkout = { status: 503, body: { message: PAYMENTS_OFF } },
) {
  const api = fakeApi({
    'GET /api/billing/subscription': { status: 200, body: free(checkoutMode) },
    'GET /api/billing/plans': { status: 200, body: plans },
    'POST /api/billing/checkout': checkout,
  });
  renderScreen(<Subscription />, { route: '/subscription' });
  return api;
}

describe('Subscription', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('in test mode says no payment is taken, and the paid plans can be chosen', async () => {
    show('test');
    expect(await screen.findByText(/Test mode — no payment is taken/)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Choose Growth' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose Scale' })).toBeEnabled();
    expect(screen.queryByText(PAYMENTS_OFF)).toBeNull();
  });

  it('with no payment provider says the plan cannot change and disables checkout', async () => {
    const { calls } = show('off');
    expect(await screen.findByText(PAYMENTS_OFF)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Choose Growth' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Scale' })).toBeDisabled();
    expect(screen.queryByText(/Test mode/)).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a 503 from checkout (the server lost its provider meanwhile) shows its message', async () => {
    show('test');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Choose Growth' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.title)).toContain(PAYMENTS_OFF),
    );
  });
});

describe('SettingsBilling', () => {
  it.each([
    ['test', /Test mode — no payment is taken/],
    ['off', PAYMENTS_OFF],
  ] as const)('says how checkout runs (%s)', async (checkoutMode, text) => {
    fakeApi({ 'GET /api/billing/subscription': { status: 200, body: free(checkoutMode) } });
    renderScreen(<SettingsBilling />, { route: '/settings/billing' });
    expect(await screen.findByText(text)).toBeVisible();
  });
});

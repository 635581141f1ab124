import type { CheckoutMode } from 'shared-kernel/contract';
import type { BillingProviderName } from '../../config.js';
import type { PlanId } from './plans.js';

// Payments go through a provider, and only one configured (BILLING_PROVIDER, src/config.ts):
// without one there is no checkout at all, so no plan is ever given without a payment. The only
// provider so far is TEST MODE (the demo run's): no money moves; checkout is completed by the app
// itself at /billing/success, and every billing screen says so.

/** Answered (503) to a checkout on a server with no payment provider. */
export const PAYMENTS_OFF_MESSAGE =
  'Payments are not set up on this server, so the plan cannot change.';

export type CheckoutRequest = {
  sessionId: string;
  companyId: string;
  plan: PlanId;
  amountPence: number;
  currency: string;
};

export type CheckoutStarted = {
  /** Where the browser goes to pay. */
  checkoutUrl: string;
  /** The provider's own id for the checkout, if it has one. */
  providerRef: string | null;
  testMode: boolean;
};

export type CheckoutResult = { paid: boolean; providerRef: string | null };

export interface PaymentProvider {
  /** Stored in subscriptions.provider / checkout_sessions.provider (`^[a-z][a-z0-9_]{0,31}$`). */
  readonly name: string;
  /** True when checkouts may be completed without a payment (the test-mode complete route). */
  readonly testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  completeCheckout(session: {
    sessionId: string;
    providerRef: string | null;
  }): Promise<CheckoutResult>;
}

/** TEST MODE: every checkout succeeds, no card, no money. Never use for real payments. */
export class TestModeProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;

  createCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
    return Promise.resolve({
      checkoutUrl: `/billing/success?session=${encodeURIComponent(request.sessionId)}`,
      providerRef: `test_${request.sessionId}`,
      testMode: true,
    });
  }

  completeCheckout(session: { sessionId: string; providerRef: string | null }) {
    return Promise.resolve({ paid: true, providerRef: session.providerRef });
  }
}

/** The provider BILLING_PROVIDER names, or null (none configured: checkout is refused). */
export function providerNamed(name: BillingProviderName | null): PaymentProvider | null {
  return name === 'test' ? new TestModeProvider() : null;
}

/** How checkout runs with this provider (the screens' test-mode notice, or their "off" note). */
export const checkoutModeOf = (provider: PaymentProvider | null): CheckoutMode =>
  provider === null ? 'off' : provider.testMode ? 'test' : 'live';

import type { PlanId } from './plans.js';

// Payments go through a provider. The default one is TEST MODE: no money moves; checkout is
// completed by the app itself at /billing/success.

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

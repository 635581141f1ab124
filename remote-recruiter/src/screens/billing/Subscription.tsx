import { PageContainer } from 'shared-kernel';
import { usePlans, useSubscription } from '../../api/billing';
import { QueryView, ButtonLink, Section } from 'shared-kernel/ui';
import { BILLING_TEXTS as T } from '../../texts-company';
import { CheckoutModeNotice } from './CheckoutModeNotice';
import { CurrentPlan } from './CurrentPlan';
import { PlanCards } from './PlanCards';

/** /subscription: the current plan and the plans to choose from (checkout needs a provider). */
export default function Subscription() {
  const plans = usePlans();
  const subscription = useSubscription();
  return (
    <PageContainer
      title={T.subscriptionTitle}
      subtitle={T.subscriptionSubtitle}
      actions={
        <ButtonLink variant="outlined" to="/settings/billing">
          {T.billingTitle}
        </ButtonLink>
      }
    >
      <QueryView query={subscription}>
        {(s) => (
          <>
            <Section title={T.currentPlan} id="subscription-current">
              <CurrentPlan subscription={s} />
            </Section>
            <CheckoutModeNotice mode={s.checkoutMode} />
            <QueryView query={plans}>
              {(p) => <PlanCards plans={p.items} subscription={s} />}
            </QueryView>
          </>
        )}
      </QueryView>
    </PageContainer>
  );
}

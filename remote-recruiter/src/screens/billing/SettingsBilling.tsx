import { PageContainer } from 'shared-kernel';
import { useSubscription } from '../../api/billing';
import { QueryView, ButtonLink, Section } from 'shared-kernel/ui';
import { BILLING_TEXTS as T } from '../../texts-company';
import { CheckoutModeNotice } from './CheckoutModeNotice';
import { CurrentPlan } from './CurrentPlan';

/** /settings/billing: the plan, its limits in use, its renewal; change or cancel it. */
export default function SettingsBilling() {
  const subscription = useSubscription();
  return (
    <PageContainer
      title={T.billingTitle}
      actions={
        <ButtonLink variant="outlined" to="/subscription">
          {T.changePlan}
        </ButtonLink>
      }
      maxWidth={800}
    >
      <QueryView query={subscription}>
        {(s) => (
          <Section title={T.currentPlan} id="billing-current">
            <CurrentPlan subscription={s} canCancel />
            <CheckoutModeNotice mode={s.checkoutMode} />
          </Section>
        )}
      </QueryView>
    </PageContainer>
  );
}

import Alert from '@mui/material/Alert';
import { PageContainer } from 'shared-kernel';
import { usePlans, useSubscription } from '../../api/billing';
import { QueryView, ButtonLink, Section } from 'shared-kernel/ui';
import { BILLING_TEXTS as T } from '../../texts-company';
import { CurrentPlan } from './CurrentPlan';
import { PlanCards } from './PlanCards';

/** /subscription: the current plan and the plans to choose from (test-mode checkout). */
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
            <Alert severity="info" sx={{ mb: 2 }}>
              {T.testMode}
            </Alert>
            <QueryView query={plans}>
              {(p) => <PlanCards plans={p.items} subscription={s} />}
            </QueryView>
          </>
        )}
      </QueryView>
    </PageContainer>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApiError, EmptyState, ErrorState, LoadingState, PageContainer } from 'shared-kernel';
import { useCompleteCheckout, useSubscription } from '../../api/billing';
import { QueryView, ButtonLink, Section } from 'shared-kernel/ui';
import { BILLING_TEXTS as T } from '../../texts-company';
import { CheckoutModeNotice } from './CheckoutModeNotice';
import { CurrentPlan } from './CurrentPlan';

/** The plan as it now is, with the way back to billing. */
function PlanSection({ children }: { children: ReactNode }) {
  return (
    <Section
      title={T.currentPlan}
      id="billing-success"
      action={
        <ButtonLink variant="outlined" to="/settings/billing">
          {T.backToBilling}
        </ButtonLink>
      }
    >
      {children}
    </Section>
  );
}

/** /billing/success?session=: completes the test-mode checkout once and shows the new plan. */
export default function BillingSuccess() {
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  const complete = useCompleteCheckout();
  // A checkout completed before (a reload of this page) answers 409: show the plan as it is.
  const alreadyDone = complete.error instanceof ApiError && complete.error.status === 409;
  // No payment provider on this server (503): trying again would not help; the message says why.
  const paymentsOff = complete.error instanceof ApiError && complete.error.status === 503;
  const subscription = useSubscription({ enabled: alreadyDone });
  const started = useRef(false);
  const { mutate } = complete;
  useEffect(() => {
    if (!session || started.current) return;
    started.current = true;
    mutate(session);
  }, [session, mutate]);

  return (
    <PageContainer title={T.successTitle} maxWidth={720}>
      {!session ? (
        <EmptyState
          title={T.noSession}
          description={T.noSessionHint}
          action={
            <ButtonLink variant="outlined" to="/subscription">
              {T.subscriptionTitle}
            </ButtonLink>
          }
        />
      ) : alreadyDone ? (
        <PlanSection>
          <Alert severity="info" sx={{ mb: 2 }}>
            {complete.error?.message}
          </Alert>
          <QueryView query={subscription}>
            {(s) => (
              <>
                <CurrentPlan subscription={s} />
                <CheckoutModeNotice mode={s.checkoutMode} />
              </>
            )}
          </QueryView>
        </PlanSection>
      ) : complete.isError ? (
        <Box>
          <ErrorState
            error={complete.error}
            onRetry={paymentsOff ? undefined : () => complete.mutate(session)}
          />
          <Box sx={{ textAlign: 'center' }}>
            <ButtonLink variant="outlined" to="/settings/billing">
              {T.backToBilling}
            </ButtonLink>
          </Box>
        </Box>
      ) : complete.isSuccess ? (
        <PlanSection>
          <Typography sx={{ mb: 2 }} role="status">
            {T.successBody(complete.data.planName)}
          </Typography>
          <CurrentPlan subscription={complete.data} />
          <CheckoutModeNotice mode={complete.data.checkoutMode} />
        </PlanSection>
      ) : (
        <LoadingState label={T.completing} />
      )}
    </PageContainer>
  );
}

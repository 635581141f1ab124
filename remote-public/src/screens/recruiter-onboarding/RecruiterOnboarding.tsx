import { useEffect, useRef, useState } from 'react';
import { Link as RRLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  EmptyState,
  ErrorState,
  homePathFor,
  isRecruiter,
  LoadingState,
  PageContainer,
  QueryView,
  useCurrentUser,
  useMyCompany,
  useOnboardingStatus,
} from 'shared-kernel';
import { ONBOARDING } from '../../texts';
import { BrandingStep } from './BrandingStep';
import { CompanyStep } from './CompanyStep';
import { CultureStep } from './CultureStep';
import {
  useRefreshOnboarding,
  useRememberCompany,
  type MyCompany,
  type Status,
  type StepKey,
} from '../../queries/onboarding';
import { VenuesStep } from './VenuesStep';

const STEPS: readonly StepKey[] = [
  'company_profile',
  'first_venue',
  'culture_assessment',
  'branding',
];
const REQUIRED: ReadonlySet<StepKey> = new Set([
  'company_profile',
  'first_venue',
  'culture_assessment',
]);
const DASHBOARD = '/recruiter';

const isDone = (status: Status | null | undefined, key: StepKey) =>
  Boolean(status?.steps?.find((s) => s.key === key)?.done);

/** Where to resume: the first step not done yet (the company step when there is no company). */
export function resumeStep(status: Status | null | undefined): number {
  if (!status) return 0;
  const index = STEPS.findIndex((key) => !isDone(status, key));
  return index === -1 ? STEPS.length - 1 : index;
}

/** A step can be opened once every required step before it is done. */
function reachable(status: Status | null | undefined, index: number): boolean {
  return STEPS.slice(0, index).every((key) => !REQUIRED.has(key) || isDone(status, key));
}

function Flow({ link, status }: { link: MyCompany | null; status: Status | null }) {
  const navigate = useNavigate();
  const rememberCompany = useRememberCompany();
  const refresh = useRefreshOnboarding();
  const [active, setActive] = useState(() => resumeStep(status));
  const percent = status?.percent ?? 0;
  const company = link?.company ?? null;

  /** After a save: fresh status for this screen and the host's gate, then the next step. */
  const saved = async (from: number) => {
    const fresh = await refresh();
    setActive(Math.min(from + 1, STEPS.length - 1));
    return fresh;
  };

  /** Leaves for the dashboard once every required step is done; else back to the first one left. */
  const finish = async () => {
    const fresh = await refresh();
    if (fresh?.allRequiredDone) navigate(DASHBOARD);
    else setActive(resumeStep(fresh));
  };

  const stepTitle = (key: StepKey) => ONBOARDING.steps[key];

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Typography id="onboarding-progress" sx={{ fontWeight: 600, mb: 1 }}>
          {ONBOARDING.progress(percent)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby="onboarding-progress"
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Stepper
        nonLinear
        activeStep={active}
        alternativeLabel
        sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: '0.8rem', sm: '0.875rem' } } }}
      >
        {STEPS.map((key, index) => (
          <Step key={key} completed={isDone(status, key)}>
            <StepButton
              onClick={() => setActive(index)}
              disabled={!reachable(status, index) || (index > 0 && !company)}
              optional={
                REQUIRED.has(key) ? undefined : (
                  <Typography variant="caption" component="span">
                    {ONBOARDING.optional}
                  </Typography>
                )
              }
              aria-current={active === index ? 'step' : undefined}
            >
              <StepLabel>{stepTitle(key)}</StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>

      {STEPS[active] === 'company_profile' && (
        <CompanyStep
          company={company}
          onSaved={async (created) => {
            if (!link) {
              rememberCompany(created);
            }
            await saved(0);
          }}
        />
      )}
      {STEPS[active] === 'first_venue' && (
        <VenuesStep onSaved={refresh} onBack={() => setActive(0)} onContinue={() => setActive(2)} />
      )}
      {STEPS[active] === 'culture_assessment' && (
        <CultureStep
          onSaved={async () => {
            await saved(2);
          }}
          onBack={() => setActive(1)}
        />
      )}
      {STEPS[active] === 'branding' && company && (
        <BrandingStep
          company={company}
          allRequiredDone={Boolean(status?.allRequiredDone)}
          onSaved={async () => {
            await refresh();
          }}
          onFinish={finish}
          onBack={() => setActive(2)}
        />
      )}
    </>
  );
}

/**
 * After the company link: the onboarding status (when there is a company), then the flow.
 * Arriving with every required step already done goes straight to the dashboard.
 */
function CompanyOnboarding() {
  const navigate = useNavigate();
  const link = useMyCompany();
  const companyId = link.data?.companyId;
  const status = useOnboardingStatus(companyId);
  const statusData = status.data as Status | null | undefined;

  // Straight to the dashboard once per visit, so finishing the optional step here does not jump
  // away mid-way.
  const checked = useRef(false);
  const flowShown = useRef(false);
  useEffect(() => {
    if (checked.current || !statusData) return;
    checked.current = true;
    if (statusData.allRequiredDone) navigate(DASHBOARD, { replace: true });
  }, [statusData, navigate]);
  useEffect(() => {
    if (link.data === null) checked.current = true;
  }, [link.data]);

  return (
    <QueryView query={link} allowNull label={ONBOARDING.loading} errorTitle={ONBOARDING.error}>
      {(company) => {
        // The status is not a QueryView of its own: once the flow shows, it stays mounted (at
        // this same place) while the status is read for a company just created, so the step in
        // progress is not lost.
        if (!flowShown.current && companyId && status.isPending)
          return <LoadingState label={ONBOARDING.loading} />;
        if (status.isError)
          return (
            <ErrorState
              title={ONBOARDING.error}
              error={status.error}
              onRetry={() => status.refetch()}
            />
          );
        // Not a read: the dashboard is on its way.
        if (statusData?.allRequiredDone && !checked.current)
          return <LoadingState label={ONBOARDING.finishing} />;
        flowShown.current = true;
        return <Flow link={company as MyCompany | null} status={statusData ?? null} />;
      }}
    </QueryView>
  );
}

/**
 * /recruiter-onboarding (spec section 2): first loads the recruiter's company id, then the
 * step-by-step onboarding: company, venues, culture, careers page. Each step saves as it goes;
 * coming back resumes at the first step not done; when every required step is done the recruiter
 * goes to /recruiter.
 */
export default function RecruiterOnboarding() {
  const user = useCurrentUser();
  return (
    <PageContainer title={ONBOARDING.title} subtitle={ONBOARDING.subtitle} maxWidth={880}>
      <QueryView query={user} allowNull label={ONBOARDING.loading} errorTitle={ONBOARDING.error}>
        {(me) =>
          !me ? (
            <EmptyState
              title={ONBOARDING.signedOut.heading}
              description={ONBOARDING.signedOut.body}
              action={
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ justifyContent: 'center' }}
                >
                  <Button component={RRLink} to="/sign-in" variant="contained">
                    {ONBOARDING.signedOut.signIn}
                  </Button>
                  <Button component={RRLink} to="/recruiter-signup" variant="outlined">
                    {ONBOARDING.signedOut.signUp}
                  </Button>
                </Stack>
              }
            />
          ) : !isRecruiter(me) ? (
            <EmptyState
              title={ONBOARDING.notRecruiter.heading}
              description={ONBOARDING.notRecruiter.body}
              action={
                <Button component={RRLink} to={homePathFor(me)} variant="contained">
                  {ONBOARDING.notRecruiter.home}
                </Button>
              }
            />
          ) : (
            <CompanyOnboarding />
          )
        }
      </QueryView>
    </PageContainer>
  );
}

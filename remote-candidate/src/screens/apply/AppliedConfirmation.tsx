import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { companyName, jobTitle } from 'shared-kernel/rules';
import { ButtonLink, StatusChip } from 'shared-kernel/ui';
import type { ApplicationDetail } from '../../api/applications';
import { statusChipProps } from '../../components/application-status';
import { APPLIED } from '../../texts';
import { AfterApplyCard } from './AfterApplyCard';

/** What the candidate sees once the application is sent: where it is and where to follow it. */
export function AppliedConfirmation({
  application,
  phone = false,
}: {
  application: ApplicationDetail;
  phone?: boolean;
}) {
  const title = jobTitle(application.job);
  const company = companyName(application.job);
  return (
    <AfterApplyCard
      title={APPLIED.title}
      testId="applied-confirmation"
      phone={phone}
      actions={
        <>
          <ButtonLink to="/applications" variant="contained">
            {APPLIED.myApplications}
          </ButtonLink>
          <ButtonLink to={`/applications/${application.id}`} variant="outlined">
            {APPLIED.viewApplication}
          </ButtonLink>
          <ButtonLink to="/jobs" variant="text">
            {APPLIED.browseJobs}
          </ButtonLink>
        </>
      }
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" fontSize="large" aria-hidden />
        <Typography variant="h6" component="h2">
          {APPLIED.toastText(title, company)}
        </Typography>
      </Stack>
      <StatusChip {...statusChipProps(application.status)} />
      <Typography>{APPLIED.text(title, company)}</Typography>
    </AfterApplyCard>
  );
}

import Typography from '@mui/material/Typography';
import { companyName, jobTitle } from 'shared-kernel/rules';
import { ButtonLink } from 'shared-kernel/ui';
import type { ApplicationDetail } from '../../api/applications';
import { rejectionMessageOf } from '../../components/application-status';
import { APPLICATION, APPLIED, APPLY_DECLINED } from '../../texts';
import { AfterApplyCard } from './AfterApplyCard';

/**
 * What the candidate sees when a screening answer closed the application at once (issue 33, a
 * workflow delay of 0): the company's message, and where to go next. No "sent" success beside it.
 */
export function ApplicationDeclined({
  application,
  phone = false,
}: {
  application: ApplicationDetail;
  phone?: boolean;
}) {
  const title = jobTitle(application.job);
  const company = companyName(application.job);
  const message = rejectionMessageOf(application);
  return (
    <AfterApplyCard
      title={APPLY_DECLINED.title}
      testId="application-declined"
      phone={phone}
      actions={
        <>
          <ButtonLink to="/jobs" variant="contained">
            {APPLIED.browseJobs}
          </ButtonLink>
          <ButtonLink to={`/applications/${application.id}`} variant="outlined">
            {APPLIED.viewApplication}
          </ButtonLink>
        </>
      }
    >
      <Typography variant="h6" component="h2">
        {message ? APPLICATION.messageFrom(company) : APPLICATION.rejectedTitle}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>
        {message ?? APPLICATION.rejectedText(company)}
      </Typography>
      <Typography color="text.secondary">{APPLY_DECLINED.closed(title, company)}</Typography>
    </AfterApplyCard>
  );
}

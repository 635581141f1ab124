import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-kernel';
import { useProductivity } from '../../api/analytics';
import { QueryView, ButtonLink, Section } from 'shared-kernel/ui';
import { Stat } from '../../kit/Stat';
import { PRODUCTIVITY_TEXTS as T } from '../../texts-company';

/** /productivity: the recruiter's own response times and what is waiting for them. */
export default function Productivity() {
  const productivity = useProductivity();
  return (
    <PageContainer title={T.title} subtitle={T.subtitle}>
      <QueryView query={productivity}>
        {({ responseTime: r, pendingActions: p }) => (
          <>
            <Section title={T.responseTime} id="productivity-response">
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {T.responseHint}
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Stat
                  label={T.yours}
                  value={T.hours(r.averageHours)}
                  hint={T.answered(r.applicationsAnswered)}
                />
                <Stat
                  label={T.company}
                  value={T.hours(r.companyAverageHours)}
                  hint={T.answered(r.companyApplicationsAnswered)}
                />
              </Box>
              {r.applicationsAnswered === 0 && (
                <Typography sx={{ mt: 2 }} color="text.secondary">
                  {T.noResponses}
                </Typography>
              )}
            </Section>
            <Section
              title={T.pending}
              id="productivity-pending"
              action={
                <ButtonLink variant="outlined" to="/recruiter">
                  Dashboard
                </ButtonLink>
              }
            >
              {p.total === 0 ? (
                <Typography>{T.allClear}</Typography>
              ) : (
                <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                  <Stat label={T.awaitingReview} value={p.applicationsAwaitingReview} />
                  <Stat label={T.offersPending} value={p.offersPending} />
                  <Stat label={T.interviewsUnconfirmed} value={p.interviewsUnconfirmed} />
                </Box>
              )}
            </Section>
          </>
        )}
      </QueryView>
    </PageContainer>
  );
}

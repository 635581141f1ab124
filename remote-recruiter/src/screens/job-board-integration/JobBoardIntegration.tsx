import Box from '@mui/material/Box';
import { PageContainer } from 'shared-kernel';
import { ButtonLink, EmptyState, QueryView, Section } from 'shared-kernel/ui';
import { Stat } from '../../kit/Stat';
import { JOB_BOARD_TEXTS as T } from '../../texts-job-board';
import { FeedAddresses } from './FeedAddresses';
import { JobReachCard } from './JobReachCard';
import { countReach, useJobBoardStatus, type JobBoardStatus } from './job-board-status';

/**
 * /job-board-integration: the company's feed and sitemap addresses to hand to job boards, and
 * each open job's reach (its public page, the sitemap, the feed) with what to fix.
 */
export default function JobBoardIntegration() {
  const status = useJobBoardStatus();
  return (
    <PageContainer title={T.title} subtitle={T.subtitle} maxWidth={1040}>
      <QueryView query={status} label={T.loading} errorTitle={T.errorTitle}>
        {(data) => <JobBoardReach status={data} />}
      </QueryView>
    </PageContainer>
  );
}

function JobBoardReach({ status }: { status: JobBoardStatus }) {
  const counts = countReach(status.jobs);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Stat label={T.published} value={counts.published} hint={T.publishedHint} />
        <Stat label={T.needAttention} value={counts.needAttention} hint={T.needAttentionHint} />
      </Box>
      <FeedAddresses status={status} />
      <Section title={T.jobs} id="job-board-jobs">
        {status.jobs.length === 0 ? (
          <EmptyState
            title={T.empty}
            description={T.emptyHint}
            action={
              <ButtonLink to="/post-job" variant="contained">
                {T.postJob}
              </ButtonLink>
            }
          />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {status.jobs.map((job) => (
              <li key={job.id}>
                <JobReachCard job={job} />
              </li>
            ))}
          </Box>
        )}
      </Section>
    </>
  );
}

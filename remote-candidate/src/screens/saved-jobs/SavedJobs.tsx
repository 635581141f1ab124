import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer, failureToast, useToggleSaved } from 'shared-kernel';
import { ButtonLink, QueryView } from 'shared-kernel/ui';
import { JOBS_PAGE_SIZE, useSavedJobs } from '../../api/jobs';
import { CAROUSEL, JOBS } from '../../texts';
import { ResultPages } from '../../components/ResultPages';
import { JobListItem } from '../jobs/JobListItem';
import { EmptyWithJobsLink } from '../../components/EmptyWithJobsLink';

/** /saved-jobs: the jobs the candidate saved, newest saved first; each can be unsaved here. */
export default function SavedJobs() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const saved = useSavedJobs(page);
  const toggle = useToggleSaved();
  const data = saved.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / JOBS_PAGE_SIZE)) : 1;

  return (
    <PageContainer
      title={JOBS.savedTitle}
      subtitle={JOBS.savedSubtitle}
      actions={
        <ButtonLink to="/jobs" variant="outlined">
          {JOBS.browse}
        </ButtonLink>
      }
    >
      <QueryView query={saved} errorTitle={JOBS.failed} allowNull>
        {() =>
          !data || data.items.length === 0 ? (
            <EmptyWithJobsLink
              title={JOBS.noSaved}
              description={JOBS.noSavedHint}
              link={JOBS.browse}
            />
          ) : (
            <>
              <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
                {JOBS.savedCount(data.total)}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2 }}>
                {data.items.map((job) => (
                  <JobListItem
                    key={job.id}
                    job={job}
                    saved
                    pending={toggle.isPending && toggle.variables?.jobId === job.id}
                    onToggleSave={() =>
                      toggle.mutate(
                        { jobId: job.id, saved: true },
                        { onError: failureToast(CAROUSEL.unsaveFailed) },
                      )
                    }
                  />
                ))}
              </Box>
              <ResultPages
                pages={pages}
                page={page}
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            </>
          )
        }
      </QueryView>
    </PageContainer>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { EmptyState, ErrorState, LoadingState, PageContainer, toast } from 'shared-kernel';
import { ButtonLink, TextLink } from 'shared-kernel/ui';
import { useSaveJobAlert } from '../../api/alerts';
import { JOBS_PAGE_SIZE, useJobSearch, useToggleSaved, type Job } from '../../api/jobs';
import { CAROUSEL, JOBS } from '../../texts';
import { alertFromSearch } from './alert-from-search';
import { JobFilters } from './JobFilters';
import { JobListItem } from './JobListItem';
import { useSearchAddress } from './use-search-address';
import { useRenderedCount } from '../../components/useRenderedCount';

/** The results rendered at once when a page of them arrives (a phone's screen); the rest follow. */
const FIRST_RESULTS = 3;

/**
 * /jobs: search words, place, filters, order and page all live in the address and apply as they
 * change; "Alert me about this search" turns the current filters into a job alert.
 */
export default function Jobs() {
  const { search, change } = useSearchAddress();
  const page = Math.max(1, Number(search.page) || 1);

  const results = useJobSearch(search);
  const toggle = useToggleSaved();
  const alert = useSaveJobAlert();

  const toggleSave = (job: Job) =>
    toggle.mutate(
      { jobId: job.id, saved: Boolean(job.saved) },
      {
        onSuccess: () => {
          if (!job.saved) toast(CAROUSEL.savedToast);
        },
        onError: (error) => console.error('Saving the job failed', error),
      },
    );

  const alertMe = () =>
    alert.mutate(alertFromSearch(search), {
      onSuccess: () => toast({ title: JOBS.alertCreated, description: JOBS.alertCreatedText }),
      onError: (error) =>
        toast({ title: JOBS.alertFailed, description: error.message, variant: 'destructive' }),
    });

  const data = results.data;
  const rendered = useRenderedCount(data?.items, FIRST_RESULTS);
  const pages = data ? Math.max(1, Math.ceil(data.total / JOBS_PAGE_SIZE)) : 1;

  return (
    <PageContainer title={JOBS.title} subtitle={JOBS.subtitle}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <ButtonLink to="/saved-jobs" size="small" startIcon={<BookmarkIcon />}>
          {JOBS.savedJobs}
        </ButtonLink>
        <Button
          size="small"
          startIcon={<NotificationsActiveIcon />}
          onClick={alertMe}
          disabled={alert.isPending}
        >
          {JOBS.alertMe}
        </Button>
        {alert.isSuccess && (
          <Box sx={{ alignSelf: 'center' }}>
            <TextLink to="/job-alerts">{JOBS.viewAlerts}</TextLink>
          </Box>
        )}
      </Stack>

      <Box sx={{ mb: 3 }}>
        <JobFilters search={search} onChange={change} />
      </Box>

      {results.isPending ? (
        <LoadingState />
      ) : results.isError ? (
        <ErrorState
          title={JOBS.failed}
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={JOBS.none} description={JOBS.noneHint} />
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
            {JOBS.found(data.total)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {data.items.slice(0, rendered).map((job) => (
              <JobListItem
                key={job.id}
                job={job}
                saved={Boolean(job.saved)}
                pending={toggle.isPending && toggle.variables?.jobId === job.id}
                onToggleSave={() => toggleSave(job)}
              />
            ))}
          </Box>
          {pages > 1 && (
            <Box
              component="nav"
              aria-label={JOBS.pages}
              sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
            >
              <Pagination
                count={pages}
                page={page}
                onChange={(_e, next) => change({ page: String(next) })}
                color="primary"
                siblingCount={0}
              />
            </Box>
          )}
        </>
      )}
    </PageContainer>
  );
}

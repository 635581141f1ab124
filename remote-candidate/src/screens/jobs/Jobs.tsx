import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { PageContainer, toast, failureToast, useJobSearch, useToggleSaved } from 'shared-kernel';
import { ButtonLink, QueryView, TextLink } from 'shared-kernel/ui';
import { useSaveJobAlert } from '../../api/alerts';
import type { Job } from '../../api/jobs';
import { CAROUSEL, JOBS } from '../../texts';
import { alertFromSearch } from './alert-from-search';
import { JobFilters } from './JobFilters';
import { JobResults } from './JobResults';
import { useSearchAddress } from './use-search-address';
import { useDeferredData } from '../../components/useDeferredData';

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

  const { mutate: mutateSaved } = toggle;
  const toggleSave = useCallback(
    (job: Job) =>
      mutateSaved(
        { jobId: job.id, saved: Boolean(job.saved) },
        {
          onSuccess: () => {
            if (!job.saved) toast(CAROUSEL.savedToast);
          },
          onError: failureToast(job.saved ? CAROUSEL.unsaveFailed : CAROUSEL.saveFailed),
        },
      ),
    [mutateSaved],
  );
  const toPage = useCallback((next: number) => change({ page: String(next) }), [change]);

  const alertMe = () =>
    alert.mutate(alertFromSearch(search), {
      onSuccess: () => toast({ title: JOBS.alertCreated, description: JOBS.alertCreatedText }),
      onError: failureToast(JOBS.alertFailed),
    });

  // The results render in a transition, in slices, not in the blocking render that their arrival
  // starts; until then the previous page of them (or the loading state) stays.
  const { shown, arriving } = useDeferredData(results.data);

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

      <QueryView query={results} arriving={arriving} errorTitle={JOBS.failed}>
        {() =>
          shown && (
            <JobResults
              data={shown}
              search={search}
              page={page}
              savingJobId={toggle.isPending ? toggle.variables?.jobId : undefined}
              onToggleSave={toggleSave}
              onPage={toPage}
            />
          )
        }
      </QueryView>
    </PageContainer>
  );
}

import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, LoadingState, PageContainer, toast } from 'shared-kernel';
import {
  JOB_FILTERS,
  JOBS_PAGE_SIZE,
  useJobSearch,
  useSavedJobs,
  useToggleSaved,
  type Job,
  type JobSearch,
  type JobPage,
} from '../../api/jobs';
import { CAROUSEL, JOBS } from '../../texts';
import { JobFilters } from './JobFilters';
import { JobListItem } from './JobListItem';

function searchOf(params: URLSearchParams): JobSearch {
  const search: JobSearch = {};
  for (const key of JOB_FILTERS) {
    const value = params.get(key);
    if (value) search[key] = value;
  }
  return search;
}

/** /jobs: search, filters, sorting and pages, all kept in the address; saved jobs on a tab. */
export default function Jobs() {
  const [params, setParams] = useSearchParams();
  const showSaved = params.get('tab') === 'saved';
  const search = searchOf(params);
  const page = Math.max(1, Number(search.page) || 1);

  const results = useJobSearch(search);
  const saved = useSavedJobs(page, showSaved);
  const toggle = useToggleSaved();
  const list = showSaved ? saved : results;

  const go = (next: JobSearch, tab = showSaved ? 'saved' : '') => {
    const out = new URLSearchParams();
    if (tab) out.set('tab', tab);
    for (const key of JOB_FILTERS) {
      const value = next[key]?.trim();
      if (value && !(key === 'sort' && value === 'newest') && !(key === 'page' && value === '1'))
        out.set(key, value);
    }
    setParams(out);
  };

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

  const data: JobPage | null | undefined = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / JOBS_PAGE_SIZE)) : 1;

  return (
    <PageContainer title={JOBS.title} subtitle={JOBS.subtitle}>
      <Tabs
        value={showSaved ? 'saved' : 'all'}
        onChange={(_e, value: string) =>
          go(showSaved ? {} : search, value === 'saved' ? 'saved' : '')
        }
        aria-label={JOBS.tabsLabel}
        sx={{ mb: 2 }}
      >
        <Tab value="all" label={JOBS.allJobs} />
        <Tab value="saved" label={JOBS.savedJobs} />
      </Tabs>

      {!showSaved && (
        <Box sx={{ mb: 3 }}>
          <JobFilters key={params.toString()} search={search} onSearch={(next) => go(next, '')} />
        </Box>
      )}

      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState title={JOBS.failed} error={list.error} onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        showSaved ? (
          <EmptyState title={JOBS.noSaved} description={JOBS.noSavedHint} />
        ) : (
          <EmptyState title={JOBS.none} description={JOBS.noneHint} />
        )
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
            {JOBS.found(data.total)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {data.items.map((job) => (
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
                onChange={(_e, next) => go({ ...search, page: String(next) })}
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

import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState } from 'shared-kernel';
import { DidYouMean } from 'shared-kernel/ui';
import {
  JOBS_PAGE_SIZE,
  searchParamsOf,
  type Job,
  type JobPage,
  type JobSearch,
} from '../../api/jobs';
import { ResultPages } from '../../components/ResultPages';
import { useRenderedCount } from '../../components/useRenderedCount';
import { JOBS } from '../../texts';
import { JobListItem } from './JobListItem';

/** The results rendered at once when a page of them arrives (a phone's screen); the rest follow. */
const FIRST_RESULTS = 3;

/**
 * One page of results: how many were found, the jobs, the pages; none, with the search the API
 * suggests ("Did you mean …?", a link to it with the same filters). Memoized, and given the results
 * as a transition renders them (Jobs.tsx), so that their arrival is not one long blocking render.
 */
export const JobResults = memo(function JobResults({
  data,
  search,
  page,
  savingJobId,
  onToggleSave,
  onPage,
}: {
  data: JobPage;
  /** The search these are the results of (the address's, memoized). */
  search: JobSearch;
  page: number;
  /** The job whose save or unsave is under way. */
  savingJobId: string | undefined;
  onToggleSave: (job: Job) => void;
  onPage: (page: number) => void;
}) {
  const rendered = useRenderedCount(data.items, FIRST_RESULTS);
  const pages = Math.max(1, Math.ceil(data.total / JOBS_PAGE_SIZE));
  if (data.items.length === 0)
    return (
      <EmptyState
        title={JOBS.none}
        description={JOBS.noneHint}
        action={
          data.didYouMean && (
            <DidYouMean
              words={data.didYouMean}
              to={`?${searchParamsOf({ ...search, q: data.didYouMean, page: '' })}`}
            />
          )
        }
      />
    );
  return (
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
            pending={savingJobId === job.id}
            onToggleSave={() => onToggleSave(job)}
          />
        ))}
      </Box>
      <ResultPages pages={pages} page={page} onPage={onPage} />
    </>
  );
});

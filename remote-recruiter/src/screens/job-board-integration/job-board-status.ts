import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jobKeys, routes } from 'shared-kernel';
import type { JobBoardJob, JobBoardStatus } from 'shared-kernel/contract';

// The company's job-board reach (routes.jobBoards.status): its feed and sitemap addresses and
// each open job's channels and problems. Shapes: shared-kernel/src/contract/job-boards.ts.
// Under jobKeys.all, so any job write (edit, publish, close) reads it again.

export type { JobBoardJob, JobBoardStatus };

export const getJobBoardStatus = () => api(routes.jobBoards.status);

export const jobBoardQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.jobBoard(), queryFn: getJobBoardStatus });

export const useJobBoardStatus = () => useQuery(jobBoardQueryOptions());

/** Live on every channel: its page, the sitemap and the feed. */
export const isPublished = (job: JobBoardJob) =>
  job.channels.page && job.channels.sitemap && job.channels.feed;

/** The summary's two counts. */
export function countReach(jobs: readonly JobBoardJob[]) {
  return {
    published: jobs.filter(isPublished).length,
    needAttention: jobs.filter((job) => job.problems.length > 0).length,
  };
}

import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ApiError, QueryView, useJob, usePageTitle } from 'shared-kernel';
import { jobIdFromSlug, jobPagePath } from 'shared-kernel/rules';
import { PublicPage } from '../../components/PublicPage';
import type { JobDetail } from '../../queries/jobs';
import { JOB_PAGE } from '../../texts';
import { JobClosed } from './JobClosed';
import { JobDetails } from './JobDetails';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /jobs/:slug (`/jobs/<words>-<id>`): an open job's public page, for anyone. Only the id in the
 * slug finds the job; a job that is not open, or an address without an id, gets the closed page.
 */
export default function JobPage() {
  const { slug = '' } = useParams();
  const id = jobIdFromSlug(slug);
  return id ? <JobRead id={id} /> : <JobClosed />;
}

function JobRead({ id }: { id: string }) {
  const query = useJob(id);
  const job = query.data;
  // The API answers 404 to the public for a job that is not open; its own recruiters still read
  // it (any status): they get the closed page too, never a job that looks open.
  if ((query.isError && isNotFound(query.error)) || (job && job.status !== 'open'))
    return <JobClosed />;
  const view = (
    <QueryView query={query} label={JOB_PAGE.loading} errorTitle={JOB_PAGE.error}>
      {(data) => <OpenJob job={data} />}
    </QueryView>
  );
  if (query.isPending) return <Box>{view}</Box>;
  if (query.isError) return <PublicPage title={JOB_PAGE.error}>{view}</PublicPage>;
  return view;
}

/** The open job, under its own title and at its current address. */
function OpenJob({ job }: { job: JobDetail }) {
  usePageTitle(JOB_PAGE.documentTitle(job.title, job.company.name, job.venue.city));
  useCurrentAddress(jobPagePath({ id: job.id, title: job.title, city: job.venue.city }));
  return <JobDetails job={job} />;
}

/**
 * A link with other words before the id (the title changed since) finds the job all the same; the
 * address bar then shows the current address (the API sends a crawler there with a 301).
 */
function useCurrentAddress(path: string) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (location.pathname !== path)
      navigate({ pathname: path, search: location.search, hash: location.hash }, { replace: true });
  }, [location.pathname, location.search, location.hash, path, navigate]);
}

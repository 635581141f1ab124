// A job's public page (/jobs/<words>-<id>), rendered on the server from the screen the app runs
// (screens/job-page/JobPage) with the data the API gives for it (routes.jobBoards.page): 200 for
// an open job with its head for crawlers and link previews (canonical, Open Graph, the JobPosting),
// 301 to the job's current address, 410 for a job no longer open, 404 for none. The job's read is
// embedded for the app, which shows it without reading it again (shared-kernel's server-state).
import { Route, Routes } from 'react-router-dom';
import { jobKeys, pageTitle, pathOf, routes } from 'shared-kernel';
import { queryOf, type JobPage as SearchPage, type JobPageAnswer } from 'shared-kernel/contract';
import { jobIdFromSlug } from 'shared-kernel/rules';
import { newestJobsQueryOptions, OTHER_OPEN_JOBS } from '../queries/jobs';
import JobPage from '../screens/job-page/JobPage';
import { JOB_PAGE } from '../texts';
import { type Head, indexableHead, pageDocument } from './document';
import { jobMetaDescription } from './meta';
import { pageQueryClient, putRefusal, readJson } from './reads';
import { renderTree } from './render-tree';
import type { ServerContext, ServerPage } from './server-page';

/** What the API says of the job: its page's answer, or null (404, or a slug it refuses: 400). */
async function readJobPage(ctx: ServerContext, slug: string): Promise<JobPageAnswer | null> {
  const path = pathOf(routes.jobBoards.page.path, { slug });
  const { status, body } = await readJson<JobPageAnswer>(ctx, path);
  return status === 200 ? body : null;
}

/** The newest open jobs that the page of a job no longer open offers instead (JobClosed). */
async function readNewestJobs(ctx: ServerContext): Promise<SearchPage> {
  const query = queryOf({ sort: 'newest', pageSize: OTHER_OPEN_JOBS });
  const { status, body } = await readJson<SearchPage>(ctx, `${routes.jobs.search.path}${query}`);
  if (status !== 200) throw new Error(`the API answered ${status} for the newest jobs`);
  return body;
}

export async function renderJobPage(
  path: string,
  slug: string,
  ctx: ServerContext,
): Promise<ServerPage> {
  const answer = jobIdFromSlug(slug) ? await readJobPage(ctx, slug) : null;
  if (answer?.state === 'moved') return { status: 301, location: answer.path };

  const queryClient = pageQueryClient();
  const id = jobIdFromSlug(slug) ?? '';
  let head: Head;
  let status: number;
  if (answer?.state === 'open') {
    const { job } = answer;
    queryClient.setQueryData(jobKeys.detail(job.id), job);
    const title = JOB_PAGE.documentTitle(job.title, job.company.name, job.venue.city);
    status = 200;
    head = indexableHead({
      title,
      description: jobMetaDescription(job),
      url: answer.pageUrl,
      image: answer.logoUrl,
      jsonLd: answer.jobPosting,
    });
  } else {
    // Closed, filled, past its closing day, a draft or no job: the app's closed page, as the app
    // shows it after its own read of the job (a 404). The refusal is embedded, so the app shows
    // the same page without asking again.
    if (id) await putRefusal(queryClient, jobKeys.detail(id), 404, 'Job not found');
    queryClient.setQueryData(newestJobsQueryOptions().queryKey, await readNewestJobs(ctx));
    status = answer?.state === 'closed' ? 410 : 404;
    head = { title: pageTitle(JOB_PAGE.closedTitle), noindex: true };
  }
  const tree = renderTree(
    path,
    queryClient,
    <Routes>
      <Route path="/jobs/:slug" element={<JobPage />} />
    </Routes>,
  );
  return { status, html: pageDocument(head, tree) };
}

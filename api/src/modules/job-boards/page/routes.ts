import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { routes } from 'shared-kernel/contract';
import {
  absoluteUrl,
  isJobOpen,
  jobIdFromSlug,
  jobPagePath,
  jobPosting,
  jobSlug,
} from 'shared-kernel/rules';
import { fromContract } from '../../../http/contract-route.js';
import { SESSION_COOKIE } from '../../../http/session-cookie.js';
import { jobPageUrl } from '../site-url.js';
import { findPageJob, similarOpenJobs } from './job-page-data.js';
import { closedJobPage, jobNotFoundPage, openJobPage } from './render.js';

/** A page the host's server completes and serves at /jobs/<slug>; never cached stale. */
function sendPage(reply: FastifyReply, status: 200 | 404 | 410, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

/**
 * GET /api/public/job-pages/:slug (no session): an open job's page (200), its current address
 * (301) when the slug's words are stale, a closed job's page (410), or not found (404, drafts
 * too). Whether the visitor is signed in (the session cookie is there) only picks the host's
 * body include; the page is the same for everyone.
 */
export const pageRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const { publicUrl } = app.config;

  app.route({
    ...fromContract(app, routes.jobBoards.page),
    handler: async (request, reply) => {
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      const id = jobIdFromSlug(request.params.slug);
      const job = id ? await findPageJob(app.db, id) : null;
      if (!job || job.status === 'draft') {
        return sendPage(reply, 404, jobNotFoundPage(signedIn));
      }
      const address = { id: job.id, title: job.title, city: job.venue.city };
      if (request.params.slug !== jobSlug(address)) {
        return reply.header('cache-control', 'no-cache').redirect(jobPagePath(address), 301);
      }
      if (!isJobOpen(job)) {
        const similar = await similarOpenJobs(app.db, job);
        return sendPage(reply, 410, closedJobPage(job, similar, signedIn));
      }
      const pageUrl = jobPageUrl(publicUrl, address);
      const html = openJobPage({
        job,
        pageUrl,
        logoUrl: job.company.logoUrl ? absoluteUrl(publicUrl, job.company.logoUrl) : null,
        jobPosting: jobPosting(job, publicUrl, pageUrl),
        signedIn,
      });
      return sendPage(reply, 200, html);
    },
  });
};

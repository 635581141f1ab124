import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
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
import { notFound } from '../../../http/errors.js';
import { jobPageUrl } from '../site-url.js';
import { findPageJob } from './job-page-data.js';

/**
 * GET /api/public/job-pages/:slug (no session): what the job's public page shows, which
 * remote-public's server renders (docs/job-boards.md): an open job with its canonical address and
 * JobPosting, a job no longer open (nothing of it), or its current address when the slug's words
 * are stale; 404 for an unknown job or a draft. The same for everyone.
 */
export const pageRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const { publicUrl } = app.config;

  app.route({
    ...fromContract(app, routes.jobBoards.page),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const id = jobIdFromSlug(request.params.slug);
      const job = id ? await findPageJob(app.db, id) : null;
      if (!job || job.status === 'draft') throw notFound('Job not found');
      const address = { id: job.id, title: job.title, city: job.venue.city };
      if (request.params.slug !== jobSlug(address)) {
        return { state: 'moved' as const, path: jobPagePath(address) };
      }
      if (!isJobOpen(job)) return { state: 'closed' as const };
      const pageUrl = jobPageUrl(publicUrl, address);
      return {
        state: 'open' as const,
        job,
        pageUrl,
        logoUrl: job.company.logoUrl ? absoluteUrl(publicUrl, job.company.logoUrl) : null,
        jobPosting: jobPosting(job, publicUrl, pageUrl) as Record<string, unknown>,
      };
    },
  });
};

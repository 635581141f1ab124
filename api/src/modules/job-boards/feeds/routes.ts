import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../../http/contract-route.js';
import { notFound } from '../../../http/errors.js';
import { indeedFeedChunks } from './indeed-feed.js';
import { companyBySlug, feedJobs, sitemapJobs } from './open-jobs.js';
import { robotsTxt } from './robots.js';
import { sitemapDocument, sitemapEntries, sitemapPart } from './sitemap.js';

export const COMPANY_NOT_FOUND = 'Company not found';
export const SITEMAP_PART_NOT_FOUND = 'Sitemap part not found';

const TEXT = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

/**
 * A document as it is. `no-cache`: a crawler or a proxy may keep it but asks again each time,
 * so a job closed a moment ago is never served from a copy.
 */
const sendDocument = (reply: FastifyReply, type: string, body: string | Readable) =>
  reply.type(type).header('cache-control', 'no-cache').send(body);

/**
 * Public, signed out: robots.txt, the sitemap (or its index and parts) and the Indeed feed (all
 * jobs, or one company's). Each is built from the open jobs as they are now (open-jobs.ts).
 */
export const feedRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;

  app.route({
    ...fromContract(app, routes.jobBoards.robots),
    handler: async (_request, reply) => sendDocument(reply, TEXT, robotsTxt(publicUrl)),
  });

  app.route({
    ...fromContract(app, routes.jobBoards.sitemap),
    handler: async (_request, reply) => {
      const entries = sitemapEntries(publicUrl, await sitemapJobs(app.db));
      return sendDocument(reply, XML, sitemapDocument(publicUrl, entries));
    },
  });

  app.route({
    ...fromContract(app, routes.jobBoards.sitemapPart),
    handler: async (request, reply) => {
      const entries = sitemapEntries(publicUrl, await sitemapJobs(app.db));
      const part = sitemapPart(entries, request.params.part);
      if (part === null) throw notFound(SITEMAP_PART_NOT_FOUND);
      return sendDocument(reply, XML, part);
    },
  });

  app.route({
    ...fromContract(app, routes.jobBoards.indeedFeed),
    handler: async (request, reply) => {
      const slug = request.query.company;
      let companyId: string | null = null;
      if (slug !== undefined) {
        const company = await companyBySlug(app.db, slug);
        if (!company) throw notFound(COMPANY_NOT_FOUND);
        companyId = company.id;
      }
      const jobs = await feedJobs(app.db, companyId);
      // In pieces as they are built (indeed-feed.ts): megabytes at 10,000 jobs.
      return sendDocument(reply, XML, Readable.from(indeedFeedChunks(publicUrl, jobs)));
    },
  });
};

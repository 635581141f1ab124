// The site's own absolute addresses (the config's publicUrl, PUBLIC_URL): what a crawler or a job
// board is given (canonical links, the sitemap, the feeds). Never taken from the request's Host.
import { jobPagePath, siteUrl } from 'shared-kernel/rules';

export { siteUrl };

/** A job's public page, absolute (the address in the sitemap, the feed and the canonical link). */
export function jobPageUrl(
  publicUrl: string,
  job: { id: string; title: string; city?: string | null },
): string {
  return siteUrl(publicUrl, jobPagePath(job));
}

import { siteUrl } from '../site-url.js';
import { SITEMAP_PATH } from './site-paths.js';

/**
 * What crawlers may read: everything is disallowed but the public pages. Google and Bing apply
 * the longest matching rule, so an Allow line wins over `Disallow: /` for its paths, and `$` ends
 * a path: `/companies$` is the list only. `/jobs/` (a trailing slash) is the job pages, while
 * `/jobs` alone is the signed-in app's job list and stays disallowed, like every other app
 * screen. The API is never crawled.
 */
export const ROBOTS_ALLOWED_PATHS = [
  '/$', // the landing page
  '/jobs/', // each open job's page (/jobs/<slug>-<id>)
  '/job-search', // the signed-out search and its results
  '/companies$',
  '/company/',
  '/careers/',
  '/about$',
  '/feeds/',
  SITEMAP_PATH,
  '/sitemaps/',
] as const;
export const ROBOTS_DISALLOWED_PATHS = ['/', '/api/'] as const;

/** robots.txt: the rules, then the sitemap's absolute address. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    ...ROBOTS_ALLOWED_PATHS.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${siteUrl(publicUrl, SITEMAP_PATH)}`,
    '',
  ].join('\n');
}

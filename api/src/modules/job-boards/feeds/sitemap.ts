// The sitemap (sitemaps.org 0.9): every open job's page with its last change, the companies list,
// and each company with an open job (its profile and its careers page). Past `limit` addresses
// (50,000, the protocol's most per file) it is a sitemap index of parts of at most `limit`:
// /sitemaps/jobs-1.xml, jobs-2.xml… then /sitemaps/companies-1.xml….
import escapeHtml from 'escape-html';
import { jobPageUrl, siteUrl } from '../site-url.js';
import type { SitemapJob } from './open-jobs.js';
import { careersPath } from 'shared-kernel/rules';
import { COMPANIES_PATH, companyPath, SITEMAP_PARTS_PREFIX } from './site-paths.js';

/** The protocol's most addresses in one file (and the most files in one index). */
export const SITEMAP_MAX_URLS = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One address and when what it shows last changed (a W3C datetime in UTC, or none). */
export type SitemapEntry = { loc: string; lastmod: string | null };

/** The addresses, in two kinds: each kind is cut into its own parts past the limit. */
export type SitemapEntries = { jobs: SitemapEntry[]; companies: SitemapEntry[] };

/** The later of two W3C datetimes in UTC (of one format, so they compare as text). */
const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The addresses of the open jobs (newest first) and of their companies: a company's pages change
 * when the company does or when one of its jobs does (the careers page lists them).
 */
export function sitemapEntries(publicUrl: string, jobs: SitemapJob[]): SitemapEntries {
  const companies = new Map<string, string>();
  for (const job of jobs) {
    const changed = later(job.updatedAt, job.companyUpdatedAt) as string;
    companies.set(
      job.companySlug,
      later(companies.get(job.companySlug) ?? null, changed) as string,
    );
  }
  let newest: string | null = null;
  const companyEntries: SitemapEntry[] = [];
  for (const [slug, lastmod] of companies) {
    newest = later(newest, lastmod);
    companyEntries.push(
      { loc: siteUrl(publicUrl, companyPath(slug)), lastmod },
      { loc: siteUrl(publicUrl, careersPath(slug)), lastmod },
    );
  }
  return {
    jobs: jobs.map((job) => ({ loc: jobPageUrl(publicUrl, job), lastmod: job.updatedAt })),
    companies: [{ loc: siteUrl(publicUrl, COMPANIES_PATH), lastmod: newest }, ...companyEntries],
  };
}

function tag(name: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
  // escape-html's entities (&amp; &lt; &gt; &quot; &#39;) are XML's too
  return `<${name}><loc>${escapeHtml(entry.loc)}</loc>${lastmod}</${name}>\n`;
}

function urlset(entries: SitemapEntry[]): string {
  let xml = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
  for (const entry of entries) xml += tag('url', entry);
  return `${xml}</urlset>\n`;
}

type PartKind = keyof SitemapEntries;
const PART_KINDS: PartKind[] = ['jobs', 'companies'];

/** `jobs-2.xml`: the part's file name. */
const partName = (kind: PartKind, n: number) => `${kind}-${n}.xml`;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/** /sitemap.xml: one urlset while the addresses fit in `limit`, else the index of the parts. */
export function sitemapDocument(
  publicUrl: string,
  entries: SitemapEntries,
  limit = SITEMAP_MAX_URLS,
): string {
  if (entries.jobs.length + entries.companies.length <= limit)
    return urlset([
      ...entries.companies.slice(0, 1),
      ...entries.jobs,
      ...entries.companies.slice(1),
    ]);
  let xml = `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n`;
  for (const kind of PART_KINDS) {
    chunks(entries[kind], limit).forEach((part, i) => {
      const lastmod = part.reduce<string | null>((max, entry) => later(max, entry.lastmod), null);
      const loc = siteUrl(publicUrl, `${SITEMAP_PARTS_PREFIX}${partName(kind, i + 1)}`);
      xml += tag('sitemap', { loc, lastmod });
    });
  }
  return `${xml}</sitemapindex>\n`;
}

/** /sitemaps/<kind>-<n>.xml: that part's urlset, or null past the last part of its kind. */
export function sitemapPart(
  entries: SitemapEntries,
  part: string,
  limit = SITEMAP_MAX_URLS,
): string | null {
  const match = /^(jobs|companies)-([1-9][0-9]*)\.xml$/.exec(part);
  if (!match) return null;
  const items = entries[match[1] as PartKind];
  const start = (Number(match[2]) - 1) * limit;
  // The companies list always exists, so companies-1.xml does; jobs-1.xml only with an open job.
  if (start >= items.length) return null;
  return urlset(items.slice(start, start + limit));
}

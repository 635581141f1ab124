// A public job page's one JobPosting (schema.org, as Google's job search reads it:
// https://developers.google.com/search/docs/appearance/structured-data/job-posting), written once
// for whoever renders the page (the API's page writer today, api/src/modules/job-boards/page/).
// Every value is also shown in the page's article: Google asks that the markup match the page.
// Also the site's own addresses it names (careers pages, absolute URLs) and the description as
// HTML paragraphs, which the page and the feeds show the same.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import escapeHtml from 'escape-html';
import type { EmploymentType } from '../vocabularies.js';
import { APP_TIME_ZONE } from './dates.js';
import { jobParagraphs } from './job-page.js';
import { tipsSentence, type Tips } from './tips.js';

/** Google's employmentType values for ours (seasonal work is temporary work to Google). */
export const GOOGLE_EMPLOYMENT_TYPE = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  seasonal: 'TEMPORARY',
} as const satisfies Record<EmploymentType, string>;

/** A company's careers page on this site: `/careers/<slug>`. */
export const careersPath = (companySlug: string) => `/careers/${encodeURIComponent(companySlug)}`;

/** `https://hospohire.example/path`: the path on the public site (PUBLIC_URL, never the Host). */
export function siteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An address as given, or made absolute on the public site (a logo stored as a path). */
export const absoluteUrl = (publicUrl: string, address: string) =>
  new URL(address, `${publicUrl}/`).href;

/**
 * A plain-text description as HTML paragraphs: a blank line starts a paragraph, a single line
 * break stays a line break; every text escaped. The page and the JobPosting show the same HTML.
 */
export function descriptionHtml(text: string): string {
  return jobParagraphs(text.replace(/\r\n?/g, '\n'))
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** The last second of a closing day in London, with its offset: '2026-12-01T23:59:59+00:00'. */
export function endOfClosingDay(closesOn: string): string {
  const [year, month, day] = closesOn.split('-').map(Number);
  const end = new TZDate(year, month - 1, day, 23, 59, 59, APP_TIME_ZONE);
  return format(end, "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/** What of a job its JobPosting says (the contract's Job has it all, with the company's website). */
export type JobPostingSource = {
  id: string;
  title: string;
  description: string;
  employmentType: EmploymentType;
  publishedAt: string | null;
  closesOn: string | null;
  salaryAmount: number | null;
  salaryType: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  company: { name: string; slug: string; logoUrl: string | null };
  companyWebsite: string | null;
  venue: { city: string; postcode?: string | null };
  /** Tips apart from pay (issue 43): named in the description, never in baseSalary. */
  tips?: Tips;
};

/** The description's HTML, then the tips sentence (rules/tips.ts) as its own paragraph. */
export function descriptionWithTipsHtml(description: string, tips?: Tips | null): string {
  const sentence = tipsSentence(tips);
  return descriptionHtml(description) + (sentence ? `<p>${escapeHtml(sentence)}</p>` : '');
}

type QuantitativeValue =
  | { '@type': 'QuantitativeValue'; value: number; unitText: 'HOUR' | 'YEAR' }
  | { '@type': 'QuantitativeValue'; minValue: number; maxValue: number; unitText: 'HOUR' | 'YEAR' };

/**
 * The pay as formatPay shows it (rules/pay.ts): an amount with its period, else a range (per
 * hour unless stated yearly), else none ("Competitive salary": no baseSalary).
 */
export function salaryValue(job: JobPostingSource): QuantitativeValue | null {
  const { salaryAmount, salaryType, salaryMin, salaryMax } = job;
  if (salaryAmount != null && salaryAmount > 0 && salaryType) {
    const unitText = salaryType === 'yearly' ? 'YEAR' : 'HOUR';
    return { '@type': 'QuantitativeValue', value: salaryAmount, unitText };
  }
  if (salaryMin != null && salaryMax != null && salaryMin > 0 && salaryMax > 0) {
    const unitText = salaryType === 'yearly' ? 'YEAR' : 'HOUR';
    return { '@type': 'QuantitativeValue', minValue: salaryMin, maxValue: salaryMax, unitText };
  }
  return null;
}

/** The JobPosting of an open job; `pageUrl` is its canonical address. */
export function jobPosting(job: JobPostingSource, publicUrl: string, pageUrl: string) {
  const salary = salaryValue(job);
  const logo = job.company.logoUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionWithTipsHtml(job.description, job.tips),
    ...(job.publishedAt ? { datePosted: job.publishedAt } : {}),
    ...(job.closesOn ? { validThrough: endOfClosingDay(job.closesOn) } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      sameAs: job.companyWebsite ?? siteUrl(publicUrl, careersPath(job.company.slug)),
      ...(logo ? { logo: absoluteUrl(publicUrl, logo) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.venue.city,
        ...(job.venue.postcode ? { postalCode: job.venue.postcode } : {}),
        addressCountry: 'GB',
      },
    },
    employmentType: GOOGLE_EMPLOYMENT_TYPE[job.employmentType],
    ...(salary
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP', value: salary } }
      : {}),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.id },
    url: pageUrl,
  };
}

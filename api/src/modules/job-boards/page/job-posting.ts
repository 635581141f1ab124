// The page's one JobPosting (schema.org, as Google's job search reads it:
// https://developers.google.com/search/docs/appearance/structured-data/job-posting). Every value
// is also shown in the page's article (render.ts): Google asks that the markup match the page.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { EmploymentType } from 'shared-kernel/contract';
import { APP_TIME_ZONE } from 'shared-kernel/rules';
import { siteUrl } from '../site-url.js';
import { paragraphs } from '../html.js';
import type { PageJob } from './job-page-data.js';

/** Google's employmentType values for ours (seasonal work is temporary work to Google). */
export const GOOGLE_EMPLOYMENT_TYPE = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  seasonal: 'TEMPORARY',
} as const satisfies Record<EmploymentType, string>;

/** The company's careers page on this site: `/careers/<slug>`. */
export const careersPath = (companySlug: string) => `/careers/${encodeURIComponent(companySlug)}`;

/** The last second of a closing day in London, with its offset: '2026-12-01T23:59:59+00:00'. */
export function endOfClosingDay(closesOn: string): string {
  const [year, month, day] = closesOn.split('-').map(Number);
  const end = new TZDate(year, month - 1, day, 23, 59, 59, APP_TIME_ZONE);
  return format(end, "yyyy-MM-dd'T'HH:mm:ssxxx");
}

type QuantitativeValue =
  | { '@type': 'QuantitativeValue'; value: number; unitText: 'HOUR' | 'YEAR' }
  | { '@type': 'QuantitativeValue'; minValue: number; maxValue: number; unitText: 'HOUR' | 'YEAR' };

/**
 * The pay as formatPay shows it (shared-kernel/rules/pay.ts): an amount with its period, else a
 * range (per hour unless stated yearly), else none ("Competitive salary": no baseSalary).
 */
export function salaryValue(job: PageJob): QuantitativeValue | null {
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

/** An address as given, or made absolute on the public site (a logo stored as a path). */
export const absolute = (publicUrl: string, address: string) =>
  new URL(address, `${publicUrl}/`).href;

/** The JobPosting of an open job; `pageUrl` is its canonical address. */
export function jobPosting(job: PageJob, publicUrl: string, pageUrl: string) {
  const salary = salaryValue(job);
  const logo = job.company.logoUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: paragraphs(job.description),
    ...(job.publishedAt ? { datePosted: job.publishedAt } : {}),
    ...(job.closesOn ? { validThrough: endOfClosingDay(job.closesOn) } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      sameAs: job.companyWebsite ?? siteUrl(publicUrl, careersPath(job.company.slug)),
      ...(logo ? { logo: absolute(publicUrl, logo) } : {}),
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

// The Indeed XML feed (docs.indeed.com, "XML feed reference"): `<source>` with the publisher and
// the build date, then one `<job>` per open job, every value in CDATA. Other boards (Adzuna,
// Jooble, Careerjet) read the same format.
import type { EmploymentType, SalaryType, TipKind, VenueType } from 'shared-kernel/contract';
import {
  COMPETITIVE_SALARY,
  descriptionWithTipsHtml,
  formatPay,
  VENUE_TYPE_LABELS,
} from 'shared-kernel/rules';
import { jobPageUrl } from '../site-url.js';
import type { FeedJob } from './open-jobs.js';
import { FEED_CATEGORY } from './texts.js';
import { cdata, rfc1123, xmlSafe } from './xml.js';

export const FEED_PUBLISHER = 'HospoHire';
/** Every venue is in the UK. */
export const FEED_COUNTRY = 'GB';

/** Indeed's job types (fulltime, parttime, contract, temporary): a season's work is temporary. */
export const INDEED_JOB_TYPES: Record<EmploymentType, string> = {
  full_time: 'fulltime',
  part_time: 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  seasonal: 'temporary',
};

const pounds = (pence: number | null) => (pence == null ? null : pence / 100);

/**
 * The pay as the app shows it (shared-kernel formatPay), in the words Indeed reads: '£13.50 per
 * hour', '£28,000 per year', '£12.00 - £14.00 per hour'; null when the job gives none.
 */
export function indeedSalary(job: FeedJob): string | null {
  const shown = formatPay({
    salaryType: job.salaryType as SalaryType | null,
    salaryAmount: pounds(job.salaryAmountPence),
    salaryMin: pounds(job.salaryMinPence),
    salaryMax: pounds(job.salaryMaxPence),
  });
  if (shown === COMPETITIVE_SALARY) return null;
  return shown.replace('–', ' - ').replace(/\/(hour|year)$/, ' per $1');
}

/** Appends `<name><![CDATA[value]]></name>` to `out`, or nothing for a missing value. */
function field(out: string[], name: string, value: string | null | undefined): void {
  if (value == null || value === '') return;
  out.push(`<${name}>`, cdata(xmlSafe(value)), `</${name}>`);
}

function jobXml(out: string[], publicUrl: string, job: FeedJob): void {
  out.push('<job>');
  field(out, 'title', job.title);
  field(out, 'date', job.publishedAt);
  field(out, 'referencenumber', job.id);
  field(out, 'url', jobPageUrl(publicUrl, job));
  field(out, 'company', job.companyName);
  field(out, 'city', job.city);
  field(out, 'country', FEED_COUNTRY);
  field(out, 'postalcode', job.postcode?.trim());
  field(out, 'streetaddress', job.addressLine?.trim());
  // The tips (issue 43) as a sentence of the description: Indeed's salary is the base pay only.
  const tips = { kind: job.tipsKind as TipKind, averagePerHour: pounds(job.tipsAveragePence) };
  field(out, 'description', descriptionWithTipsHtml(job.description, tips));
  field(out, 'salary', indeedSalary(job));
  field(out, 'jobtype', INDEED_JOB_TYPES[job.employmentType as EmploymentType]);
  const venueType = VENUE_TYPE_LABELS[job.venueType as VenueType];
  field(out, 'category', venueType ? `${venueType}, ${FEED_CATEGORY}` : FEED_CATEGORY);
  // The closing day as a day: the job takes applications all of it, London time.
  field(out, 'expirationdate', job.closesOn);
  out.push('</job>\n');
}

/** How many jobs go into one piece of the answer. */
const JOBS_PER_CHUNK = 200;

/**
 * The feed in pieces, the jobs in the order given (newest first), built at `now`. Sent as they
 * are made, each piece's strings are garbage at once: a 10,000-job feed built whole kept some
 * 500,000 small strings alive until the end, and collecting them cost more than building them.
 */
export function* indeedFeedChunks(
  publicUrl: string,
  jobs: FeedJob[],
  now: Date = new Date(),
): Generator<string> {
  yield (
    '<?xml version="1.0" encoding="utf-8"?>\n<source>\n' +
    `<publisher>${cdata(FEED_PUBLISHER)}</publisher>\n` +
    `<publisherurl>${cdata(publicUrl)}</publisherurl>\n` +
    `<lastBuildDate>${rfc1123(now)}</lastBuildDate>\n`
  );
  for (let start = 0; start < jobs.length; start += JOBS_PER_CHUNK) {
    const out: string[] = [];
    for (const job of jobs.slice(start, start + JOBS_PER_CHUNK)) jobXml(out, publicUrl, job);
    yield out.join('');
  }
  yield '</source>\n';
}

/** The whole feed as one string (the tests; the route streams the pieces). */
export function indeedFeed(publicUrl: string, jobs: FeedJob[], now: Date = new Date()): string {
  return [...indeedFeedChunks(publicUrl, jobs, now)].join('');
}

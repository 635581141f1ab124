import type { AlertInput } from '../../api/alerts';
import type { JobSearch } from '../../api/jobs';
import { JOBS } from '../../texts';

const list = <T extends string>(value: string | undefined): T[] | undefined =>
  value ? (value.split(',').filter(Boolean) as T[]) : undefined;

/**
 * "Alert me about this search": the job alert (POST /api/job-alerts) with the search's filters
 * as its criteria, named after its words and place ("barista near M1").
 */
export function alertFromSearch(search: JobSearch): AlertInput {
  const payMin = search.payMin ? Number(search.payMin) : undefined;
  const within = search.within ? Number(search.within) : undefined;
  const place = search.near ?? search.location;
  return {
    name: JOBS.alertName(search.q, place).slice(0, 120),
    criteria: {
      q: search.q,
      city: search.location,
      near: search.near,
      within: search.near && within ? within : undefined,
      venueTypes: list(search.venueType),
      employmentTypes: list(search.employmentType),
      minPay: payMin != null && Number.isFinite(payMin) ? payMin : undefined,
      salaryType: payMin != null ? (search.payType as 'yearly' | 'hourly' | undefined) : undefined,
      pace: search.pace as NonNullable<AlertInput['criteria']>['pace'],
    },
  };
}

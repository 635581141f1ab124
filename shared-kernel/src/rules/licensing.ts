// Alcohol and young workers (issue 43 item 3): a job open to 16- and 17-year-olds that involves
// serving alcohol says the Licensing Act 2003's rule for them (section 153: a sale by someone
// under 18 must be approved by a personal-licence holder, or an adult they authorise).
import type { MinimumAge, VenueType } from '../vocabularies.js';

export const UNDER_18_ALCOHOL_RULE =
  'Under 18s may sell or serve alcohol only when a personal-licence holder (or an adult they authorise) approves each sale: Licensing Act 2003, section 153.';

/** Words of a job's title or skills that mean serving alcohol. */
const ALCOHOL_WORDS =
  /\b(bar|bars|bartender|barman|barmaid|barback|cocktails?|mixolog\w*|sommelier|wines?|beers?|cellar|spirits|pub|licensed)\b/i;

export interface AlcoholJob {
  title: string;
  skills: readonly string[];
  venueType: VenueType;
  /** issue 43: a job that asks for a personal licence sells alcohol. */
  requiredCertificates?: readonly string[];
}

/** Whether the job involves serving alcohol: at a bar, asking for a personal licence, or in its words. */
export function servesAlcohol(job: AlcoholJob): boolean {
  if (job.venueType === 'bar') return true;
  if (job.requiredCertificates?.includes('personal_licence')) return true;
  return ALCOHOL_WORDS.test(job.title) || job.skills.some((skill) => ALCOHOL_WORDS.test(skill));
}

/** The under-18 rule when the job is open to 16- and 17-year-olds and serves alcohol; else null. */
export function under18AlcoholNotice(job: AlcoholJob & { minimumAge: MinimumAge }): string | null {
  return job.minimumAge < 18 && servesAlcohol(job) ? UNDER_18_ALCOHOL_RULE : null;
}

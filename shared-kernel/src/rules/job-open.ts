// Whether a job still takes applications: the one rule the API (apply, save, like, the job page)
// and the front-ends use. A job is open when its status is `open` and its closing day, if it has
// one, is not over in London: a job closing on 27 Nov takes applications all of 27 Nov, London
// time, and is closed from 28 Nov, whatever the server's or the browser's time zone.
import type { JobStatus } from '../vocabularies.js';
import { isBeforeToday } from './dates.js';

/** What the API answers (409) to applying for, saving or liking a job that has closed. */
export const JOB_CLOSED_MESSAGE = 'This job has closed';

export type JobOpenness = { status: JobStatus; closesOn: string | null };

/** Whether the job's closing day ('YYYY-MM-DD') is over in London; no closing day never is. */
export function isPastClosingDate(closesOn: string | null, now: Date = new Date()): boolean {
  return closesOn !== null && isBeforeToday(closesOn, now);
}

/** The job's status as candidates see it now: an open job past its closing day is closed. */
export function jobStatusNow(job: JobOpenness, now: Date = new Date()): JobStatus {
  return job.status === 'open' && isPastClosingDate(job.closesOn, now) ? 'closed' : job.status;
}

/** Whether the job takes applications now (open, and not past its closing day). */
export function isJobOpen(job: JobOpenness, now: Date = new Date()): boolean {
  return jobStatusNow(job, now) === 'open';
}

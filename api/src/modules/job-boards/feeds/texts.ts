// The words this folder writes: the problems a recruiter sees on /job-board-integration and the
// feed's category.
import type { JobBoardProblemCode } from 'shared-kernel/contract';

/** Each problem: what is wrong and what it costs (the fix's address is in status-service.ts). */
export const JOB_BOARD_PROBLEM_MESSAGES: Record<JobBoardProblemCode, string> = {
  closing_date_passed:
    'The closing date has passed: the job is off its page, the sitemap and the feeds. Move the date on to publish it again.',
  no_pay:
    'No pay is given: Google may rank the job lower and Indeed may show an estimate of its own.',
  no_postcode:
    "The venue has no postcode: Google's job search needs a full address to show the job.",
  short_description:
    'The description is under 100 characters: job boards may hide or rank down a thin listing.',
};

/** Every job's category after its venue type's. */
export const FEED_CATEGORY = 'Hospitality';

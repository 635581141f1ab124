import type { CloseJobBody, CloseJobResult } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import type { NotificationEvent } from '../../events/bus.js';

// What opening and closing a job does in the modules that read jobs. Candidates (job alerts) and
// applications (the applicants) import jobs, so jobs imports neither: modules/registry.ts hands
// their functions in when it registers the jobs module.

/** A job opens (created open, edited to open, published): inside that transaction. */
export type WhenJobOpens = (tx: Db, job: { id: string }) => Promise<NotificationEvent[]>;

export type JobLifecycle = {
  /** The job-alert notifications to publish after commit (candidates' notifyMatchingAlerts). */
  whenOpens: WhenJobOpens;
  /**
   * Closes or fills the job and resolves every application still open on it, in one
   * transaction (applications' closeJobForApplicants, issue 13).
   */
  closeWithApplicants: (
    db: Db,
    recruiter: { id: string; companyId: string },
    jobId: string,
    body: CloseJobBody | undefined,
  ) => Promise<{ result: CloseJobResult; events: NotificationEvent[] }>;
};

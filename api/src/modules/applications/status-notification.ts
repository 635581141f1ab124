// What the candidate is told when their application's status changes: shared by the recruiter's
// moves (service.ts) and a knock-out's rejection (workflows/knockouts.ts), below both.
import { HIRING } from '../mail/index.js';
import { notice, type NotificationInput } from '../notifications/index.js';
import type { ApplicationRef } from './store.js';
import type { ApplicationStatus } from './transitions.js';

/** What the candidate is told of a status change (in the app and by e-mail). */
export function statusNotification(
  application: Pick<ApplicationRef, 'id' | 'candidate_id' | 'job_title' | 'company_name'>,
  to: ApplicationStatus,
  note: string | null,
): NotificationInput {
  return notice(
    application.candidate_id,
    HIRING.statusChanged({
      applicationId: application.id,
      jobTitle: application.job_title,
      companyName: application.company_name,
      status: to,
      note,
    }),
  );
}

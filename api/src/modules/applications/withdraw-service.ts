import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { conflict } from '../../http/errors.js';
import { HIRING } from '../mail/index.js';
import { createNotifications, notice } from '../notifications/index.js';
import { companyMemberIds, findApplication, setStatus } from './store.js';
import { canChangeStatus } from './transitions.js';

/**
 * The candidate withdraws one of their open applications (issue 13): status `withdrawn` (final),
 * a pending offer declined with it and its upcoming interviews cancelled, so that no object is
 * left behind the status; the company's recruiters are told live and by e-mail. 404 when it is
 * not theirs, 409 when it is no longer open.
 */
export async function withdrawApplication(
  db: Db,
  candidateId: string,
  id: string,
): Promise<{ events: NotificationEvent[] }> {
  return db.transaction(async (tx) => {
    const application = await findApplication(tx, id, { candidateId }, true);
    if (!canChangeStatus('candidate', application.status, 'withdrawn')) {
      throw conflict(`This application is already ${application.status}`);
    }
    await kysely(tx)
      .updateTable('offers')
      .set({ status: 'declined', responded_at: sql<Date>`now()` })
      .where('application_id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    await kysely(tx)
      .updateTable('interviews')
      .set({ status: 'cancelled' })
      .where('application_id', '=', id)
      .where('status', 'in', ['scheduled', 'confirmed'])
      .where('starts_at', '>', sql<Date>`now()`)
      .returning('id')
      .execute();
    await setStatus(tx, application, 'withdrawn', candidateId, 'Withdrawn by the candidate');
    const message = HIRING.applicationWithdrawn({
      jobId: application.job_id,
      jobTitle: application.job_title,
      candidateName: application.candidate_name,
    });
    const events = await createNotifications(
      tx,
      (await companyMemberIds(tx, application.company_id)).map((userId) => notice(userId, message)),
    );
    return { events };
  });
}

// The stale application reminder (issue 33): an application still applied or reviewed with no
// move for STALE_APPLICATION_DAYS (and no knock-out rejection on its way) reminds the company's
// recruiters once and tells the candidate once that it is still being reviewed, in the app and
// by e-mail, and the log says so. A sweep runs every STALE_SWEEP_MS in each API process; it is
// exactly once with several because one statement claims the stale applications
// (`UPDATE applications SET stale_reminded_at = now() WHERE stale_reminded_at IS NULL AND id IN
// (… FOR UPDATE SKIP LOCKED) RETURNING`): a row another sweep holds is skipped, and one it
// claimed is no longer `stale_reminded_at IS NULL`. The messages are written in the claiming
// transaction, so a failed sweep leaves the rows for the next one.
import type { FastifyInstance } from 'fastify';
import { STALE_APPLICATION_DAYS } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import type { NotificationEvent } from '../../../events/bus.js';
import {
  createNotifications,
  publishAll,
  type NotificationInput,
} from '../../notifications/index.js';
import { companyMemberIds, findApplication } from '../store.js';
import { writeLog } from './log.js';
import { staleReminder, stillReviewedNote } from './messages.js';

export const STALE_SWEEP_MS = 5 * 60_000;
/** The statuses a stale application is in: nobody has answered it yet. */
export const STALE_STATUSES = ['applied', 'reviewed'] as const;
/** At most this many applications a sweep (the next sweep takes the rest). */
const STALE_BATCH = 200;

/** One sweep: claims the stale applications and writes both sides' messages and the log. */
export async function sweepStaleApplications(db: Db): Promise<NotificationEvent[]> {
  return db.transaction(async (tx) => {
    const claimed = await kysely(tx)
      .updateTable('applications')
      .set({ stale_reminded_at: sql<Date>`now()` })
      .where('stale_reminded_at', 'is', null)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('applications as a')
          .select('a.id')
          .where('a.stale_reminded_at', 'is', null)
          .where('a.status', 'in', [...STALE_STATUSES])
          .where(
            'a.status_changed_at',
            '<=',
            sql<Date>`now() - make_interval(days => ${STALE_APPLICATION_DAYS})`,
          )
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('application_knockouts as k')
                  .select('k.application_id')
                  .whereRef('k.application_id', '=', 'a.id')
                  .where('k.rejects_at', 'is not', null),
              ),
            ),
          )
          .orderBy('a.status_changed_at')
          .limit(STALE_BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'company_id'])
      .execute();
    const inputs: NotificationInput[] = [];
    for (const { id, company_id: companyId } of claimed) {
      const application = await findApplication(tx, id, { companyId });
      for (const recruiterId of await companyMemberIds(tx, companyId)) {
        inputs.push(
          staleReminder({
            recruiterId,
            candidateName: application.candidate_name,
            jobId: application.job_id,
            jobTitle: application.job_title,
            applicationId: id,
          }),
        );
      }
      inputs.push(
        stillReviewedNote({
          candidateId: application.candidate_id,
          jobTitle: application.job_title,
          companyName: application.company_name,
          applicationId: id,
        }),
      );
      await writeLog(tx, { application, kind: 'reminded' });
    }
    return createNotifications(tx, inputs);
  });
}

/** Sweeps now and publishes the messages live. */
export async function remindStaleNow(app: FastifyInstance): Promise<void> {
  await publishAll(app, await sweepStaleApplications(app.db));
}

/** Starts this process's periodic sweep (src/workers.ts); stopped when the app closes. */
export function startStaleSweep(app: FastifyInstance, everyMs = STALE_SWEEP_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    remindStaleNow(app)
      .catch((error) => app.log.error({ err: error }, 'stale application sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

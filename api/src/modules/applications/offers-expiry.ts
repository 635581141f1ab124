import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { HIRING } from '../mail/index.js';
import {
  createNotifications,
  notice,
  publishAll,
  type NotificationInput,
} from '../notifications/index.js';
import { companyMemberIds, findApplication, setStatus, stageBefore } from './store.js';

// An offer whose response deadline passes expires (issue 13): status 'expired', the application
// back to the stage before the offer, both sides told in the app and by e-mail. A sweep runs every
// OFFER_SWEEP_MS in each API process, and the offer reads and answers check first. It is safe
// with several processes: one `UPDATE … WHERE status = 'pending' AND expires_at <= now()
// RETURNING` claims each offer, so exactly one process tells about it.

export const OFFER_SWEEP_MS = 60_000;

/** The stage an offered application goes back to when its offer goes (withdrawn or expired). */
export async function stageBeforeOffer(tx: Db, applicationId: string) {
  const interview = await kysely(tx)
    .selectFrom('interviews')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return stageBefore(tx, applicationId, 'offered', interview ? 'interviewed' : 'reviewed');
}

/**
 * Expires the due pending offers (of one application, or all) in the caller's transaction, and
 * returns what to tell whom.
 */
export async function expireDueOffers(
  tx: Db,
  applicationId?: string,
): Promise<NotificationInput[]> {
  let query = kysely(tx)
    .updateTable('offers')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', sql<Date>`now()`);
  if (applicationId) query = query.where('application_id', '=', applicationId);
  const expired = await query.returning(['id', 'application_id', 'company_id']).execute();
  const inputs: NotificationInput[] = [];
  for (const offer of expired) {
    const application = await findApplication(
      tx,
      offer.application_id,
      { companyId: offer.company_id },
      true,
    );
    if (application.status === 'offered') {
      const back = await stageBeforeOffer(tx, application.id);
      await setStatus(tx, application, back, null, 'Offer expired');
    }
    const job = { jobId: application.job_id, jobTitle: application.job_title };
    inputs.push(
      notice(
        application.candidate_id,
        HIRING.offerExpiredToCandidate({
          companyName: application.company_name,
          jobTitle: application.job_title,
        }),
      ),
      ...(await companyMemberIds(tx, application.company_id)).map((userId) =>
        notice(
          userId,
          HIRING.offerExpiredToCompany({ ...job, candidateName: application.candidate_name }),
        ),
      ),
    );
  }
  return inputs;
}

/** One sweep: expires every due offer; returns the events to publish. */
export async function sweepExpiredOffers(db: Db): Promise<NotificationEvent[]> {
  return db.transaction(async (tx) => createNotifications(tx, await expireDueOffers(tx)));
}

/** Sweeps now and publishes (used before offers are read). */
export async function expireOffersNow(app: FastifyInstance): Promise<void> {
  await publishAll(app, await sweepExpiredOffers(app.db));
}

/** Starts the periodic sweep of this process; stopped when the app closes. */
export function startOfferSweep(app: FastifyInstance, everyMs = OFFER_SWEEP_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireOffersNow(app)
      .catch((error) => app.log.error({ err: error }, 'offer expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

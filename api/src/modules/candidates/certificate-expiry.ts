// The 30-day certificate warning (issue 43 item 3): a candidate whose licence or certificate
// expires within CERTIFICATE_WARNING_DAYS (London days, the expiry day included) is told once, in
// the app and by e-mail, per certificate and expiry day: a changed expiry day warns again. A
// sweep runs every CERTIFICATE_SWEEP_MS in each API process; it is exactly once with several
// because the INSERT … ON CONFLICT DO NOTHING into certificate_expiry_notices (migration 033, the
// done-once way of 021) returns only the rows its transaction added, and the messages are written
// in that transaction (a failed sweep leaves the rows for the next one).
import type { FastifyInstance } from 'fastify';
import {
  addCalendarDays,
  CERTIFICATE_EXPIRY_TEXTS,
  CERTIFICATE_WARNING_DAYS,
  formatDate,
  londonDay,
} from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { createNotifications, publishAll, type NotificationInput } from '../notifications/index.js';

export const CERTIFICATE_SWEEP_MS = 60 * 60_000;
/** The candidate's screen the warning links to (host/src/route-map.ts). */
const PROFILE_HREF = '/profile';
/** At most this many warnings a sweep (the next sweep takes the rest). */
const BATCH = 500;

/** One sweep on `today` (London, 'YYYY-MM-DD'; a test moves it): claims and writes the warnings. */
export async function sweepCertificateExpiries(
  db: Db,
  today: string = londonDay(),
): Promise<NotificationEvent[]> {
  const last = addCalendarDays(today, CERTIFICATE_WARNING_DAYS);
  return db.transaction(async (tx) => {
    const claimed = await kysely(tx)
      .insertInto('certificate_expiry_notices')
      .columns(['candidate_id', 'kind', 'expires_on'])
      .expression((eb) =>
        eb
          .selectFrom('candidate_certificates')
          .select(['candidate_id', 'kind', 'expires_on'])
          .where('expires_on', '>=', sql<Date>`${today}::date`)
          .where('expires_on', '<=', sql<Date>`${last}::date`)
          .orderBy('expires_on')
          .limit(BATCH),
      )
      .onConflict((oc) => oc.doNothing())
      .returning(['candidate_id', 'kind', sql<string>`expires_on::text`.as('expires_on')])
      .execute();
    const inputs: NotificationInput[] = claimed.map((row) => ({
      userId: row.candidate_id,
      type: 'certificate.expiring',
      title: CERTIFICATE_EXPIRY_TEXTS.title,
      body: CERTIFICATE_EXPIRY_TEXTS.body(row.kind, formatDate(row.expires_on, 'd MMM yyyy')),
      href: PROFILE_HREF,
      // A candidate's job-seeking e-mails are the 'applications' kind (their preference).
      email: { kind: 'applications' },
    }));
    return createNotifications(tx, inputs);
  });
}

/** Sweeps now and publishes the warnings live. */
export async function warnCertificateExpiriesNow(
  app: FastifyInstance,
  today?: string,
): Promise<void> {
  await publishAll(app, await sweepCertificateExpiries(app.db, today));
}

/** Starts this process's periodic sweep (src/workers.ts); stopped when the app closes. */
export function startCertificateExpirySweep(
  app: FastifyInstance,
  everyMs = CERTIFICATE_SWEEP_MS,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    warnCertificateExpiriesNow(app)
      .catch((error) => app.log.error({ err: error }, 'certificate expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import {
  startKnockoutSweep,
  startOfferSweep,
  startReminderSweep,
  startStaleSweep,
} from './modules/applications/index.js';
import { startCertificateExpirySweep } from './modules/candidates/index.js';
import { startRecommendationRefresh } from './modules/jobs/index.js';
import { startFollowUpSweep, startRetentionSweep } from './modules/new-starters/index.js';
import { mailFrom, startMailDispatcher, type MailDispatcher } from './modules/mail/index.js';

// Every background worker of an API process, in one list. Each runs in every API process (a
// cluster runs several; each worker's work is safe to do twice) and stops when the app closes.
// - Offer sweep (modules/applications/offers-expiry.ts): offers past their response deadline
//   expire, every minute.
// - Interview reminders (modules/applications/booking/reminders.ts): interviews and trial shifts
//   starting within 24 hours are reminded to both sides, once (claimed by one UPDATE), every
//   minute.
// - Knock-out rejections (modules/applications/workflows/knockouts.ts): knocked-out applications
//   whose delay passed are rejected with the workflow's message, once (claimed by one UPDATE),
//   every minute.
// - Stale applications (modules/applications/workflows/stale.ts): an application with no move for
//   STALE_APPLICATION_DAYS reminds the recruiters and tells the candidate, once (claimed by one
//   UPDATE), every five minutes.
// - Certificate expiry (modules/candidates/certificate-expiry.ts): a licence or certificate
//   expiring within 30 days warns its holder once per expiry day (done once by an INSERT … ON
//   CONFLICT DO NOTHING), every hour.
// - Right-to-work follow-up (modules/new-starters/follow-up.ts): time-limited permission ending
//   within 28 days tells the company's members once per record and expiry day (done once by an
//   INSERT … ON CONFLICT DO NOTHING), every hour.
// - New-starter retention (modules/new-starters/retention.ts): records kept until before today
//   (2 years after the leaving day) are deleted, every hour.
// - Recommendation refresh (modules/jobs/recommendations/background.ts): candidates' picks are
//   brought up to date with changed jobs, every minute.
// - Mail dispatcher (modules/mail/dispatcher.ts): delivers the outbox when SMTP_URL is set;
//   started by main.ts once the migrations ran (tests start their own, test/support/test-app.ts).
// Job alerts are no worker: they are matched in the transaction that opens a job
// (modules/candidates/alerts.ts), and the mail dispatcher sends them.

/** Starts the workers that need only the app; app.ts registers it after the route plugins. */
export async function backgroundWorkers(app: FastifyInstance): Promise<void> {
  startOfferSweep(app);
  startReminderSweep(app);
  startKnockoutSweep(app);
  startStaleSweep(app);
  startRecommendationRefresh(app);
  startCertificateExpirySweep(app);
  startFollowUpSweep(app);
  startRetentionSweep(app);
}

/** Starts the mail dispatcher when SMTP is configured (main.ts), watched by GET /api/health. */
export function startMailDelivery(
  app: FastifyInstance,
  db: Db,
  config: Config,
): MailDispatcher | null {
  if (!config.smtpUrl) return null;
  const mail = startMailDispatcher({
    db,
    smtpUrl: config.smtpUrl,
    from: mailFrom(config.publicUrl),
    databaseUrl: config.databaseUrl,
    leaseSeconds: config.mailLeaseSeconds,
    log: app.log,
  });
  app.health.watch('smtp', () => mail.reachable());
  return mail;
}

// The right-to-work follow-up (issue 43 item 4): time-limited permission tells the company's
// members RIGHT_TO_WORK_FOLLOW_UP_DAYS before it ends, once, in the app and by e-mail, naming the
// person only (NEW_STARTER_TEXTS.followUpBody). As the certificate warning
// (candidates/certificate-expiry.ts): a sweep every hour in each API process, exactly once
// because the INSERT … ON CONFLICT DO NOTHING into new_starter_follow_ups (migration 034) returns
// only the rows its transaction added, and the messages are written in that transaction.
import type { FastifyInstance } from 'fastify';
import {
  addCalendarDays,
  londonDay,
  NEW_STARTER_TEXTS,
  RIGHT_TO_WORK_FOLLOW_UP_DAYS,
} from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { createNotifications, publishAll, type NotificationInput } from '../notifications/index.js';
import { boardHref } from './notify.js';

export const FOLLOW_UP_SWEEP_MS = 60 * 60_000;
/** At most this many follow-ups a sweep (the next sweep takes the rest). */
const BATCH = 200;

/** One sweep on `today` (London, 'YYYY-MM-DD'; a test moves it). */
export async function sweepFollowUps(
  db: Db,
  today: string = londonDay(),
): Promise<NotificationEvent[]> {
  const last = addCalendarDays(today, RIGHT_TO_WORK_FOLLOW_UP_DAYS);
  return db.transaction(async (tx) => {
    const claimed = await kysely(tx)
      .insertInto('new_starter_follow_ups')
      .columns(['new_starter_id', 'expires_on'])
      .expression((eb) =>
        eb
          .selectFrom('new_starter_checks as k')
          .innerJoin('new_starters as ns', 'ns.id', 'k.new_starter_id')
          .select(['k.new_starter_id', 'k.expires_on'])
          .where('k.expires_on', 'is not', null)
          .where('k.expires_on', '<=', sql<Date>`${last}::date`)
          // Someone who has left needs no follow-up.
          .where('ns.left_on', 'is', null)
          .orderBy('k.expires_on')
          .limit(BATCH),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('new_starter_id')
      .execute();
    if (!claimed.length) return [];
    const records = await kysely(tx)
      .selectFrom('new_starters as ns')
      .leftJoin('users as u', 'u.id', 'ns.candidate_id')
      .innerJoin('company_members as m', 'm.company_id', 'ns.company_id')
      .select([
        'ns.job_id',
        'm.user_id',
        sql<string>`coalesce(ns.person_name, u.first_name || ' ' || u.last_name, 'Former candidate')`.as(
          'name',
        ),
      ])
      .where('ns.id', '=', (eb) => eb.fn.any(eb.val(claimed.map((row) => row.new_starter_id))))
      .orderBy('ns.id')
      .orderBy('m.created_at')
      .execute();
    const inputs: NotificationInput[] = records.map((row) => ({
      userId: row.user_id,
      type: 'new_starter.follow_up',
      title: NEW_STARTER_TEXTS.followUpTitle,
      body: NEW_STARTER_TEXTS.followUpBody(row.name),
      href: boardHref(row.job_id),
      email: { kind: 'applications' },
    }));
    return createNotifications(tx, inputs);
  });
}

/** Sweeps now and publishes the follow-ups live. */
export async function followUpNow(app: FastifyInstance, today?: string): Promise<void> {
  await publishAll(app, await sweepFollowUps(app.db, today));
}

/** Starts this process's periodic sweep (src/workers.ts); stopped when the app closes. */
export function startFollowUpSweep(app: FastifyInstance, everyMs = FOLLOW_UP_SWEEP_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    followUpNow(app)
      .catch((error) => app.log.error({ err: error }, 'right-to-work follow-up sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

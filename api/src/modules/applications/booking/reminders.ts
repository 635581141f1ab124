// The reminder 24 hours before an interview or trial shift (issue 32, item 6): both sides are told
// in the app and by e-mail, with the .ics. A sweep runs every REMINDER_SWEEP_MS in each API
// process; it is exactly once with several processes because one statement claims the due
// interviews (`UPDATE … SET reminded_at = now() WHERE reminded_at IS NULL … RETURNING`): of two
// sweeps at once, the second waits on the first's row locks and then finds them reminded. The
// messages are written in the claiming transaction, so a failed sweep leaves them unclaimed for
// the next one. A moved interview is reminded again (its reminded_at is cleared by the move).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import type { NotificationEvent } from '../../../events/bus.js';
import { createNotifications, publishAll } from '../../notifications/index.js';
import { bookedOf } from './book-service.js';
import { reminderMessages } from './messages.js';

export const REMINDER_SWEEP_MS = 60_000;
/** How long before its start an interview or trial is reminded. */
export const REMINDER_LEAD_HOURS = 24;

/** One sweep: claims every due interview and writes its reminders; the events to publish. */
export async function sweepReminders(db: Db): Promise<NotificationEvent[]> {
  return db.transaction(async (tx) => {
    const due = await kysely(tx)
      .updateTable('interviews')
      .set({ reminded_at: sql<Date>`now()` })
      .where('reminded_at', 'is', null)
      .where('status', 'in', ['scheduled', 'confirmed'])
      .where('starts_at', '>', sql<Date>`now()`)
      .where('starts_at', '<=', sql<Date>`now() + make_interval(hours => ${REMINDER_LEAD_HOURS})`)
      .returning('id')
      .execute();
    const inputs = [];
    for (const { id } of due) inputs.push(...reminderMessages(await bookedOf(tx, id)));
    return createNotifications(tx, inputs);
  });
}

/** Sweeps now and publishes the reminders live. */
export async function remindNow(app: FastifyInstance): Promise<void> {
  await publishAll(app, await sweepReminders(app.db));
}

/** Starts this process's periodic sweep (src/workers.ts); stopped when the app closes. */
export function startReminderSweep(app: FastifyInstance, everyMs = REMINDER_SWEEP_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    remindNow(app)
      .catch((error) => app.log.error({ err: error }, 'interview reminder sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

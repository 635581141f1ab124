// The retention sweep (issue 43 item 4; docs/new-starter-records.md): a record whose keep_until
// (2 years after the leaving day, or after the account's deletion when no leaving day was set)
// has passed is deleted with everything hanging from it (checks and evidence, contract,
// signatures, acknowledgements, bank views, follow-ups: ON DELETE CASCADE). Hourly in each API
// process; deleting twice is harmless.
import type { FastifyInstance } from 'fastify';
import { londonDay } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';

export const RETENTION_SWEEP_MS = 60 * 60_000;

/** Deletes the records kept until before `today` (London; a test moves it); returns how many. */
export async function sweepRetention(db: Db, today: string = londonDay()): Promise<number> {
  const deleted = await kysely(db)
    .deleteFrom('new_starters')
    .where('keep_until', '<', sql<Date>`${today}::date`)
    .returning('id')
    .execute();
  return deleted.length;
}

/** Starts this process's periodic sweep (src/workers.ts); stopped when the app closes. */
export function startRetentionSweep(app: FastifyInstance, everyMs = RETENTION_SWEEP_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepRetention(app.db)
      .catch((error) => app.log.error({ err: error }, 'new-starter retention sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

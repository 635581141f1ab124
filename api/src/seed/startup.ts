import type { Db } from '../db/client.js';
import { kysely } from '../db/kysely.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoData, type DemoDataSummary } from './demo-data.js';

/** Any constant; API processes starting at once on an empty database take it to seed once. */
const SEED_LOCK_KEY = 7_261_122;

/**
 * At start-up: the demo accounts, then (unless `withData` is false) the demo marketplace, on an
 * empty database only. One transaction under an advisory lock, so that two processes starting
 * together seed once: the second waits, then finds users and does nothing (before, both seeded
 * and one died on a duplicate key). Returns what was seeded, or null when nothing was.
 */
export async function seedEmptyDatabase(
  db: Db,
  { withData }: { withData: boolean },
): Promise<{ data: DemoDataSummary | null } | null> {
  return db.transaction(async (tx) => {
    await kysely(tx)
      .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.val(SEED_LOCK_KEY)]).as('locked'))
      .execute();
    if (!(await seedDemoAccounts(tx))) return null;
    return { data: withData ? await seedDemoData(tx) : null };
  });
}

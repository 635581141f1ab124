import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';

/**
 * Locks the user's row until the transaction ends (PostgreSQL; PGlite has one connection), so
 * that the checks and writes about their membership are not raced by a second request.
 */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await kysely(tx).selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

import type { Db } from '../../db/client.js';

/**
 * Locks the user's row until the transaction ends (PostgreSQL; PGlite has one connection), so
 * that the checks and writes about their membership are not raced by a second request.
 */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

import type { Db } from '../../db/client.js';
import { sha256Hex } from './secrets.js';

/**
 * The user's first visit: this session is the one their sign-up started (sign-up creates the
 * user and the session in one transaction, so both carry the same `now()`); any later sign-in,
 * sign-in link or reset starts a new session. The candidate dashboard then says "Welcome" rather
 * than "Welcome back".
 */
export async function isFirstVisit(db: Db, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  const { rows } = await db.query<{ first: boolean }>(
    `SELECT s.created_at <= u.created_at AS first
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id_hash = $1`,
    [sha256Hex(sessionId)],
  );
  return rows[0]?.first ?? false;
}

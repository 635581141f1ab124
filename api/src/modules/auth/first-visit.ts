import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { sha256Hex } from '../../secrets.js';

/**
 * The user's first visit: this session is the one their sign-up started (sign-up creates the
 * user and the session in one transaction, so both carry the same `now()`); any later sign-in,
 * sign-in link or reset starts a new session. The candidate dashboard then says "Welcome" rather
 * than "Welcome back".
 */
export async function isFirstVisit(db: Db, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  const row = await kysely(db)
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => eb('s.created_at', '<=', eb.ref('u.created_at')).$castTo<boolean>().as('first'))
    .where('s.id_hash', '=', sha256Hex(sessionId))
    .executeTakeFirst();
  return row?.first ?? false;
}

import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';

/**
 * Voids every session-starting secret a user still holds: unused one-time sign-in links, reset
 * codes and e-mail verification links (issue 28 item 2). A password change, a reset and an account
 * deletion call it in their own transaction, so a link e-mailed before the change (the welcome
 * e-mail's sign-in link lives 24 hours) cannot start a session after it. Marked used rather than
 * deleted: the rows keep when each link was made and ended.
 */
export async function voidUserSecrets(db: Db, userId: string): Promise<void> {
  for (const table of [
    'sign_in_tokens',
    'password_reset_codes',
    'email_verification_tokens',
  ] as const) {
    await kysely(db)
      .updateTable(table)
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}

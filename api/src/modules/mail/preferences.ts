import {
  EMAIL_KINDS,
  EMAIL_PREFERENCE_DEFAULTS,
  UNSUBSCRIBE_INVALID_MESSAGE,
  type EmailKind,
  type EmailPreferences,
  type EmailPreferencesUpdate,
  type Unsubscribed,
} from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { notFound } from '../../http/errors.js';
import { randomSecret, sha256Hex } from '../../secrets.js';

// E-mail preferences (issue 14): one switch per kind of e-mail, a row only once the user changed
// it (EMAIL_PREFERENCE_DEFAULTS otherwise). Each e-mail of a kind carries its own unsubscribe
// link: a random token stored as its sha256, naming the user and the kind (docs/decisions.md).

export async function getEmailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const rows = await kysely(db)
    .selectFrom('email_preferences')
    .select(['kind', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const preferences: EmailPreferences = { ...EMAIL_PREFERENCE_DEFAULTS };
  for (const row of rows) preferences[row.kind] = row.enabled;
  return preferences;
}

async function setPreference(db: Db, userId: string, kind: EmailKind, enabled: boolean) {
  await kysely(db)
    .insertInto('email_preferences')
    .values({ user_id: userId, kind, enabled })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        updated_at: sql`now()`,
      })),
    )
    .execute();
}

export async function updateEmailPreferences(
  db: Db,
  userId: string,
  update: EmailPreferencesUpdate,
): Promise<EmailPreferences> {
  return db.transaction(async (tx) => {
    for (const kind of EMAIL_KINDS) {
      const enabled = update[kind];
      if (enabled !== undefined) await setPreference(tx, userId, kind, enabled);
    }
    return getEmailPreferences(tx, userId);
  });
}

/** Whether the user wants e-mails of this kind (their switch, or its default). */
export async function wantsEmail(db: Db, userId: string, kind: EmailKind): Promise<boolean> {
  const row = await kysely(db)
    .selectFrom('email_preferences')
    .select('enabled')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.enabled ?? EMAIL_PREFERENCE_DEFAULTS[kind];
}

/** A new unsubscribe token for one e-mail; only its hash is kept. */
export async function createUnsubscribeToken(
  db: Db,
  userId: string,
  kind: EmailKind,
): Promise<string> {
  const token = randomSecret();
  await kysely(db)
    .insertInto('email_unsubscribe_tokens')
    .values({ token_hash: sha256Hex(token), user_id: userId, kind })
    .execute();
  return token;
}

/** Turns off the kind of the token's e-mail (signed out); 404 for an unknown token. */
export async function unsubscribe(db: Db, token: string): Promise<Unsubscribed> {
  return db.transaction(async (tx) => {
    const found = await kysely(tx)
      .selectFrom('email_unsubscribe_tokens')
      .select(['user_id as userId', 'kind'])
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirst();
    if (!found) throw notFound(UNSUBSCRIBE_INVALID_MESSAGE);
    await setPreference(tx, found.userId, found.kind, false);
    return { kind: found.kind, enabled: false };
  });
}

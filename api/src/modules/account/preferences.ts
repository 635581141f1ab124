import {
  EMAIL_KINDS,
  EMAIL_PREFERENCE_DEFAULTS,
  UNSUBSCRIBE_INVALID_MESSAGE,
  type EmailKind,
  type EmailPreferences,
  type EmailPreferencesUpdate,
  type Unsubscribed,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { randomSecret, sha256Hex } from '../auth/secrets.js';

// E-mail preferences (issue 14): one switch per kind of e-mail, a row only once the user changed
// it (EMAIL_PREFERENCE_DEFAULTS otherwise). Each e-mail of a kind carries its own unsubscribe
// link: a random token stored as its sha256, naming the user and the kind (docs/decisions.md).

export async function getEmailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const { rows } = await db.query<{ kind: EmailKind; enabled: boolean }>(
    'SELECT kind, enabled FROM email_preferences WHERE user_id = $1',
    [userId],
  );
  const preferences: EmailPreferences = { ...EMAIL_PREFERENCE_DEFAULTS };
  for (const row of rows) preferences[row.kind] = row.enabled;
  return preferences;
}

async function setPreference(db: Db, userId: string, kind: EmailKind, enabled: boolean) {
  await db.query(
    `INSERT INTO email_preferences (user_id, kind, enabled) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
    [userId, kind, enabled],
  );
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
  const { rows } = await db.query<{ enabled: boolean }>(
    'SELECT enabled FROM email_preferences WHERE user_id = $1 AND kind = $2',
    [userId, kind],
  );
  return rows[0]?.enabled ?? EMAIL_PREFERENCE_DEFAULTS[kind];
}

/** A new unsubscribe token for one e-mail; only its hash is kept. */
export async function createUnsubscribeToken(
  db: Db,
  userId: string,
  kind: EmailKind,
): Promise<string> {
  const token = randomSecret();
  await db.query(
    'INSERT INTO email_unsubscribe_tokens (token_hash, user_id, kind) VALUES ($1, $2, $3)',
    [sha256Hex(token), userId, kind],
  );
  return token;
}

/** Turns off the kind of the token's e-mail (signed out); 404 for an unknown token. */
export async function unsubscribe(db: Db, token: string): Promise<Unsubscribed> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ userId: string; kind: EmailKind }>(
      `SELECT user_id AS "userId", kind FROM email_unsubscribe_tokens WHERE token_hash = $1`,
      [sha256Hex(token)],
    );
    const found = rows[0];
    if (!found) throw notFound(UNSUBSCRIBE_INVALID_MESSAGE);
    await setPreference(tx, found.userId, found.kind, false);
    return { kind: found.kind, enabled: false };
  });
}

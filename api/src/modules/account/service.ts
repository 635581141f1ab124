import {
  ACCOUNT_OWNER_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type Account,
  type AccountUpdate,
  type AvailabilitySlot,
} from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, conflict } from '../../http/errors.js';
import { companyMembership } from '../access/roles.js';
import { verifyPassword } from '../auth/passwords.js';
import { deleteUserSessions } from '../auth/sessions.js';
import type { User } from '../auth/users.js';

/** The signed-in user's account as the settings screens show it. */
export async function getAccount(db: Db, user: Pick<User, 'id'>): Promise<Account> {
  const { rows } = await db.query<{
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    userType: 'candidate' | 'recruiter';
    createdAt: Date;
    visible: boolean | null;
  }>(
    `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
            u.user_type AS "userType", u.created_at AS "createdAt",
            p.visible_in_talent_pool AS visible
     FROM users u LEFT JOIN candidate_profiles p ON p.user_id = u.id
     WHERE u.id = $1`,
    [user.id],
  );
  const row = rows[0];
  let company: Account['company'] = null;
  if (row.userType === 'recruiter') {
    const membership = await companyMembership(db, user);
    if (membership) {
      const { rows: names } = await db.query<{ name: string }>(
        'SELECT name FROM companies WHERE id = $1',
        [membership.companyId],
      );
      company = { id: membership.companyId, name: names[0].name, role: membership.role };
    }
  }
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    createdAt: new Date(row.createdAt).toISOString(),
    visibleInTalentPool: row.userType === 'candidate' ? (row.visible ?? false) : null,
    company,
  };
}

/** Changes the name and (a candidate's) talent-pool visibility. */
export async function updateAccount(db: Db, user: User, update: AccountUpdate): Promise<Account> {
  if (update.visibleInTalentPool !== undefined && user.userType !== 'candidate') {
    throw badRequest('Only job seekers are in the talent pool', 'visibleInTalentPool');
  }
  await db.transaction(async (tx) => {
    if (update.firstName !== undefined || update.lastName !== undefined) {
      await tx.query(
        `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
                          updated_at = now()
         WHERE id = $1`,
        [user.id, update.firstName?.trim() ?? null, update.lastName?.trim() ?? null],
      );
    }
    if (update.visibleInTalentPool !== undefined) {
      await tx.query(
        `INSERT INTO candidate_profiles (user_id, visible_in_talent_pool) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET visible_in_talent_pool = EXCLUDED.visible_in_talent_pool`,
        [user.id, update.visibleInTalentPool],
      );
    }
  });
  return getAccount(db, user);
}

/** The names a deleted account's row keeps, as every screen shows it. */
export const FORMER_NAMES = {
  candidate: { firstName: 'Former', lastName: 'candidate' },
  recruiter: { firstName: 'Former', lastName: 'member' },
} as const;

/**
 * Deletes the account (issue 14, docs/decisions.md): checks the password (400 naming it), refuses
 * a company owner (409), erases the personal data and keeps an anonymised users row, so that the
 * companies' applications, messages and notes keep their foreign keys. Returns the ended
 * sessions' id hashes: announce them after the commit (`announceSessionsEnded`).
 */
export async function deleteAccount(db: Db, user: User, password: string): Promise<string[]> {
  const { rows } = await db.query<{ passwordHash: string }>(
    'SELECT password_hash AS "passwordHash" FROM users WHERE id = $1',
    [user.id],
  );
  if (!rows[0] || !(await verifyPassword(rows[0].passwordHash, password))) {
    throw badRequest(WRONG_PASSWORD_MESSAGE, 'password');
  }
  return db.transaction(async (tx) => {
    const membership = await companyMembership(tx, user);
    if (membership?.role === 'owner') throw conflict(ACCOUNT_OWNER_MESSAGE);

    const id = [user.id];
    // Everything that is the user's own, of either role; the session-starting secrets (sign-in,
    // reset and verification links) first, so that none outlives the account (issue 28).
    for (const statement of [
      'DELETE FROM sign_in_tokens WHERE user_id = $1',
      'DELETE FROM password_reset_codes WHERE user_id = $1',
      'DELETE FROM email_verification_tokens WHERE user_id = $1',
      'DELETE FROM notifications WHERE user_id = $1',
      'DELETE FROM email_preferences WHERE user_id = $1',
      'DELETE FROM email_unsubscribe_tokens WHERE user_id = $1',
      'DELETE FROM outgoing_emails WHERE to_address = (SELECT email FROM users WHERE id = $1)',
    ]) {
      await tx.query(statement, id);
    }
    const typed = kysely(tx);
    if (user.userType === 'candidate') {
      await typed.deleteFrom('candidate_profiles').where('user_id', '=', user.id).execute();
      await typed.deleteFrom('assessments').where('candidate_id', '=', user.id).execute();
      await tx.query('DELETE FROM hospitality_quiz_attempts WHERE candidate_id = $1', id);
      await typed.deleteFrom('saved_jobs').where('candidate_id', '=', user.id).execute();
      await typed.deleteFrom('job_preferences').where('candidate_id', '=', user.id).execute();
      await typed.deleteFrom('job_alerts').where('candidate_id', '=', user.id).execute();
      await typed.deleteFrom('job_invites').where('candidate_id', '=', user.id).execute();
      // The text they wrote to companies is erased; the companies' own messages stay.
      await tx.query('DELETE FROM messages WHERE sender_id = $1', id);
      // Applications stay for the companies' analytics, without what the candidate wrote.
      await typed
        .updateTable('applications')
        .set({ cover_letter: null, availability: sql<AvailabilitySlot[]>`'{}'` })
        .where('candidate_id', '=', user.id)
        .execute();
    } else {
      // A member's membership ends; what they wrote stays, under "Former member".
      await typed.deleteFrom('company_members').where('user_id', '=', user.id).execute();
    }
    const former = FORMER_NAMES[user.userType];
    await tx.query(
      `UPDATE users
       SET email = 'deleted-' || id || '@deleted.invalid', password_hash = '!deleted',
           first_name = $2, last_name = $3, profile_image_url = NULL, email_verified_at = NULL,
           deleted_at = now(), updated_at = now()
       WHERE id = $1`,
      [user.id, former.firstName, former.lastName],
    );
    return deleteUserSessions(tx, user.id);
  });
}

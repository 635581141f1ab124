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
import { companyMembership } from '../access/index.js';
import { verifyPassword } from '../auth/index.js';
import { deleteUserSessions } from '../auth/index.js';
import type { User } from '../auth/index.js';
import { keepRecordsOfDeletedAccount } from '../new-starters/index.js';

/** The signed-in user's account as the settings screens show it. */
export async function getAccount(db: Db, user: Pick<User, 'id'>): Promise<Account> {
  const row = await kysely(db)
    .selectFrom('users as u')
    .leftJoin('candidate_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.user_type as userType',
      'u.created_at as createdAt',
      'p.visible_in_talent_pool as visible',
    ])
    .where('u.id', '=', user.id)
    .executeTakeFirstOrThrow();
  let company: Account['company'] = null;
  if (row.userType === 'recruiter') {
    const membership = await companyMembership(db, user);
    if (membership) {
      const { name } = await kysely(db)
        .selectFrom('companies')
        .select('name')
        .where('id', '=', membership.companyId)
        .executeTakeFirstOrThrow();
      company = { id: membership.companyId, name, role: membership.role };
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
      await kysely(tx)
        .updateTable('users')
        .set({
          ...(update.firstName !== undefined && { first_name: update.firstName.trim() }),
          ...(update.lastName !== undefined && { last_name: update.lastName.trim() }),
          updated_at: sql`now()`,
        })
        .where('id', '=', user.id)
        .execute();
    }
    if (update.visibleInTalentPool !== undefined) {
      await kysely(tx)
        .insertInto('candidate_profiles')
        .values({ user_id: user.id, visible_in_talent_pool: update.visibleInTalentPool })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            visible_in_talent_pool: eb.ref('excluded.visible_in_talent_pool'),
          })),
        )
        .execute();
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
  const current = await kysely(db)
    .selectFrom('users')
    .select('password_hash as passwordHash')
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!current || !(await verifyPassword(current.passwordHash, password))) {
    throw badRequest(WRONG_PASSWORD_MESSAGE, 'password');
  }
  return db.transaction(async (tx) => {
    const membership = await companyMembership(tx, user);
    if (membership?.role === 'owner') throw conflict(ACCOUNT_OWNER_MESSAGE);

    const typed = kysely(tx);
    // Everything that is the user's own, of either role; the session-starting secrets (sign-in,
    // reset and verification links) first, so that none outlives the account (issue 28).
    for (const table of [
      'sign_in_tokens',
      'password_reset_codes',
      'email_verification_tokens',
      'notifications',
      'email_preferences',
      'email_unsubscribe_tokens',
    ] as const) {
      await typed.deleteFrom(table).where('user_id', '=', user.id).execute();
    }
    await typed
      .deleteFrom('outgoing_emails')
      .where('to_address', '=', (eb) =>
        eb.selectFrom('users').select('email').where('id', '=', user.id),
      )
      .execute();
    if (user.userType === 'candidate') {
      // New-starter records (right to work, tax, pay) are kept by law until 2 years after the
      // leaving day: detached from the account with the person's name (before it is erased below).
      await keepRecordsOfDeletedAccount(tx, user.id);
      await typed.deleteFrom('candidate_profiles').where('user_id', '=', user.id).execute();
      await typed.deleteFrom('assessments').where('candidate_id', '=', user.id).execute();
      await typed
        .deleteFrom('hospitality_quiz_attempts')
        .where('candidate_id', '=', user.id)
        .execute();
      await typed.deleteFrom('saved_jobs').where('candidate_id', '=', user.id).execute();
      await typed.deleteFrom('job_preferences').where('candidate_id', '=', user.id).execute();
      await typed.deleteFrom('job_alerts').where('candidate_id', '=', user.id).execute();
      await typed.deleteFrom('job_invites').where('candidate_id', '=', user.id).execute();
      // The text they wrote to companies is erased; the companies' own messages stay.
      await typed.deleteFrom('messages').where('sender_id', '=', user.id).execute();
      // Applications stay for the companies' analytics, without what the candidate wrote.
      await typed
        .updateTable('applications')
        .set({ cover_letter: null, availability: sql<AvailabilitySlot[]>`'{}'` })
        .where('candidate_id', '=', user.id)
        .execute();
      // Their screening answers in their own words (issue 33); yes/no, choice and number answers
      // stay, as the applications do, for the companies' per-question counts.
      await typed
        .deleteFrom('application_answers')
        .where('kind', '=', 'text')
        .where('application_id', 'in', (eb) =>
          eb.selectFrom('applications').select('id').where('candidate_id', '=', user.id),
        )
        .execute();
    } else {
      // A member's membership ends; what they wrote stays, under "Former member".
      await typed.deleteFrom('company_members').where('user_id', '=', user.id).execute();
    }
    const former = FORMER_NAMES[user.userType];
    await typed
      .updateTable('users')
      .set({
        email: sql`'deleted-' || id || '@deleted.invalid'`,
        password_hash: '!deleted',
        first_name: former.firstName,
        last_name: former.lastName,
        profile_image_url: null,
        email_verified_at: null,
        deleted_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where('id', '=', user.id)
      .execute();
    return deleteUserSessions(tx, user.id);
  });
}

import type { Config } from '../../config.js';
import { sql } from 'kysely';
import { safeNextPath } from 'shared-kernel/rules';
import { sqlState, UNIQUE_VIOLATION, type Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, conflict, HttpError } from '../../http/errors.js';
import { sendEmail } from '../mail/index.js';
import {
  hashPassword,
  passwordProblem,
  verifyAgainstDummy,
  verifyPassword,
  type PasswordOwner,
} from './passwords.js';
import { randomSecret, sha256Hex } from '../../secrets.js';
import { createSession, deleteUserSessions } from './sessions.js';
import { voidUserSecrets } from './user-secrets.js';
import { createVerificationToken, VERIFICATION_DAYS, verificationLink } from './verification.js';
import { findUserByEmail, normalizeEmail, userColumns, type User, type UserType } from './users.js';

export type AuthDeps = { db: Db; config: Pick<Config, 'publicUrl'> };

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const BAD_TOKEN_MESSAGE = 'This sign-in link has expired or was already used';
export const BAD_RESET_CODE_MESSAGE = 'This reset link has expired or was already used';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'New password must be different from your current password';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a reset link.';

export const SIGN_IN_TOKEN_HOURS = 24;
export const RESET_CODE_MINUTES = 60;
export const NAME_MAX_LENGTH = 80;

export type SignupInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: UserType;
};

/** A signed-in result: the user and the id of the new session (for the cookie). */
export type SignedIn = { user: User; sessionId: string };

function cleanName(value: string, field: 'firstName' | 'lastName'): string {
  const label = field === 'firstName' ? 'First name' : 'Last name';
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest(`${label} is required`, field);
  if (name.length > NAME_MAX_LENGTH) {
    throw badRequest(`${label} must be at most ${NAME_MAX_LENGTH} characters`, field);
  }
  return name;
}

/**
 * Creates the account, signs it in, and e-mails a welcome that is also the verification e-mail:
 * first the link that proves the address (`${PUBLIC_URL}/verify-email?token=…`, 7 days), then a
 * one-time sign-in link (`${PUBLIC_URL}/?token=…`, valid 24 hours). The account is unverified
 * until the first link is followed (verification.ts).
 */
export async function signup({ db, config }: AuthDeps, input: SignupInput): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  const firstName = cleanName(input.firstName, 'firstName');
  const lastName = cleanName(input.lastName, 'lastName');
  const weak = passwordProblem(input.password, { firstName, lastName, email });
  if (weak) throw badRequest(weak, 'password');
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email');

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user: User = await kysely(tx)
        .insertInto('users')
        .values({
          email,
          password_hash: passwordHash,
          first_name: firstName,
          last_name: lastName,
          user_type: input.userType,
        })
        .returning(userColumns('users'))
        .executeTakeFirstOrThrow();
      const token = randomSecret();
      await kysely(tx)
        .insertInto('sign_in_tokens')
        .values({
          token_hash: sha256Hex(token),
          user_id: user.id,
          expires_at: sql`now() + make_interval(hours => ${SIGN_IN_TOKEN_HOURS})`,
        })
        .execute();
      const verification = await createVerificationToken(tx, user.id);
      await sendEmail(tx, welcomeEmail(config.publicUrl, user, token, verification));
      const sessionId = await createSession(tx, user.id);
      return { user, sessionId };
    });
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides.
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(EMAIL_TAKEN_MESSAGE, 'email');
    throw error;
  }
}

function welcomeEmail(publicUrl: string, user: User, token: string, verification: string) {
  const link = `${publicUrl}/?token=${encodeURIComponent(token)}`;
  const side =
    user.userType === 'recruiter'
      ? 'Set up your company and venues, then post your first job.'
      : 'Complete your profile and take the culture assessment to get matched with jobs.';
  return {
    to: user.email,
    purpose: 'verification' as const,
    subject: 'Welcome to HospoHire: confirm your email address',
    text: [
      `Hi ${user.firstName},`,
      '',
      `Welcome to HospoHire! Your ${user.userType} account is ready. ${side}`,
      '',
      `First, confirm that this is your email address (the link works once, within ${VERIFICATION_DAYS} days):`,
      verificationLink(publicUrl, verification),
      '',
      `Sign in with one click (the link works once, within ${SIGN_IN_TOKEN_HOURS} hours):`,
      link,
      '',
      'If you did not create this account, you can ignore this e-mail.',
      '',
      'The HospoHire team',
    ].join('\n'),
  };
}

/** Signs in with e-mail and password; the same 401 (and similar time) for either mistake. */
export async function login(
  { db }: AuthDeps,
  input: { email: string; password: string },
): Promise<SignedIn> {
  const found = await findUserByEmail(db, input.email);
  const ok = found
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!found || !ok) throw new HttpError(401, INVALID_LOGIN_MESSAGE);
  const { passwordHash: _hash, ...user } = found;
  const sessionId = await createSession(db, user.id);
  return { user, sessionId };
}

/** Exchanges a one-time sign-in link token for a new session. */
export async function exchangeSignInToken({ db }: AuthDeps, token: string): Promise<SignedIn> {
  return db.transaction(async (tx) => {
    // One statement marks the token used, so that two exchanges at once cannot both succeed.
    const user = await kysely(tx)
      .with('used', (db) =>
        db
          .updateTable('sign_in_tokens')
          .set({ used_at: sql`now()` })
          .where('token_hash', '=', sha256Hex(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .returning('user_id'),
      )
      .selectFrom('used')
      .innerJoin('users as u', 'u.id', 'used.user_id')
      .select(userColumns('u'))
      .executeTakeFirst();
    if (!user) throw badRequest(BAD_TOKEN_MESSAGE, 'token');
    const sessionId = await createSession(tx, user.id);
    return { user, sessionId };
  });
}

/**
 * Starts a password reset. Answers the same whether or not the account exists; when it does,
 * e-mails `${PUBLIC_URL}/reset-password?code=…` (random, stored hashed, single use, 1 hour), with
 * `&next=<path>` when `next` is a same-site path (the page to come back to after signing in).
 */
export async function requestPasswordReset(
  { db, config }: AuthDeps,
  rawEmail: string,
  next?: string,
): Promise<void> {
  const user = await findUserByEmail(db, rawEmail);
  if (!user) return;
  const code = randomSecret();
  await db.transaction(async (tx) => {
    await kysely(tx)
      .insertInto('password_reset_codes')
      .values({
        code_hash: sha256Hex(code),
        user_id: user.id,
        expires_at: sql`now() + make_interval(mins => ${RESET_CODE_MINUTES})`,
      })
      .execute();
    const link = resetLink(config.publicUrl, code, next);
    await sendEmail(tx, {
      to: user.email,
      purpose: 'password-reset',
      subject: 'Reset your HospoHire password',
      text: [
        `Hi ${user.firstName},`,
        '',
        'Someone (hopefully you) asked to reset the password of your HospoHire account.',
        `Choose a new password here (the link works once, within ${RESET_CODE_MINUTES} minutes):`,
        link,
        '',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        '',
        'The HospoHire team',
      ].join('\n'),
    });
  });
}

/** The reset e-mail's link; an off-site or unsafe `next` is left out (decisions section 8). */
function resetLink(publicUrl: string, code: string, next: string | undefined): string {
  const query = new URLSearchParams({ code });
  const back = safeNextPath(next);
  if (back) query.set('next', back);
  return `${publicUrl}/reset-password?${query}`;
}

/**
 * Sets a new password with a reset code; ends every session of the user and voids every other
 * code, sign-in link and verification link. The code was e-mailed to the address, so using it
 * proves the address too: the account becomes verified. Returns the user and the id hashes of the sessions that ended (for `announceSessionsEnded`).
 */
export async function resetPassword(
  { db }: AuthDeps,
  input: { code: string; password: string },
): Promise<{ userId: string; endedSessions: string[] }> {
  const codeHash = sha256Hex(input.code);
  const owner: PasswordOwner | undefined = await kysely(db)
    .selectFrom('password_reset_codes as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.first_name as firstName', 'u.last_name as lastName', 'u.email'])
    .where('p.code_hash', '=', codeHash)
    .where('p.used_at', 'is', null)
    .where('p.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!owner) throw badRequest(BAD_RESET_CODE_MESSAGE, 'code');
  const weak = passwordProblem(input.password, owner);
  if (weak) throw badRequest(weak, 'password');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Marking the code used and reading its user is one statement: a code works once, even when
    // two resets race.
    const used = await kysely(tx)
      .updateTable('password_reset_codes')
      .set({ used_at: sql`now()` })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id as userId')
      .executeTakeFirst();
    const userId = used?.userId;
    if (!userId) throw badRequest(BAD_RESET_CODE_MESSAGE, 'code');
    await kysely(tx)
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        email_verified_at: sql`coalesce(email_verified_at, now())`,
        updated_at: sql`now()`,
      })
      .where('id', '=', userId)
      .execute();
    await voidUserSecrets(tx, userId);
    return { userId, endedSessions: await deleteUserSessions(tx, userId) };
  });
}

/**
 * Changes a signed-in user's password: the current one must match (400 naming `currentPassword`
 * when it does not), the new one must pass the rule (400 naming `newPassword`). The user's unused
 * reset codes, sign-in links and verification links end with it. The route then ends every other session of the user.
 */
export async function changePassword(
  { db }: AuthDeps,
  user: User,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const current = await kysely(db)
    .selectFrom('users')
    .select('password_hash as passwordHash')
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!current || !(await verifyPassword(current.passwordHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword');
  }
  const weak = passwordProblem(input.newPassword, user, 'newPassword');
  if (weak) throw badRequest(weak, 'newPassword');
  if (input.newPassword === input.currentPassword) {
    throw badRequest(SAME_PASSWORD_MESSAGE, 'newPassword');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await kysely(tx)
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where('id', '=', user.id)
      .execute();
    await voidUserSecrets(tx, user.id);
  });
}

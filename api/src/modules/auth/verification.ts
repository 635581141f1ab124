import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { sendEmail, type OutgoingEmail } from '../mail/index.js';
import { randomSecret, sha256Hex } from '../../secrets.js';
import type { User } from './users.js';

// E-mail ownership (issue 28, decisions section 7): sign-up e-mails a link
// `${PUBLIC_URL}/verify-email?token=…` (random, stored hashed, single use, 7 days); the page posts
// the token to POST /api/auth/verify-email. Until then the account accepts no team invitation
// (companies/invitation-service.ts) and is sent no e-mail but verification and reset (the outbox).

export const VERIFICATION_DAYS = 7;
export const BAD_VERIFICATION_MESSAGE = 'This verification link has expired or was already used';
export const VERIFICATION_SENT_MESSAGE =
  'We sent a new confirmation link. It works once, within 7 days.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already confirmed.';

/** The link of a verification e-mail. */
export const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;

/** Stores a new verification token of the user (in the caller's transaction) and returns it. */
export async function createVerificationToken(db: Db, userId: string): Promise<string> {
  const token = randomSecret();
  await kysely(db)
    .insertInto('email_verification_tokens')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      expires_at: sql`now() + make_interval(days => ${VERIFICATION_DAYS})`,
    })
    .execute();
  return token;
}

/**
 * Marks the address of the token's user verified. Marking the token used and reading its user is
 * one statement (works once, even when two tabs race). A token that no longer works (used,
 * voided by a newer link, expired) of an account whose address is confirmed already says so
 * (`alreadyVerified`: the link's owner opened it again); any other is a 400 naming `token`.
 */
export async function verifyEmail(
  db: Db,
  token: string,
): Promise<{ userId: string; alreadyVerified: boolean }> {
  return db.transaction(async (tx) => {
    const used = await kysely(tx)
      .updateTable('email_verification_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', sha256Hex(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id as userId')
      .executeTakeFirst();
    const userId = used?.userId;
    if (!userId) {
      const confirmed = await kysely(tx)
        .selectFrom('email_verification_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select('u.id as userId')
        .where('t.token_hash', '=', sha256Hex(token))
        .where('u.email_verified_at', 'is not', null)
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst();
      if (confirmed) return { userId: confirmed.userId, alreadyVerified: true };
      throw badRequest(BAD_VERIFICATION_MESSAGE, 'token');
    }
    await kysely(tx)
      .updateTable('users')
      .set({
        email_verified_at: sql`coalesce(email_verified_at, now())`,
        updated_at: sql`now()`,
      })
      .where('id', '=', userId)
      .execute();
    return { userId, alreadyVerified: false };
  });
}

/**
 * POST /api/auth/resend-verification: e-mails a fresh link and voids the older unused ones (only
 * the newest e-mail's link works, so a user who asked again is never puzzled by which one to
 * use, and fewer live secrets exist). A verified user gets nothing: returns false.
 */
export async function resendVerification(
  db: Db,
  publicUrl: string,
  user: Pick<User, 'id' | 'email' | 'firstName'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Read in the transaction, not from the (cached) session user.
    const row = await kysely(tx)
      .selectFrom('users')
      .select((eb) => eb('email_verified_at', 'is not', null).$castTo<boolean>().as('verified'))
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.verified) return false;
    await kysely(tx)
      .updateTable('email_verification_tokens')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    const token = await createVerificationToken(tx, user.id);
    await sendEmail(tx, confirmEmail(publicUrl, user, token));
    return true;
  });
}

function confirmEmail(
  publicUrl: string,
  user: Pick<User, 'email' | 'firstName'>,
  token: string,
): OutgoingEmail {
  return {
    to: user.email,
    purpose: 'verification',
    subject: 'Confirm your email address',
    text: [
      `Hi ${user.firstName},`,
      '',
      `Confirm that this is your email address (the link works once, within ${VERIFICATION_DAYS} days):`,
      verificationLink(publicUrl, token),
      '',
      'Older confirmation links no longer work.',
      'If you did not create a HospoHire account, you can ignore this e-mail.',
      '',
      'The HospoHire team',
    ].join('\n'),
  };
}

/**
 * 403 `message` unless the user has proven their address (issue 41: inviting a team and
 * publishing a job send mail and show content on the company's behalf). Read in the caller's
 * transaction, not from the (cached) session user.
 */
export async function requireVerifiedEmail(db: Db, userId: string, message: string): Promise<void> {
  const row = await kysely(db)
    .selectFrom('users')
    .select((eb) => eb('email_verified_at', 'is not', null).$castTo<boolean>().as('verified'))
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.verified) throw forbidden(message);
}

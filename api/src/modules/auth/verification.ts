import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { sendEmail, type OutgoingEmail } from '../mail/outbox.js';
import { randomSecret, sha256Hex } from './secrets.js';
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
  await db.query(
    `INSERT INTO email_verification_tokens (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [sha256Hex(token), userId, VERIFICATION_DAYS],
  );
  return token;
}

/**
 * Marks the address of the token's user verified; 400 naming `token` for an unknown, used or
 * expired one. Marking the token used and reading its user is one statement (works once, even
 * when two tabs race). Returns the user's id.
 */
export async function verifyEmail(db: Db, token: string): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ userId: string }>(
      `UPDATE email_verification_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id AS "userId"`,
      [sha256Hex(token)],
    );
    const userId = rows[0]?.userId;
    if (!userId) throw badRequest(BAD_VERIFICATION_MESSAGE, 'token');
    await tx.query(
      `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
       WHERE id = $1`,
      [userId],
    );
    return userId;
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
    const { rows } = await tx.query<{ verified: boolean }>(
      'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1 FOR UPDATE',
      [user.id],
    );
    if (!rows[0] || rows[0].verified) return false;
    await tx.query(
      `UPDATE email_verification_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
      [user.id],
    );
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

import type { Config } from '../../config.js';
import { sqlState, UNIQUE_VIOLATION, type Db } from '../../db/client.js';
import type { NotificationEvent } from '../../events/bus.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type {
  InvitableRole,
  InvitationInput,
  InvitationPreview,
  PendingInvitation,
} from 'shared-kernel/contract';
import { randomSecret, sha256Hex } from '../auth/secrets.js';
import { normalizeEmail, type User } from '../auth/users.js';
import { sendEmail } from '../mail/outbox.js';
import { createNotifications } from '../notifications/notify.js';
import { ALREADY_IN_COMPANY_MESSAGE, findCompany, findMembership } from './company-service.js';
import { lockUser } from './locks.js';

// Team invitations (issue 12, item 7): nobody joins a company without accepting an e-mailed
// invitation. The link carries a random token; only its sha256 is stored.

export const INVITATION_DAYS = 7;
/** Open invitations a company may hold at once (each one is an e-mail sent on its behalf). */
export const MAX_PENDING_INVITATIONS = 50;

/** The answer to every invitation, whoever the address belongs to (never reveals an account). */
export const INVITATION_SENT_MESSAGE = `Invitation sent. The link works once, within ${INVITATION_DAYS} days.`;
export const BAD_INVITATION_MESSAGE = 'This invitation has expired or was already used';
export const OTHER_EMAIL_MESSAGE = 'This invitation was sent to another e-mail address';
export const CANDIDATE_CANNOT_JOIN_MESSAGE =
  'Only recruiter accounts can join a company. Sign in with a recruiter account.';
export const TOO_MANY_INVITATIONS_MESSAGE = `Your company already has ${MAX_PENDING_INVITATIONS} pending invitations. Revoke some before sending more.`;
export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found';
export const VERIFY_EMAIL_FIRST_MESSAGE =
  'Verify your email address before accepting an invitation: follow the link we e-mailed you, or ask for a new one.';

export type { InvitationInput } from 'shared-kernel/contract';

/** The part of the address the link points to: `${PUBLIC_URL}/invitations/<token>`. */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/invitations/${encodeURIComponent(token)}`;

/** A notification title fits its column (200 characters). */
const clip = (title: string) => (title.length > 200 ? `${title.slice(0, 199)}…` : title);

/** A live invitation: not accepted, not revoked, not expired (alias `i`). */
const LIVE = 'i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()';

function invitationEmail(input: {
  to: string;
  link: string;
  companyName: string;
  inviterName: string;
  role: InvitableRole;
}) {
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to join ${input.companyName} on HospoHire`,
    text: [
      'Hello,',
      '',
      `${input.inviterName} invited you to join ${input.companyName} on HospoHire as ${
        input.role === 'admin' ? 'an admin' : 'a recruiter'
      }.`,
      `Open this link to sign in or create a recruiter account with this e-mail address, then accept (the link works once, within ${INVITATION_DAYS} days):`,
      input.link,
      '',
      'If you were not expecting this, ignore this e-mail: nothing happens until you accept.',
      '',
      'The HospoHire team',
    ].join('\n'),
  };
}

/**
 * `POST /api/companies/mine/invitations` (owner or admin: `companyId` comes from
 * `requireManagerOf`). Replaces the address's open invitation, stores the new one and e-mails
 * the link. An address that is already a member of this company gets nothing; the caller answers
 * the same in every case.
 */
export async function inviteMember(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  inviter: Pick<User, 'id' | 'firstName' | 'lastName'>,
  companyId: string,
  input: InvitationInput,
): Promise<void> {
  const email = normalizeEmail(input.email);
  const attempt = () =>
    db.transaction(async (tx) => {
      const { rows: members } = await tx.query(
        `SELECT 1 FROM company_members m JOIN users u ON u.id = m.user_id
         WHERE m.company_id = $1 AND u.email = $2`,
        [companyId, email],
      );
      if (members.length > 0) return;
      await tx.query(
        `UPDATE company_invitations SET revoked_at = now()
         WHERE company_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
        [companyId, email],
      );
      const { rows: open } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM company_invitations i WHERE i.company_id = $1 AND ${LIVE}`,
        [companyId],
      );
      if (open[0].n >= MAX_PENDING_INVITATIONS) throw conflict(TOO_MANY_INVITATIONS_MESSAGE);
      const token = randomSecret();
      await tx.query(
        `INSERT INTO company_invitations (company_id, email, role, token_hash, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
        [companyId, email, input.role, sha256Hex(token), inviter.id, INVITATION_DAYS],
      );
      const company = await findCompany(tx, companyId);
      await sendEmail(
        tx,
        invitationEmail({
          to: email,
          link: invitationLink(config.publicUrl, token),
          companyName: company.name,
          inviterName: `${inviter.firstName} ${inviter.lastName}`.trim(),
          role: input.role,
        }),
      );
    });
  try {
    await attempt();
  } catch (error) {
    // Two invitations of one address at once: the second meets the first's open row. Once more
    // replaces it, as a later invitation would.
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    await attempt();
  }
}

export type PendingInvitationJson = PendingInvitation;

type PendingRow = {
  id: string;
  email: string;
  role: InvitableRole;
  invitedById: string | null;
  invitedByName: string | null;
  createdAt: Date | string;
  expiresAt: Date | string;
};

/** `GET /api/companies/mine/invitations`: the company's pending invitations, newest first. */
export async function listInvitations(
  db: Db,
  companyId: string,
): Promise<{ items: PendingInvitationJson[] }> {
  const { rows } = await db.query<PendingRow>(
    `SELECT i.id, i.email, i.role, i.invited_by AS "invitedById",
            u.first_name || ' ' || u.last_name AS "invitedByName",
            i.created_at AS "createdAt", i.expires_at AS "expiresAt"
     FROM company_invitations i LEFT JOIN users u ON u.id = i.invited_by
     WHERE i.company_id = $1 AND ${LIVE}
     ORDER BY i.created_at DESC, i.id`,
    [companyId],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      invitedBy: row.invitedById ? { id: row.invitedById, name: row.invitedByName ?? '' } : null,
      createdAt: new Date(row.createdAt).toISOString(),
      expiresAt: new Date(row.expiresAt).toISOString(),
    })),
  };
}

/** `DELETE /api/companies/mine/invitations/:id`: the link stops working; 404 for anyone else's. */
export async function revokeInvitation(db: Db, companyId: string, id: string): Promise<void> {
  const { rows } = await db.query(
    `UPDATE company_invitations i SET revoked_at = now()
     WHERE i.id = $1 AND i.company_id = $2 AND ${LIVE} RETURNING i.id`,
    [id, companyId],
  );
  if (rows.length === 0) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
}

export type InvitationPreviewJson = InvitationPreview;

/**
 * `GET /api/invitations/:token` (anyone holding the link): what it invites to. The address is
 * shown in full: the link was sent to it, and the invitee needs to know which account to use.
 */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreviewJson> {
  const { rows } = await db.query<{
    companyName: string;
    companySlug: string;
    role: InvitableRole;
    email: string;
    invitedBy: string | null;
    expiresAt: Date | string;
  }>(
    `SELECT c.name AS "companyName", c.slug AS "companySlug", i.role, i.email,
            u.first_name || ' ' || u.last_name AS "invitedBy", i.expires_at AS "expiresAt"
     FROM company_invitations i
     JOIN companies c ON c.id = i.company_id
     LEFT JOIN users u ON u.id = i.invited_by
     WHERE i.token_hash = $1 AND ${LIVE}`,
    [sha256Hex(token)],
  );
  const row = rows[0];
  if (!row) throw notFound(BAD_INVITATION_MESSAGE);
  return { ...row, expiresAt: new Date(row.expiresAt).toISOString() };
}

/**
 * `POST /api/invitations/:token/accept`: the signed-in recruiter whose address the invitation
 * was sent to, and who proved they own it (issue 28: anyone may sign up with any address),
 * joins the company with its role. Single use even when two accepts race: the
 * invitation is marked accepted by one conditional UPDATE, and the user's row is locked while
 * their membership is checked and written.
 */
export async function acceptInvitation(
  db: Db,
  user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'userType'>,
  token: string,
): Promise<{
  membership: { companyId: string; role: InvitableRole };
  events: NotificationEvent[];
}> {
  if (user.userType !== 'recruiter') throw forbidden(CANDIDATE_CANNOT_JOIN_MESSAGE);
  const tokenHash = sha256Hex(token);
  return db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const { rows: found } = await tx.query<{ email: string }>(
      `SELECT i.email FROM company_invitations i WHERE i.token_hash = $1 AND ${LIVE}`,
      [tokenHash],
    );
    if (!found[0]) throw notFound(BAD_INVITATION_MESSAGE);
    if (found[0].email !== normalizeEmail(user.email)) throw forbidden(OTHER_EMAIL_MESSAGE);
    // Read here, under the user's lock, not from the session user (cached for a few seconds).
    const { rows: owner } = await tx.query<{ verified: boolean }>(
      'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
      [user.id],
    );
    if (!owner[0]?.verified) throw forbidden(VERIFY_EMAIL_FIRST_MESSAGE);
    if (await findMembership(tx, user.id)) throw conflict(ALREADY_IN_COMPANY_MESSAGE);
    const { rows } = await tx.query<{
      companyId: string;
      role: InvitableRole;
      invitedBy: string | null;
    }>(
      `UPDATE company_invitations i SET accepted_at = now(), accepted_by = $2
       WHERE i.token_hash = $1 AND ${LIVE}
       RETURNING i.company_id AS "companyId", i.role, i.invited_by AS "invitedBy"`,
      [tokenHash, user.id],
    );
    const accepted = rows[0];
    if (!accepted) throw notFound(BAD_INVITATION_MESSAGE);
    await tx.query(`INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, $3)`, [
      accepted.companyId,
      user.id,
      accepted.role,
    ]);
    const company = await findCompany(tx, accepted.companyId);
    const name = `${user.firstName} ${user.lastName}`.trim();
    // The inviter hears of it while they are still in the company.
    const { rows: inviter } = await tx.query<{ userId: string }>(
      `SELECT user_id AS "userId" FROM company_members
       WHERE company_id = $1 AND user_id = $2 AND user_id <> $3`,
      [accepted.companyId, accepted.invitedBy, user.id],
    );
    const events = await createNotifications(tx, [
      {
        userId: user.id,
        type: 'team.joined',
        title: clip(`You joined ${company.name}`),
        body: `You are now ${accepted.role === 'admin' ? 'an admin' : 'a recruiter'} at ${company.name}.`,
        href: '/recruiter',
      },
      ...inviter.map(({ userId }) => ({
        userId,
        type: 'team.joined',
        title: clip(`${name} joined ${company.name}`),
        body: `${name} accepted your invitation and joined as ${accepted.role === 'admin' ? 'an admin' : 'a recruiter'}.`,
        href: '/company-management',
      })),
    ]);
    return { membership: { companyId: accepted.companyId, role: accepted.role }, events };
  });
}

import type { Config } from '../../config.js';
import { sql, type ExpressionBuilder } from 'kysely';
import { sqlState, UNIQUE_VIOLATION, type Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { CompanyInvitations } from '../../db/tables.js';
import type { NotificationEvent } from '../../events/bus.js';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors.js';
import type {
  InvitableRole,
  InvitationInput,
  InvitationPreview,
  PendingInvitation,
} from 'shared-kernel/contract';
import { randomSecret, sha256Hex } from '../../secrets.js';
import { normalizeEmail, requireVerifiedEmail, type User } from '../auth/index.js';
import { defang, sendEmail } from '../mail/index.js';
import { createNotifications } from '../notifications/index.js';
import { ALREADY_IN_COMPANY_MESSAGE, findCompany, findMembership } from './company-service.js';
import { INVITATION_LIMIT_TEXTS, INVITATION_LIMITS, nextAllowedAt } from './invitation-limits.js';
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

export const VERIFY_TO_INVITE_MESSAGE =
  'Confirm your email address before you invite your team: follow the link we e-mailed you, or ask for a new one.';
export { INVITATION_LIMITS };

/** The send times of invitations within the limits' window (revoked ones too) to one key. */
async function sentWithinWindow(tx: Db, column: 'company_id' | 'email', value: string) {
  const rows = await kysely(tx)
    .selectFrom('company_invitations')
    .select('created_at')
    .where(column, '=', value)
    .where(
      'created_at',
      '>',
      sql<Date>`now() - make_interval(hours => ${INVITATION_LIMITS.windowHours})`,
    )
    .execute();
  return rows.map((row) => new Date(row.created_at));
}

/** 429 naming when to try again when the company or the address has had its share today. */
async function checkInvitationLimits(tx: Db, companyId: string, email: string): Promise<void> {
  const sentByCompany = await sentWithinWindow(tx, 'company_id', companyId);
  const companyFree = nextAllowedAt(sentByCompany, INVITATION_LIMITS.perCompany);
  if (companyFree) throw new HttpError(429, INVITATION_LIMIT_TEXTS.company(companyFree));
  const sentToAddress = await sentWithinWindow(tx, 'email', email);
  const addressFree = nextAllowedAt(sentToAddress, INVITATION_LIMITS.perAddress);
  if (addressFree) throw new HttpError(429, INVITATION_LIMIT_TEXTS.address(addressFree));
}

export type { InvitationInput } from 'shared-kernel/contract';

/** The part of the address the link points to: `${PUBLIC_URL}/invitations/<token>`. */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/invitations/${encodeURIComponent(token)}`;

/** A notification title fits its column (200 characters). */
const clip = (title: string) => (title.length > 200 ? `${title.slice(0, 199)}…` : title);

/** A live invitation: not accepted, not revoked, not expired (alias `i`). */
const live = (eb: ExpressionBuilder<{ i: CompanyInvitations }, 'i'>) =>
  eb.and([
    eb('i.accepted_at', 'is', null),
    eb('i.revoked_at', 'is', null),
    eb('i.expires_at', '>', sql<Date>`now()`),
  ]);

/** "First Last" of the user `u` (null when left-joined to nobody). */
const fullName = sql<string | null>`${sql.ref('u.first_name')} || ' ' || ${sql.ref('u.last_name')}`;

function invitationEmail(input: {
  to: string;
  link: string;
  companyName: string;
  inviterName: string;
  role: InvitableRole;
}) {
  // Names someone chose stay out of the subject and are never links in the body (issue 41).
  return {
    to: input.to,
    subject: "You're invited to join a team on HospoHire",
    text: [
      'Hello,',
      '',
      `${defang(input.inviterName)} invited you to join ${defang(input.companyName)} on HospoHire as ${
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
 * `requireManagerOf`), who proved their address (403). Within the daily limits (429,
 * invitation-limits.ts) replaces the address's open invitation, stores the new one and e-mails
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
      await requireVerifiedEmail(tx, inviter.id, VERIFY_TO_INVITE_MESSAGE);
      const member = await kysely(tx)
        .selectFrom('company_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select('m.id')
        .where('m.company_id', '=', companyId)
        .where('u.email', '=', email)
        .executeTakeFirst();
      if (member) return;
      // One company at a time counts and writes its invitations (two sends at once see each other).
      await kysely(tx)
        .selectFrom('companies')
        .select('id')
        .where('id', '=', companyId)
        .forUpdate()
        .execute();
      await checkInvitationLimits(tx, companyId, email);
      await kysely(tx)
        .updateTable('company_invitations')
        .set({ revoked_at: sql`now()` })
        .where('company_id', '=', companyId)
        .where('email', '=', email)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
      const open = await kysely(tx)
        .selectFrom('company_invitations as i')
        .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
        .where('i.company_id', '=', companyId)
        .where(live)
        .executeTakeFirstOrThrow();
      if (open.n >= MAX_PENDING_INVITATIONS) throw conflict(TOO_MANY_INVITATIONS_MESSAGE);
      const token = randomSecret();
      await kysely(tx)
        .insertInto('company_invitations')
        .values({
          company_id: companyId,
          email,
          role: input.role,
          token_hash: sha256Hex(token),
          invited_by: inviter.id,
          expires_at: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
        })
        .execute();
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

/** `GET /api/companies/mine/invitations`: the company's pending invitations, newest first. */
export async function listInvitations(
  db: Db,
  companyId: string,
): Promise<{ items: PendingInvitationJson[] }> {
  const rows = await kysely(db)
    .selectFrom('company_invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select([
      'i.id',
      'i.email',
      'i.role',
      'i.invited_by as invitedById',
      fullName.as('invitedByName'),
      'i.created_at as createdAt',
      'i.expires_at as expiresAt',
    ])
    .where('i.company_id', '=', companyId)
    .where(live)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .$narrowType<{ role: InvitableRole }>()
    .execute();
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
  const revoked = await kysely(db)
    .updateTable('company_invitations as i')
    .set({ revoked_at: sql`now()` })
    .where('i.id', '=', id)
    .where('i.company_id', '=', companyId)
    .where(live)
    .returning('i.id')
    .executeTakeFirst();
  if (!revoked) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
}

export type InvitationPreviewJson = InvitationPreview;

/**
 * `GET /api/invitations/:token` (anyone holding the link): what it invites to. The address is
 * shown in full: the link was sent to it, and the invitee needs to know which account to use.
 */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreviewJson> {
  const row = await kysely(db)
    .selectFrom('company_invitations as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select([
      'c.name as companyName',
      'c.slug as companySlug',
      'i.role',
      'i.email',
      fullName.as('invitedBy'),
      'i.expires_at as expiresAt',
    ])
    .where('i.token_hash', '=', sha256Hex(token))
    .where(live)
    .$narrowType<{ role: InvitableRole }>()
    .executeTakeFirst();
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
    const found = await kysely(tx)
      .selectFrom('company_invitations as i')
      .select('i.email')
      .where('i.token_hash', '=', tokenHash)
      .where(live)
      .executeTakeFirst();
    if (!found) throw notFound(BAD_INVITATION_MESSAGE);
    if (found.email !== normalizeEmail(user.email)) throw forbidden(OTHER_EMAIL_MESSAGE);
    // Read here, under the user's lock, not from the session user (cached for a few seconds).
    const owner = await kysely(tx)
      .selectFrom('users')
      .select((eb) => eb('email_verified_at', 'is not', null).as('verified'))
      .where('id', '=', user.id)
      .executeTakeFirst();
    if (!owner?.verified) throw forbidden(VERIFY_EMAIL_FIRST_MESSAGE);
    if (await findMembership(tx, user.id)) throw conflict(ALREADY_IN_COMPANY_MESSAGE);
    const accepted = await kysely(tx)
      .updateTable('company_invitations as i')
      .set({ accepted_at: sql`now()`, accepted_by: user.id })
      .where('i.token_hash', '=', tokenHash)
      .where(live)
      .returning(['i.company_id as companyId', 'i.role', 'i.invited_by as invitedBy'])
      .$narrowType<{ role: InvitableRole }>()
      .executeTakeFirst();
    if (!accepted) throw notFound(BAD_INVITATION_MESSAGE);
    await kysely(tx)
      .insertInto('company_members')
      .values({ company_id: accepted.companyId, user_id: user.id, role: accepted.role })
      .execute();
    const company = await findCompany(tx, accepted.companyId);
    const name = `${user.firstName} ${user.lastName}`.trim();
    // The inviter hears of it while they are still in the company (none when they left, or when
    // the invitation has no inviter any more).
    const inviter = accepted.invitedBy
      ? await kysely(tx)
          .selectFrom('company_members')
          .select('user_id as userId')
          .where('company_id', '=', accepted.companyId)
          .where('user_id', '=', accepted.invitedBy)
          .where('user_id', '<>', user.id)
          .execute()
      : [];
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

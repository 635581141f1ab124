import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { forbidden, notFound } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/index.js';
import type { User } from '../auth/index.js';
import type { MemberRole as CompanyRole } from 'shared-kernel/contract';

// Who may do what. Every handler that reads or writes a company's or a candidate's data goes
// through one of these, so a guessed id gives 404, never someone else's data.

// A company member's role (decisions: owner, admin, recruiter; one owner per company) and the
// roles an invitation can give are vocabularies of the contract (MEMBER_ROLES, INVITABLE_ROLES).
export type { InvitableRole, MemberRole as CompanyRole } from 'shared-kernel/contract';
/** Who manages the company: its profile, branding, culture, venues, billing and members. */
export const MANAGER_ROLES: readonly CompanyRole[] = ['owner', 'admin'];

export const MANAGERS_ONLY_MESSAGE = "Only the company's owner or admins can do this";
export const NO_COMPANY_MESSAGE = 'You have not set up a company yet';

/** preHandler: a signed-in candidate, else 401 / 403. */
export async function requireCandidate(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await requireUser(request, reply);
  if (reply.sent) return;
  if (signedInUser(request).userType !== 'candidate')
    throw forbidden('Only job seekers can do this');
}

/** preHandler: a signed-in recruiter, else 401 / 403. */
export async function requireRecruiter(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await requireUser(request, reply);
  if (reply.sent) return;
  if (signedInUser(request).userType !== 'recruiter')
    throw forbidden('Only recruiters can do this');
}

export type Membership = { companyId: string; role: CompanyRole };

/** The recruiter's membership (a recruiter belongs to one company), or null (onboarding). */
export async function companyMembership(
  db: Db,
  user: Pick<User, 'id'>,
): Promise<Membership | null> {
  const membership = await kysely(db)
    .selectFrom('company_members')
    .select(['company_id as companyId', 'role'])
    .where('user_id', '=', user.id)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return membership ?? null;
}

/** The company the recruiter belongs to, or null when they have none yet (onboarding). */
export async function recruiterCompanyId(db: Db, user: Pick<User, 'id'>): Promise<string | null> {
  return (await companyMembership(db, user))?.companyId ?? null;
}

/** The recruiter's membership, or 404 'You have not set up a company yet'. */
export async function requireCompanyMembership(
  db: Db,
  user: Pick<User, 'id'>,
): Promise<Membership> {
  const membership = await companyMembership(db, user);
  if (!membership) throw notFound(NO_COMPANY_MESSAGE);
  return membership;
}

/** The recruiter's company, or 404 'No company yet' (the spec's "no company" answer). */
export async function requireRecruiterCompanyId(db: Db, user: Pick<User, 'id'>): Promise<string> {
  return (await requireCompanyMembership(db, user)).companyId;
}

/**
 * The user's company when their role there is one of `roles`: 404 without a company, 403
 * "Only the company's owner or admins can do this" otherwise. Call it inside the transaction
 * that writes, so a role taken away in between is seen.
 */
export async function requireCompanyRole(
  db: Db,
  user: Pick<User, 'id'>,
  roles: readonly CompanyRole[],
): Promise<string> {
  const membership = await requireCompanyMembership(db, user);
  if (!roles.includes(membership.role)) throw forbidden(MANAGERS_ONLY_MESSAGE);
  return membership.companyId;
}

/** preHandler: a recruiter who is the owner or an admin of their company, else 401/403/404. */
export async function requireCompanyManager(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await requireRecruiter(request, reply);
  if (reply.sent) return;
  await requireCompanyRole(request.server.db, signedInUser(request), MANAGER_ROLES);
}

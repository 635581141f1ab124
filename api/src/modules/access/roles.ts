import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/sessions.js';
import type { User } from '../auth/users.js';

// Who may do what. Every handler that reads or writes a company's or a candidate's data goes
// through one of these, so a guessed id gives 404, never someone else's data.

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

/** The company the recruiter belongs to, or null when they have none yet (onboarding). */
export async function recruiterCompanyId(db: Db, user: Pick<User, 'id'>): Promise<string | null> {
  const { rows } = await db.query<{ company_id: string }>(
    'SELECT company_id FROM company_members WHERE user_id = $1 ORDER BY created_at LIMIT 1',
    [user.id],
  );
  return rows[0]?.company_id ?? null;
}

/** The recruiter's company, or 404 'No company yet' (the spec's "no company" answer). */
export async function requireRecruiterCompanyId(db: Db, user: Pick<User, 'id'>): Promise<string> {
  const companyId = await recruiterCompanyId(db, user);
  if (!companyId) throw notFound('You have not set up a company yet');
  return companyId;
}

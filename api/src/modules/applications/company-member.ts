import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { recruiterCompanyId } from '../access/index.js';
import { signedInUser } from '../auth/index.js';

/**
 * The signed-in member of a company. Notes and tags are the company's secret: anyone else (a
 * candidate, a recruiter without a company) gets the same 404 as a wrong id, never a 403 that
 * would say the thing exists.
 */
export async function companyMemberOr404(db: Db, request: FastifyRequest, message: string) {
  const user = signedInUser(request);
  const companyId = user.userType === 'recruiter' ? await recruiterCompanyId(db, user) : null;
  if (!companyId) throw notFound(message);
  return { id: user.id, companyId };
}

import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { recruiterCompanyId, requireRecruiterCompanyId } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import type { Viewer } from './interviews-service.js';

/** The signed-in recruiter and their company (404 when they have none yet). */
export async function recruiterOf(db: Db, request: FastifyRequest) {
  const user = signedInUser(request);
  return { id: user.id, companyId: await requireRecruiterCompanyId(db, user) };
}

/** Either side: a candidate, or a recruiter with their company (null when none yet). */
export async function viewerOf(db: Db, request: FastifyRequest): Promise<Viewer> {
  const user = signedInUser(request);
  return {
    id: user.id,
    userType: user.userType,
    companyId: user.userType === 'recruiter' ? await recruiterCompanyId(db, user) : null,
  };
}

// Who may see and change a new-starter record (issue 43 items 4-5). The candidate whose record it
// is and the company's owners and admins read it in full; the company's other recruiters read the
// step statuses only. Anyone else (another candidate, another company's recruiter) gets the 404 of
// a wrong id, never a 403 that would say the record exists. A member of the company who may see
// it but not do a thing gets a 403.
import { forbidden, notFound } from '../../http/errors.js';
import { companyMembership, MANAGER_ROLES, MANAGERS_ONLY_MESSAGE } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { NOT_FOUND_MESSAGE } from './store.js';

/** candidate: the new starter; manager: an owner or admin; member: another recruiter. */
export type Who = 'candidate' | 'manager' | 'member';

export type Access = {
  who: Who;
  userId: string;
  record: {
    id: string;
    application_id: string | null;
    company_id: string;
    candidate_id: string | null;
    job_id: string | null;
    job_title: string;
  };
};

export const ONLY_THE_STARTER_MESSAGE = 'Only the new starter can do this';
export const ONLY_MEMBERS_MESSAGE = "Only the company's team can do this";

/** The record of application `applicationId` as `user` may reach it (`lock`: FOR UPDATE). */
export async function accessTo(
  db: Db,
  user: Pick<User, 'id' | 'userType'>,
  applicationId: string,
  lock = false,
): Promise<Access> {
  const record = await kysely(db)
    .selectFrom('new_starters')
    .select(['id', 'application_id', 'company_id', 'candidate_id', 'job_id', 'job_title'])
    .where('application_id', '=', applicationId)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!record) throw notFound(NOT_FOUND_MESSAGE);
  if (user.userType === 'candidate') {
    if (record.candidate_id !== user.id) throw notFound(NOT_FOUND_MESSAGE);
    return { who: 'candidate', userId: user.id, record };
  }
  const membership = await companyMembership(db, user);
  if (membership?.companyId !== record.company_id) throw notFound(NOT_FOUND_MESSAGE);
  const who = MANAGER_ROLES.includes(membership.role) ? 'manager' : 'member';
  return { who, userId: user.id, record };
}

/** The candidate's own steps (right to work, starter, bank, signature, policies). */
export function requireStarter(access: Access): void {
  if (access.who !== 'candidate') throw forbidden(ONLY_THE_STARTER_MESSAGE);
}

/** The employer's side that only owners and admins do (the check, the contract, leaving). */
export function requireManager(access: Access): void {
  if (access.who !== 'manager') throw forbidden(MANAGERS_ONLY_MESSAGE);
}

/** Any member of the company (the first shift). */
export function requireMember(access: Access): void {
  if (access.who === 'candidate') throw forbidden(ONLY_MEMBERS_MESSAGE);
}

/** The evidence file: owners and admins only; to anyone else it does not exist (404). */
export function requireManagerOr404(access: Access): void {
  if (access.who !== 'manager') throw notFound(NOT_FOUND_MESSAGE);
}

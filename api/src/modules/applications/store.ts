// SQL shared by the application, interview and offer services.
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { notFound } from '../../http/errors.js';
import type { ApplicationStatus } from './transitions.js';

/** An application with what the notifications need to name it. */
export type ApplicationRef = {
  id: string;
  status: ApplicationStatus;
  job_id: string;
  job_title: string;
  company_id: string;
  company_name: string;
  candidate_id: string;
  candidate_name: string;
};

const SELECT_REF = `
  SELECT a.id, a.status, a.job_id, j.title AS job_title, a.company_id, c.name AS company_name,
         a.candidate_id, u.first_name || ' ' || u.last_name AS candidate_name
  FROM applications a
  JOIN jobs j ON j.id = a.job_id
  JOIN companies c ON c.id = a.company_id
  JOIN users u ON u.id = a.candidate_id`;

export const APPLICATION_NOT_FOUND = 'Application not found';

/** The application if it is the candidate's own or the company's (`FOR UPDATE` inside a write). */
export async function findApplication(
  db: Db,
  id: string,
  owner: { candidateId: string } | { companyId: string },
  lock = false,
): Promise<ApplicationRef> {
  const [column, value] =
    'candidateId' in owner
      ? ['a.candidate_id', owner.candidateId]
      : ['a.company_id', owner.companyId];
  const { rows } = await db.query<ApplicationRef>(
    `${SELECT_REF} WHERE a.id = $1 AND ${column} = $2${lock ? ' FOR UPDATE OF a' : ''}`,
    [id, value],
  );
  if (!rows[0]) throw notFound(APPLICATION_NOT_FOUND);
  return rows[0];
}

/** Sets the status and writes the history row (same transaction). */
export async function setStatus(
  tx: Db,
  application: Pick<ApplicationRef, 'id' | 'status'>,
  to: ApplicationStatus,
  changedBy: string,
  note: string | null = null,
): Promise<void> {
  if (application.status === to) return;
  await kysely(tx)
    .updateTable('applications')
    .set({ status: to, status_changed_at: sql<Date>`now()` })
    .where('id', '=', application.id)
    .returning('id')
    .execute();
  await kysely(tx)
    .insertInto('application_status_history')
    .values({
      application_id: application.id,
      from_status: application.status,
      to_status: to,
      changed_by: changedBy,
      note,
    })
    .returning('id')
    .execute();
}

/** The user ids of every member of a company (who hear about its applications). */
export async function companyMemberIds(db: Db, companyId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT user_id FROM company_members WHERE company_id = $1 ORDER BY created_at',
    [companyId],
  );
  return rows.map((row) => row.user_id);
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A NOT NULL timestamp as the contract's ISO string. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

// SQL shared by the application, interview and offer services.
import type { FastifyInstance } from 'fastify';
import { sql, type Expression } from 'kysely';
import { isLaterStage } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import type { NotificationEvent } from '../../events/bus.js';
import { kysely } from '../../db/kysely.js';
import { notFound, type HttpError } from '../../http/errors.js';
import { publishAll } from '../notifications/index.js';
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

/**
 * A user's full name in SQL (`first_name || ' ' || last_name`) from typed column references
 * (`eb.ref('u.first_name')`); null where a left join found no user.
 */
export const fullName = <T extends string | null>(first: Expression<T>, last: Expression<T>) =>
  sql<T>`${first} || ' ' || ${last}`;

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
      ? (['a.candidate_id', owner.candidateId] as const)
      : (['a.company_id', owner.companyId] as const);
  const row: ApplicationRef | undefined = await kysely(db)
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .innerJoin('users as u', 'u.id', 'a.candidate_id')
    .select((eb) => [
      'a.id',
      'a.status',
      'a.job_id',
      'j.title as job_title',
      'a.company_id',
      'c.name as company_name',
      'a.candidate_id',
      fullName(eb.ref('u.first_name'), eb.ref('u.last_name')).as('candidate_name'),
    ])
    .where('a.id', '=', id)
    .where(column, '=', value)
    .$if(lock, (qb) => qb.forUpdate('a'))
    .executeTakeFirst();
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

/**
 * Sets the status and writes the history row (same transaction); a pending knock-out rejection
 * of the application is cancelled.
 */
export async function setStatus(
  tx: Db,
  application: Pick<ApplicationRef, 'id' | 'status'>,
  to: ApplicationStatus,
  /** null: the API itself (an offer's deadline passed). */
  changedBy: string | null,
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
      // The moment of the move, not of the transaction: two moves in one transaction (applied,
      // then rejected by a knock-out at once) keep their order in the history.
      created_at: sql<Date>`clock_timestamp()`,
    })
    .returning('id')
    .execute();
  // Any move cancels a pending knock-out rejection (issue 33): whoever moved it decided.
  await kysely(tx)
    .updateTable('application_knockouts')
    .set({ rejects_at: null })
    .where('application_id', '=', application.id)
    .where('rejects_at', 'is not', null)
    .returning('application_id')
    .execute();
}

/**
 * The stage an application was at before it moved forward into `status` (its latest forward move
 * into it in the history), for undoing that move: withdrawing the offer, cancelling the only
 * interview, an offer that expired. `fallback` when the history does not say (old rows).
 */
export async function stageBefore(
  tx: Db,
  applicationId: string,
  status: ApplicationStatus,
  fallback: ApplicationStatus,
): Promise<ApplicationStatus> {
  const rows = await kysely(tx)
    .selectFrom('application_status_history')
    .select(['from_status'])
    .where('application_id', '=', applicationId)
    .where('to_status', '=', status)
    .where('from_status', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const forward = rows.find((row) => row.from_status && isLaterStage(row.from_status, status));
  return forward?.from_status ?? fallback;
}

/** The user ids of every member of a company (who hear about its applications). */
export async function companyMemberIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await kysely(db)
    .selectFrom('company_members')
    .select('user_id')
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.user_id);
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A NOT NULL timestamp as the contract's ISO string. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

/**
 * A refusal that comes after something was committed and told (an offer answered after its
 * deadline expires first, then 409): the error carries the events to publish.
 */
export const refusedWithEvents = (error: HttpError, events: NotificationEvent[]) =>
  Object.assign(error, { events });

/** Runs a write; if it throws a refusal with events, publishes them before passing it on. */
export async function publishingRefused<T>(app: FastifyInstance, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    const events = (error as { events?: NotificationEvent[] } | null)?.events;
    if (events?.length) await publishAll(app, events);
    throw error;
  }
}

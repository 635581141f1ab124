// The workflow log (issue 33): what each workflow did (knocked out, rejected, invited, reminded)
// or a recruiter did to it (overridden), with the rule and the answer that decided.
import type {
  Knockout,
  WorkflowLogEntry,
  WorkflowLogKind,
  WorkflowLogQuery,
} from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { fullName, isoTime } from '../store.js';

/** The log answers at most this many entries, newest first. */
export const WORKFLOW_LOG_LIMIT = 500;
/** Without `since`, the log goes back this many days. */
export const WORKFLOW_LOG_DAYS = 7;

export type LogInput = {
  application: { id: string; company_id: string; job_id: string };
  kind: WorkflowLogKind;
  knockout?: { questionId: string; question: string; answer: string | number; rule: Knockout };
  detail?: string | null;
};

/** Writes one entry in the caller's transaction. */
export async function writeLog(tx: Db, input: LogInput): Promise<void> {
  const knockout = input.knockout;
  await kysely(tx)
    .insertInto('workflow_log')
    .values({
      company_id: input.application.company_id,
      job_id: input.application.job_id,
      application_id: input.application.id,
      kind: input.kind,
      question_id: knockout?.questionId ?? null,
      question: knockout?.question ?? null,
      answer: knockout ? JSON.stringify(knockout.answer) : null,
      rule: knockout ? JSON.stringify(knockout.rule) : null,
      detail: input.detail ?? null,
    })
    .returning('id')
    .execute();
}

/** The company's log since `since` (default WORKFLOW_LOG_DAYS ago), of one job or all. */
export async function readLog(
  db: Db,
  companyId: string,
  query: WorkflowLogQuery,
): Promise<WorkflowLogEntry[]> {
  const since = query.since
    ? sql<Date>`${new Date(query.since).toISOString()}::timestamptz`
    : sql<Date>`now() - make_interval(days => ${WORKFLOW_LOG_DAYS})`;
  const rows = await kysely(db)
    .selectFrom('workflow_log as l')
    .innerJoin('jobs as j', 'j.id', 'l.job_id')
    .innerJoin('applications as a', 'a.id', 'l.application_id')
    .innerJoin('users as u', 'u.id', 'a.candidate_id')
    .select((eb) => [
      'l.id',
      'l.at',
      'l.kind',
      'l.application_id',
      'l.job_id',
      'j.title as job_title',
      fullName(eb.ref('u.first_name'), eb.ref('u.last_name')).as('candidate_name'),
      'l.question_id',
      'l.question',
      'l.answer',
      'l.rule',
      'l.detail',
    ])
    .where('l.company_id', '=', companyId)
    .where('l.at', '>=', since)
    .$if(query.jobId !== undefined, (q) => q.where('l.job_id', '=', query.jobId!))
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(WORKFLOW_LOG_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: isoTime(row.at),
    kind: row.kind,
    applicationId: row.application_id,
    job: { id: row.job_id, title: row.job_title },
    candidateName: row.candidate_name,
    questionId: row.question_id,
    question: row.question,
    answer: row.answer,
    rule: row.rule,
    detail: row.detail,
  }));
}

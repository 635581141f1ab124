// A hiring workflow (issue 33): a job's own, else its company's default, else DEFAULT_WORKFLOW.
// PUT writes one (`inherited: false` for a job from then on); DELETE of a job's goes back to the
// company default.
import {
  DEFAULT_WORKFLOW,
  fieldLabel,
  type Workflow,
  type WorkflowBody,
} from 'shared-kernel/contract';
import { londonDay, payProblem, trialRateProblem } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { badRequest } from '../../../http/errors.js';

type WorkflowRow = {
  job_id: string | null;
  knockout_delay_hours: number;
  rejection_message: string;
  auto_invite: Workflow['autoInvite'];
  trial_hourly_rate_pence: number | null;
};

const fromRow = (row: WorkflowRow | undefined, inherited: boolean): Workflow =>
  row
    ? {
        knockoutDelayHours: row.knockout_delay_hours,
        rejectionMessage: row.rejection_message,
        autoInvite: row.auto_invite,
        trialHourlyRate:
          row.trial_hourly_rate_pence === null ? null : row.trial_hourly_rate_pence / 100,
        inherited,
      }
    : { ...DEFAULT_WORKFLOW, trialHourlyRate: DEFAULT_WORKFLOW.trialHourlyRate ?? null, inherited };

const COLUMNS = [
  'job_id',
  'knockout_delay_hours',
  'rejection_message',
  'auto_invite',
  'trial_hourly_rate_pence',
] as const;

/** The company's default workflow (DEFAULT_WORKFLOW before any PUT). */
export async function companyWorkflow(db: Db, companyId: string): Promise<Workflow> {
  const row = await kysely(db)
    .selectFrom('hiring_workflows')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('job_id', 'is', null)
    .executeTakeFirst();
  return fromRow(row, false);
}

/** The workflow that acts on a job's applications: its own, else the company default. */
export async function jobWorkflow(db: Db, companyId: string, jobId: string): Promise<Workflow> {
  const rows = await kysely(db)
    .selectFrom('hiring_workflows')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('job_id', '=', jobId), eb('job_id', 'is', null)]))
    .execute();
  const own = rows.find((row) => row.job_id === jobId);
  return own ? fromRow(own, false) : fromRow(rows[0], true);
}

/** Every job's own workflow of the company, by job id, and the default (overview). */
export async function workflowsOfCompany(db: Db, companyId: string) {
  const rows = await kysely(db)
    .selectFrom('hiring_workflows')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .execute();
  const fallback = fromRow(
    rows.find((row) => row.job_id === null),
    true,
  );
  const byJob = new Map(rows.flatMap((row) => (row.job_id ? [[row.job_id, row]] : [])));
  return {
    companyDefault: { ...fallback, inherited: false },
    ofJob: (jobId: string) => {
      const own = byJob.get(jobId);
      return own ? fromRow(own, false) : fallback;
    },
  };
}

/**
 * The trial's rate in pence: required with a trial shift (400 naming it), always within pay limits
 * and at least today's 21-and-over minimum wage (issue 43).
 */
function trialRatePence(body: WorkflowBody): number | null {
  const field = 'trialHourlyRate';
  const rate = body.trialHourlyRate ?? null;
  if (rate === null) {
    if (body.autoInvite !== 'trial_shift') return null;
    throw badRequest(`${fieldLabel(field)} is required for a trial shift`, field);
  }
  // Checked with or without a trial: 0.001 would be stored as 0 pence (a 500).
  const problem =
    payProblem(rate, 'hourly', fieldLabel(field)) ??
    trialRateProblem(rate, fieldLabel(field), londonDay());
  if (problem) throw badRequest(problem, field);
  return Math.round(rate * 100);
}

/** Writes the company's default (jobId null) or a job's own workflow. */
export async function saveWorkflow(
  db: Db,
  target: { companyId: string; jobId: string | null; userId: string },
  body: WorkflowBody,
): Promise<Workflow> {
  const message = body.rejectionMessage.trim();
  if (!message) throw badRequest('Rejection message must not be blank', 'rejectionMessage');
  const fields = {
    knockout_delay_hours: body.knockoutDelayHours,
    rejection_message: message,
    auto_invite: body.autoInvite,
    trial_hourly_rate_pence: trialRatePence(body),
    updated_by: target.userId,
    updated_at: sql<Date>`now()`,
  };
  const insert = kysely(db)
    .insertInto('hiring_workflows')
    .values({ company_id: target.companyId, job_id: target.jobId, ...fields });
  const row = await (
    target.jobId === null
      ? insert.onConflict((oc) =>
          oc.column('company_id').where('job_id', 'is', null).doUpdateSet(fields),
        )
      : insert.onConflict((oc) =>
          oc.column('job_id').where('job_id', 'is not', null).doUpdateSet(fields),
        )
  )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return fromRow(row, false);
}

/** The job goes back to the company default. */
export async function resetJobWorkflow(db: Db, companyId: string, jobId: string): Promise<void> {
  await kysely(db)
    .deleteFrom('hiring_workflows')
    .where('company_id', '=', companyId)
    .where('job_id', '=', jobId)
    .returning('id')
    .execute();
}

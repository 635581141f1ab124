// GET /api/companies/mine/hiring-workflows (issue 33): the company default and every open or
// draft job with its questions (knock-outs included), its workflow, how many applied, and per
// question how many answered it and how many it knocked out (a question that rules out everyone
// shows).
import type { HiringWorkflows, ScreeningStat } from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { screeningColumn, serializeScreening } from '../../jobs/index.js';
import { workflowsOfCompany } from './workflow-store.js';

export async function hiringWorkflows(db: Db, companyId: string): Promise<HiringWorkflows> {
  const workflows = await workflowsOfCompany(db, companyId);
  const jobs = await kysely(db)
    .selectFrom('jobs as j')
    .select((eb) => [
      'j.id',
      'j.title',
      'j.status',
      screeningColumn,
      eb
        .selectFrom('applications as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.job_id', '=', 'j.id')
        .$asScalar()
        .as('applications'),
    ])
    .where('j.company_id', '=', companyId)
    .where('j.status', 'in', ['open', 'draft'])
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .execute();
  const questionIds = jobs.flatMap((job) => job.screening.map((question) => question.id));
  const answered = new Map<string, number>();
  const knockedOut = new Map<string, number>();
  if (questionIds.length) {
    const answeredRows = await kysely(db)
      .selectFrom('application_answers')
      .select(['question_id', sql<number>`count(*)::int`.as('n')])
      .where('question_id', 'in', questionIds)
      .groupBy('question_id')
      .execute();
    for (const row of answeredRows) answered.set(row.question_id, row.n);
    const knockedRows = await kysely(db)
      .selectFrom('application_knockouts')
      .select(['question_id', sql<number>`count(*)::int`.as('n')])
      .where('question_id', 'in', questionIds)
      .groupBy('question_id')
      .execute();
    for (const row of knockedRows) knockedOut.set(row.question_id, row.n);
  }
  return {
    companyDefault: workflows.companyDefault,
    jobs: jobs.map((job) => ({
      id: job.id,
      title: job.title,
      status: job.status,
      screening: serializeScreening(job.screening, true),
      workflow: workflows.ofJob(job.id),
      applications: job.applications ?? 0,
      stats: job.screening.map((question): ScreeningStat => ({
        questionId: question.id,
        question: question.question,
        answered: answered.get(question.id) ?? 0,
        knockedOut: knockedOut.get(question.id) ?? 0,
      })),
    })),
  };
}

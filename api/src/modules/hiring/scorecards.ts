import type {
  AddScorecardBody,
  Scorecard,
  ScorecardPage,
  ScorecardRatings,
  UpdateScorecardBody,
} from 'shared-kernel/contract';
import type { InferResult } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { findApplication, fullName, isoTime } from '../applications/index.js';

// Interview scorecards: a recruiter rates a candidate after an interview (1–5 per criterion) and
// recommends hire, maybe or no hire. Kept with the application, seen by the company only.

// The criteria and recommendations are the contract's (shared-kernel/src/contract/hiring.ts).
export {
  SCORECARD_CRITERIA,
  SCORECARD_RECOMMENDATIONS as RECOMMENDATIONS,
  type ScorecardCriterion as Criterion,
} from 'shared-kernel/contract';
export type ScorecardInput = AddScorecardBody;

/** A scorecard with its author, candidate and job: add the WHERE to it. */
const selectScorecard = (db: Db) =>
  kysely(db)
    .selectFrom('interview_scorecards as s')
    .innerJoin('applications as a', 'a.id', 's.application_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('users as cu', 'cu.id', 's.candidate_id')
    .leftJoin('users as au', 'au.id', 's.author_id')
    .select((eb) => [
      's.id',
      's.application_id',
      's.interview_id',
      's.author_id',
      fullName(eb.ref('au.first_name'), eb.ref('au.last_name')).as('author_name'),
      's.ratings',
      's.recommendation',
      's.notes',
      's.created_at',
      's.updated_at',
      's.candidate_id',
      fullName(eb.ref('cu.first_name'), eb.ref('cu.last_name')).as('candidate_name'),
      'a.job_id',
      'j.title as job_title',
    ]);

type Row = InferResult<ReturnType<typeof selectScorecard>>[number];

/** The average of the ratings given, to one decimal (null when none). */
export function averageRating(ratings: ScorecardRatings): number | null {
  const values = Object.values(ratings).filter((value) => value !== undefined);
  if (!values.length) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

const serialize = (row: Row): Scorecard => ({
  id: row.id,
  applicationId: row.application_id,
  interviewId: row.interview_id,
  author:
    row.author_id && row.author_name !== null ? { id: row.author_id, name: row.author_name } : null,
  ratings: row.ratings,
  average: averageRating(row.ratings),
  recommendation: row.recommendation,
  notes: row.notes,
  createdAt: isoTime(row.created_at),
  updatedAt: isoTime(row.updated_at),
  candidate: { id: row.candidate_id, name: row.candidate_name },
  job: { id: row.job_id, title: row.job_title },
});

export type ScorecardJson = Scorecard;

export async function applicationScorecards(
  db: Db,
  companyId: string,
  applicationId: string,
): Promise<Scorecard[]> {
  await findApplication(db, applicationId, { companyId });
  const rows = await selectScorecard(db)
    .where('s.application_id', '=', applicationId)
    .where('s.company_id', '=', companyId)
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
  return rows.map(serialize);
}

export async function companyScorecards(
  db: Db,
  companyId: string,
  page: { page: number; pageSize: number },
): Promise<ScorecardPage> {
  const rows = await selectScorecard(db)
    .where('s.company_id', '=', companyId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const { total } = await kysely(db)
    .selectFrom('interview_scorecards')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { items: rows.map(serialize), total, ...page };
}

async function findScorecard(db: Db, companyId: string, id: string) {
  const row = await selectScorecard(db)
    .where('s.id', '=', id)
    .where('s.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound('Scorecard not found');
  return row;
}

export async function addScorecard(
  db: Db,
  recruiter: { id: string; companyId: string },
  applicationId: string,
  input: ScorecardInput,
): Promise<Scorecard> {
  if (!Object.keys(input.ratings).length)
    throw badRequest('Ratings need at least one criterion rated', 'ratings');
  const application = await findApplication(db, applicationId, {
    companyId: recruiter.companyId,
  });
  if (input.interviewId) {
    const interview = await kysely(db)
      .selectFrom('interviews')
      .select('id')
      .where('id', '=', input.interviewId)
      .where('application_id', '=', application.id)
      .executeTakeFirst();
    if (!interview)
      throw badRequest('Interview must be one of this application’s interviews', 'interviewId');
  }
  const { id } = await kysely(db)
    .insertInto('interview_scorecards')
    .values({
      application_id: application.id,
      candidate_id: application.candidate_id,
      company_id: application.company_id,
      interview_id: input.interviewId ?? null,
      author_id: recruiter.id,
      ratings: JSON.stringify(input.ratings),
      recommendation: input.recommendation,
      notes: input.notes?.trim() || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return serialize(await findScorecard(db, recruiter.companyId, id));
}

export const NOT_AUTHOR_MESSAGE = 'Only the author of a scorecard can change it';

/** Changes a scorecard of the recruiter's company: only its author may (403 for the others). */
export async function updateScorecard(
  db: Db,
  recruiter: { id: string; companyId: string },
  id: string,
  input: UpdateScorecardBody,
): Promise<Scorecard> {
  const { companyId } = recruiter;
  const current = await findScorecard(db, companyId, id);
  if (current.author_id !== recruiter.id) throw forbidden(NOT_AUTHOR_MESSAGE);
  if (input.ratings && !Object.keys(input.ratings).length)
    throw badRequest('Ratings need at least one criterion rated', 'ratings');
  await kysely(db)
    .updateTable('interview_scorecards')
    .set({
      ratings: JSON.stringify(input.ratings ?? current.ratings),
      recommendation: input.recommendation ?? current.recommendation,
      notes: input.notes !== undefined ? input.notes.trim() || null : current.notes,
    })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('author_id', '=', recruiter.id)
    .returning('id')
    .execute();
  return serialize(await findScorecard(db, companyId, id));
}

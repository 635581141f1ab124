import type {
  AddScorecardBody,
  Scorecard,
  ScorecardPage,
  ScorecardRatings,
  ScorecardRecommendation,
  UpdateScorecardBody,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { findApplication, isoTime } from '../applications/store.js';

// Interview scorecards: a recruiter rates a candidate after an interview (1–5 per criterion) and
// recommends hire, maybe or no hire. Kept with the application, seen by the company only.

// The criteria and recommendations are the contract's (shared-kernel/src/contract/hiring.ts).
export {
  SCORECARD_CRITERIA,
  SCORECARD_RECOMMENDATIONS as RECOMMENDATIONS,
  type ScorecardCriterion as Criterion,
} from 'shared-kernel/contract';
export type ScorecardInput = AddScorecardBody;

type Row = {
  id: string;
  application_id: string;
  interview_id: string | null;
  author_id: string | null;
  author_name: string | null;
  ratings: ScorecardRatings;
  recommendation: ScorecardRecommendation;
  notes: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  candidate_id: string;
  candidate_name: string;
  job_id: string;
  job_title: string;
};

const SELECT = `
  SELECT s.id, s.application_id, s.interview_id, s.author_id,
         au.first_name || ' ' || au.last_name AS author_name, s.ratings, s.recommendation, s.notes,
         s.created_at, s.updated_at, s.candidate_id,
         cu.first_name || ' ' || cu.last_name AS candidate_name, a.job_id, j.title AS job_title
  FROM interview_scorecards s
  JOIN applications a ON a.id = s.application_id
  JOIN jobs j ON j.id = a.job_id
  JOIN users cu ON cu.id = s.candidate_id
  LEFT JOIN users au ON au.id = s.author_id`;

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
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE s.application_id = $1 AND s.company_id = $2 ORDER BY s.created_at, s.id`,
    [applicationId, companyId],
  );
  return rows.map(serialize);
}

export async function companyScorecards(
  db: Db,
  companyId: string,
  page: { page: number; pageSize: number },
): Promise<ScorecardPage> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE s.company_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT $2 OFFSET $3`,
    [companyId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  const { rows: count } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM interview_scorecards WHERE company_id = $1',
    [companyId],
  );
  return { items: rows.map(serialize), total: count[0].n, ...page };
}

async function findScorecard(db: Db, companyId: string, id: string) {
  const { rows } = await db.query<Row>(`${SELECT} WHERE s.id = $1 AND s.company_id = $2`, [
    id,
    companyId,
  ]);
  if (!rows[0]) throw notFound('Scorecard not found');
  return rows[0];
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
    const { rows } = await db.query(
      'SELECT 1 FROM interviews WHERE id = $1 AND application_id = $2',
      [input.interviewId, application.id],
    );
    if (!rows[0])
      throw badRequest('Interview must be one of this application’s interviews', 'interviewId');
  }
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO interview_scorecards (application_id, candidate_id, company_id, interview_id,
       author_id, ratings, recommendation, notes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      application.id,
      application.candidate_id,
      application.company_id,
      input.interviewId ?? null,
      recruiter.id,
      JSON.stringify(input.ratings),
      input.recommendation,
      input.notes?.trim() || null,
    ],
  );
  return serialize(await findScorecard(db, recruiter.companyId, rows[0].id));
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
  await db.query(
    `UPDATE interview_scorecards SET ratings = $3, recommendation = $4, notes = $5
     WHERE id = $1 AND company_id = $2 AND author_id = $6`,
    [
      id,
      companyId,
      JSON.stringify(input.ratings ?? current.ratings),
      input.recommendation ?? current.recommendation,
      input.notes !== undefined ? input.notes.trim() || null : current.notes,
      recruiter.id,
    ],
  );
  return serialize(await findScorecard(db, companyId, id));
}

import type { Recommendations } from 'shared-kernel/contract';
import { CARD_MAX_REASONS, cultureScore } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { candidateContext, type CandidateContext } from './candidate-context.js';
import { personalityMatch, skillsMatch } from './matching.js';
import { JOB_COLUMNS, JOB_FROM, jobCulture, serializeJob, type JobRow } from './serialize.js';

// GET /api/job-recommendations (spec section 7): the candidate's own profile and answers against a
// bounded set of open jobs (found through the indexes), scored here; never all jobs.

export const RECOMMENDED_JOBS = 12;
const TRENDING = 3;

type PoolRow = JobRow & { recent_applications: number };

const OPEN_NOW = `j.status = 'open' AND (j.closes_on IS NULL OR j.closes_on >= current_date)`;

/**
 * Skills mode pool: up to 200 newest open jobs sharing a skill (GIN on skills), 100 newest in the
 * candidate's city, and the 50 newest; each with its applications of the last 7 days.
 */
async function skillsPool(db: Db, candidate: CandidateContext): Promise<PoolRow[]> {
  const { rows } = await db.query<PoolRow>(
    `WITH pool AS (
       (SELECT j.id FROM jobs j WHERE j.status = 'open' AND j.skills && $1::text[]
        ORDER BY j.published_at DESC, j.id DESC LIMIT 200)
       UNION
       (SELECT j.id FROM jobs j JOIN venues v ON v.id = j.venue_id
        WHERE j.status = 'open' AND lower(v.city) = lower($2::text)
        ORDER BY j.published_at DESC, j.id DESC LIMIT 100)
       UNION
       (SELECT j.id FROM jobs j WHERE j.status = 'open' ORDER BY j.published_at DESC, j.id DESC LIMIT 50)
     )
     SELECT ${JOB_COLUMNS},
       (SELECT count(*)::int FROM applications a
        WHERE a.job_id = j.id AND a.created_at > now() - interval '7 days') AS recent_applications
     FROM pool JOIN ${JOB_FROM} ON j.id = pool.id
     WHERE ${OPEN_NOW}`,
    [candidate.skills, candidate.city],
  );
  return rows;
}

/** Culture mode pool: up to 150 newest open jobs at the candidate's pace and the 150 newest. */
async function culturePool(db: Db, candidate: CandidateContext): Promise<JobRow[]> {
  const { rows } = await db.query<JobRow>(
    `WITH pool AS (
       (SELECT j.id FROM jobs j WHERE j.status = 'open' AND j.pace = $1::text
        ORDER BY j.published_at DESC, j.id DESC LIMIT 150)
       UNION
       (SELECT j.id FROM jobs j WHERE j.status = 'open' ORDER BY j.published_at DESC, j.id DESC LIMIT 150)
     )
     SELECT ${JOB_COLUMNS} FROM pool JOIN ${JOB_FROM} ON j.id = pool.id WHERE ${OPEN_NOW}`,
    [candidate.culture.workPace ?? null],
  );
  return rows;
}

const newestFirst = (a: JobRow, b: JobRow) =>
  new Date(b.published_at ?? 0).getTime() - new Date(a.published_at ?? 0).getTime() ||
  (a.id < b.id ? 1 : -1);

export async function skillsRecommendations(db: Db, candidateId: string): Promise<Recommendations> {
  const candidate = await candidateContext(db, candidateId);
  const pool = await skillsPool(db, candidate);
  const scored = pool
    .map((row) => ({ row, match: skillsMatch(candidate, row) }))
    .sort((a, b) => b.match.score - a.match.score || newestFirst(a.row, b.row))
    .slice(0, RECOMMENDED_JOBS);

  const trending = scored
    .filter(({ row }) => row.recent_applications > 0)
    .sort((a, b) => b.row.recent_applications - a.row.recent_applications)
    .slice(0, TRENDING)
    .map(({ row }) => row.id);
  const matchingReasons: Record<string, string[]> = {};
  const personalityMatches: Record<string, number> = {};
  for (const { row, match } of scored) {
    matchingReasons[row.id] = match.reasons.slice(0, CARD_MAX_REASONS);
    personalityMatches[row.id] = personalityMatch(candidate.personalityType, row.title);
  }
  return {
    jobs: scored.map(({ row, match }) => ({ ...serializeJob(row), matchScore: match.score })),
    trending,
    urgent: scored.filter(({ row }) => row.urgent).map(({ row }) => row.id),
    matchingReasons,
    personalityMatches,
  };
}

export async function cultureRecommendations(
  db: Db,
  candidateId: string,
): Promise<Recommendations> {
  const candidate = await candidateContext(db, candidateId);
  const pool = await culturePool(db, candidate);
  const scored = pool
    .map((row) => ({
      row,
      culture: candidate.hasCulture ? cultureScore(candidate.culture, jobCulture(row)) : null,
    }))
    .sort((a, b) => (b.culture?.score ?? 0) - (a.culture?.score ?? 0) || newestFirst(a.row, b.row))
    .slice(0, RECOMMENDED_JOBS);
  return {
    jobs: scored.map(({ row, culture }) => {
      const score = culture?.score ?? null;
      const reasons = culture?.reasons.slice(0, CARD_MAX_REASONS) ?? [];
      return {
        ...serializeJob(row),
        cultureScore: score,
        culturalMatchScore: score,
        culturalMatch: { overallScore: score },
        cultureReasons: reasons,
        cultureHighlights: reasons,
      };
    }),
  };
}

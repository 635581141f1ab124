import type { JobCard, RecommendationMode, Recommendations } from 'shared-kernel/contract';
import { CARD_MAX_REASONS, RECOMMENDED_JOBS, withVariety } from 'shared-kernel/rules';
import type { Db } from '../../../db/client.js';
import { COMPANY_CHANGE_SQL, searchEngineOf } from '../search/engine.js';
import { LATEST_CHANGE_SQL } from './features.js';
import { STORED_PICKS, type Pick } from './rank.js';
import { applyJobChanges, refreshCandidate } from './refresh.js';

// GET /api/job-recommendations: the candidate's picks are computed ahead (refresh.ts); a read is
// one small query, two for Trending. The first reads the picks with what to leave out now (jobs
// applied to or dismissed; expired ones by their closing date), the jobs the candidate saved and
// liked, and the latest change numbers; the 12 are chosen here, at most 3 of a company, and
// shown with their cards from the search engine's memory (search/engine.ts, brought up to that
// change number first), so a job closed or past its closing date is left out. In skills mode a
// second query counts those jobs' applications of the week (Trending). Only when the
// candidate's own data changed (stale) or jobs changed since the picks were computed (a job's
// change number) is anything computed first.

const TRENDING = 3;

type State = {
  picks: Pick[];
  computed_seq: string;
  stale: boolean;
  needs_personality_quiz: boolean;
  needs_assessment: boolean;
  max_seq: string | null;
  company_seq: string;
  today: string;
  hidden: string[];
  saved: string[];
  liked: string[];
};

const STATE_SQL = `
  SELECT r.picks, r.computed_seq::text AS computed_seq, r.stale, r.needs_personality_quiz,
         r.needs_assessment, (${LATEST_CHANGE_SQL})::text AS max_seq,
         (${COMPANY_CHANGE_SQL})::text AS company_seq, current_date::text AS today,
         ARRAY(SELECT a.job_id FROM applications a WHERE a.candidate_id = $1
               UNION ALL
               SELECT p.job_id FROM job_preferences p
               WHERE p.candidate_id = $1 AND p.action = 'dislike') AS hidden,
         ARRAY(SELECT s.job_id FROM saved_jobs s WHERE s.candidate_id = $1) AS saved,
         ARRAY(SELECT p.job_id FROM job_preferences p
               WHERE p.candidate_id = $1 AND p.action = 'like') AS liked
  FROM candidate_recommendations r
  WHERE r.candidate_id = $1 AND r.mode = $2`;

/** The jobs' applications of the last 7 days (Trending), those with any. */
const RECENT_APPLICATIONS_SQL = `
  SELECT a.job_id AS id, count(*)::int AS n FROM applications a
  WHERE a.job_id = ANY($1::uuid[]) AND a.created_at > now() - interval '7 days'
  GROUP BY a.job_id`;

async function readState(db: Db, candidateId: string, mode: RecommendationMode) {
  // Prepared statements (PostgreSQL): these two are the hot path, planned once per connection.
  const { rows } = await db.query<State>(STATE_SQL, [candidateId, mode], {
    name: 'recommendations-state',
  });
  return rows[0] ?? null;
}

/** The picks that may be shown now, in order: not hidden, not past their closing date. */
function showable(state: State): Pick[] {
  const hidden = new Set(state.hidden);
  return state.picks.filter((pick) => !hidden.has(pick.j) && (!pick.e || pick.e >= state.today));
}

/** The stored picks, brought up to date first when they are not. */
async function currentState(db: Db, candidateId: string, mode: RecommendationMode) {
  const state = await readState(db, candidateId, mode);
  if (!state || state.stale) {
    await refreshCandidate(db, candidateId);
  } else if (Number(state.computed_seq) < Number(state.max_seq ?? 0)) {
    const { rows } = await db.query<{ mode: RecommendationMode; picks: Pick[] }>(
      'SELECT mode, picks FROM candidate_recommendations WHERE candidate_id = $1',
      [candidateId],
    );
    const stored = { skills: [] as Pick[], culture: [] as Pick[] };
    for (const row of rows) stored[row.mode] = row.picks;
    await applyJobChanges(db, candidateId, Number(state.computed_seq), stored);
  } else if (showable(state).length < RECOMMENDED_JOBS && state.picks.length >= STORED_PICKS) {
    // Enough were stored but too many have gone (applied, dismissed, expired): look further.
    await refreshCandidate(db, candidateId);
  } else {
    return state;
  }
  return readState(db, candidateId, mode);
}

export async function recommendations(
  db: Db,
  candidateId: string,
  mode: RecommendationMode,
): Promise<Recommendations> {
  const state = await currentState(db, candidateId, mode);
  if (mode === 'culture' && (!state || state.needs_assessment)) {
    return { jobs: [], needsAssessment: true };
  }
  const picks = state
    ? withVariety(showable(state).map((pick) => ({ pick, companyId: pick.c }))).map(
        ({ pick }) => pick,
      )
    : [];
  const cards = picks.length
    ? await searchEngineOf(db).openCards(
        picks.map((pick) => pick.j),
        // The engine's change number (ENGINE_CHANGE_SQL), from the two halves read above.
        Math.max(Number(state?.max_seq ?? 0), Number(state?.company_seq ?? 0)),
        state?.today ?? '',
      )
    : new Map<string, JobCard>();
  const shown = picks.flatMap((pick) => {
    const job = cards.get(pick.j);
    return job ? [{ pick, job }] : [];
  });
  const saved = new Set(state?.saved);
  const liked = new Set(state?.liked);
  const flags = (job: JobCard) => ({
    saved: saved.has(job.id),
    liked: liked.has(job.id),
    applied: false,
  });

  if (mode === 'culture') {
    return {
      jobs: shown.map(({ pick, job }) => {
        const reasons = pick.r.slice(0, CARD_MAX_REASONS);
        return {
          ...job,
          ...flags(job),
          miles: pick.m,
          cultureScore: pick.s,
          culturalMatchScore: pick.s,
          culturalMatch: { overallScore: pick.s },
          cultureReasons: reasons,
          cultureHighlights: reasons,
        };
      }),
      needsAssessment: false,
    };
  }

  const needsQuiz = state?.needs_personality_quiz ?? true;
  const matchingReasons: Record<string, string[]> = {};
  const personalityMatches: Record<string, number | null> = {};
  for (const { pick } of shown) {
    matchingReasons[pick.j] = pick.r.slice(0, CARD_MAX_REASONS);
    personalityMatches[pick.j] = needsQuiz ? null : pick.p;
  }
  const { rows: recent } = shown.length
    ? await db.query<{ id: string; n: number }>(
        RECENT_APPLICATIONS_SQL,
        [shown.map(({ job }) => job.id)],
        { name: 'recommendations-recent-applications' },
      )
    : { rows: [] };
  // Most applications first; ties in the order shown (a stable sort).
  const order = new Map(shown.map(({ job }, i) => [job.id, i]));
  const trending = recent
    .sort((a, b) => b.n - a.n || order.get(a.id)! - order.get(b.id)!)
    .slice(0, TRENDING)
    .map((row) => row.id);
  return {
    jobs: shown.map(({ pick, job }) => ({
      ...job,
      ...flags(job),
      miles: pick.m,
      matchScore: pick.s,
    })),
    trending,
    urgent: shown.filter(({ job }) => job.urgent).map(({ job }) => job.id),
    matchingReasons,
    personalityMatches,
    needsPersonalityQuiz: needsQuiz,
  };
}

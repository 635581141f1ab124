import type { RecommendationMode, Recommendations } from 'shared-kernel/contract';
import { CARD_MAX_REASONS, londonDay, RECOMMENDED_JOBS, withVariety } from 'shared-kernel/rules';
import type { Db } from '../../../db/client.js';
import { cardColumns } from '../search/card-search.js';
import { serializeJobCard, type JobCardRow } from '../serialize.js';
import { anyChangeSince } from './features.js';
import { STORED_PICKS, type Pick } from './rank.js';
import { applyJobChanges, refreshCandidate } from './refresh.js';
import { storedPicks } from './store.js';

// GET /api/job-recommendations: the candidate's picks are computed ahead (refresh.ts); a read is
// two small prepared queries. The first reads the picks with what to leave out now (jobs applied
// to or dismissed; expired ones by their closing day in London), the jobs the candidate saved and
// liked, and whether any job or venue changed since the picks were computed (their snapshot,
// migration 022); the 12 are chosen here, at most 3 of a company. The second reads their cards
// from job_cards (kept current by triggers, so a job closed or past its closing day is left out
// and a renamed venue or company shows at once), in skills mode with their applications of the
// week (Trending). Only when the candidate's own data changed (stale) or jobs changed since the
// picks were computed is anything computed first.

const TRENDING = 3;

type State = {
  picks: Pick[];
  computed_snapshot: string;
  stale: boolean;
  behind: boolean;
  needs_personality_quiz: boolean;
  needs_assessment: boolean;
  hidden: string[];
  saved: string[];
  liked: string[];
};

const STATE_SQL = `
  SELECT r.picks, r.computed_snapshot::text AS computed_snapshot, r.stale, r.needs_personality_quiz,
         r.needs_assessment, ${anyChangeSince('r.computed_snapshot')} AS behind,
         ARRAY(SELECT a.job_id FROM applications a WHERE a.candidate_id = $1
               UNION ALL
               SELECT p.job_id FROM job_preferences p
               WHERE p.candidate_id = $1 AND p.action = 'dislike') AS hidden,
         ARRAY(SELECT s.job_id FROM saved_jobs s WHERE s.candidate_id = $1) AS saved,
         ARRAY(SELECT p.job_id FROM job_preferences p
               WHERE p.candidate_id = $1 AND p.action = 'like') AS liked
  FROM candidate_recommendations r
  WHERE r.candidate_id = $1 AND r.mode = $2`;

/** The open cards of these jobs ($1) not past their closing day ($2, London). */
const CARDS_SQL = `
  SELECT ${cardColumns('c')} FROM job_cards c
  WHERE c.job_id = ANY($1::uuid[]) AND (c.closes_on IS NULL OR c.closes_on >= $2::date)`;

/** The same with each one's applications of the last 7 days (Trending). */
const CARDS_TRENDING_SQL = `
  SELECT ${cardColumns('c')},
    (SELECT count(*)::int FROM applications a
     WHERE a.job_id = c.job_id AND a.created_at > now() - interval '7 days') AS recent
  FROM job_cards c
  WHERE c.job_id = ANY($1::uuid[]) AND (c.closes_on IS NULL OR c.closes_on >= $2::date)`;

async function readState(db: Db, candidateId: string, mode: RecommendationMode) {
  // Prepared statements (PostgreSQL): these two are the hot path, planned once per connection.
  const { rows } = await db.query<State>(STATE_SQL, [candidateId, mode], {
    name: 'recommendations-state',
  });
  return rows[0] ?? null;
}

/** The picks that may be shown on `today`, in order: not hidden, not past their closing day. */
function showable(state: State, today: string): Pick[] {
  const hidden = new Set(state.hidden);
  return state.picks.filter((pick) => !hidden.has(pick.j) && (!pick.e || pick.e >= today));
}

/** The stored picks, brought up to date first when they are not. */
async function currentState(db: Db, candidateId: string, mode: RecommendationMode, today: string) {
  const state = await readState(db, candidateId, mode);
  if (!state || state.stale) {
    await refreshCandidate(db, candidateId);
  } else if (state.behind) {
    await applyJobChanges(
      db,
      candidateId,
      state.computed_snapshot,
      await storedPicks(db, candidateId),
    );
  } else if (
    showable(state, today).length < RECOMMENDED_JOBS &&
    state.picks.length >= STORED_PICKS
  ) {
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
  const today = londonDay();
  const state = await currentState(db, candidateId, mode, today);
  if (mode === 'culture' && (!state || state.needs_assessment)) {
    return { jobs: [], needsAssessment: true };
  }
  const picks = state
    ? withVariety(showable(state, today).map((pick) => ({ pick, companyId: pick.c }))).map(
        ({ pick }) => pick,
      )
    : [];
  type CardRow = JobCardRow & { recent?: number };
  const { rows: cardRows } = picks.length
    ? await db.query<CardRow>(
        mode === 'skills' ? CARDS_TRENDING_SQL : CARDS_SQL,
        [picks.map((pick) => pick.j), today],
        { name: `recommendations-cards-${mode}` },
      )
    : { rows: [] as CardRow[] };
  const cards = new Map(cardRows.map((row) => [row.id, row]));
  const shown = picks.flatMap((pick) => {
    const row = cards.get(pick.j);
    return row ? [{ pick, job: serializeJobCard(row), recent: row.recent ?? 0 }] : [];
  });
  const saved = new Set(state?.saved);
  const liked = new Set(state?.liked);

  if (mode === 'culture') {
    return {
      jobs: shown.map(({ pick, job }) => {
        const reasons = pick.r.slice(0, CARD_MAX_REASONS);
        return Object.assign(job, {
          saved: saved.has(job.id),
          liked: liked.has(job.id),
          applied: false,
          miles: pick.m,
          cultureScore: pick.s,
          culturalMatchScore: pick.s,
          culturalMatch: { overallScore: pick.s },
          cultureReasons: reasons,
          cultureHighlights: reasons,
        });
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
  // Most applications of the week first (those with any); ties in the order shown.
  const trending = shown
    .map(({ job, recent }, i) => ({ id: job.id, recent, i }))
    .filter((row) => row.recent > 0)
    .sort((a, b) => b.recent - a.recent || a.i - b.i)
    .slice(0, TRENDING)
    .map((row) => row.id);
  return {
    // The card itself gets the fields (built for this answer only): a copy of each by spread
    // was 7-9% of a read's time in a CPU profile (10 reads at a time), with GC at 18% (now 3.5%).
    jobs: shown.map(({ pick, job }) =>
      Object.assign(job, {
        saved: saved.has(job.id),
        liked: liked.has(job.id),
        applied: false,
        miles: pick.m,
        matchScore: pick.s,
      }),
    ),
    trending,
    urgent: shown.filter(({ job }) => job.urgent).map(({ job }) => job.id),
    matchingReasons,
    personalityMatches,
    needsPersonalityQuiz: needsQuiz,
  };
}

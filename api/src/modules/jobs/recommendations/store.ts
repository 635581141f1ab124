import type { RecommendationMode } from 'shared-kernel/contract';
import type { Db } from '../../../db/client.js';
import type { CandidateFeatures } from './features.js';
import type { Pick } from './rank.js';

// candidate_recommendations (migration 016): one row per candidate and mode.

export type Computed = {
  candidate: CandidateFeatures;
  picks: Record<RecommendationMode, Pick[]>;
};

/**
 * Stores computed picks, both modes, for many candidates in one statement. `stale` is left as it
 * is on an update: a write to the candidate's data during the computation keeps it stale.
 */
export async function storePicks(
  db: Db,
  computed: Computed[],
  computedSnapshot: string,
): Promise<void> {
  if (computed.length === 0) return;
  const rows = computed.flatMap(({ candidate, picks }) =>
    (['skills', 'culture'] as const).map((mode) => ({
      id: candidate.id,
      mode,
      picks: picks[mode],
      quiz: !candidate.personalityType,
      assessment: !candidate.hasCulture,
    })),
  );
  // One JSON document (a jsonb[] parameter is far slower to send and parse).
  await db.query(
    `INSERT INTO candidate_recommendations
       (candidate_id, mode, picks, computed_snapshot, needs_personality_quiz, needs_assessment)
     SELECT x.id, x.mode, x.picks, $2::pg_snapshot, x.quiz, x.assessment
     FROM jsonb_to_recordset($1::jsonb)
       AS x(id uuid, mode text, picks jsonb, quiz boolean, assessment boolean)
     ON CONFLICT (candidate_id, mode) DO UPDATE
       SET picks = EXCLUDED.picks, computed_snapshot = EXCLUDED.computed_snapshot,
           needs_personality_quiz = EXCLUDED.needs_personality_quiz,
           needs_assessment = EXCLUDED.needs_assessment, computed_at = now()`,
    [JSON.stringify(rows), computedSnapshot],
  );
}

/** Marks a candidate's rows fresh before their data is read (a write after that re-marks them). */
export async function markFresh(db: Db, candidateId?: string): Promise<void> {
  if (candidateId) {
    await db.query(
      'UPDATE candidate_recommendations SET stale = false WHERE candidate_id = $1 AND stale',
      [candidateId],
    );
  } else {
    await db.query('UPDATE candidate_recommendations SET stale = false WHERE stale');
  }
}

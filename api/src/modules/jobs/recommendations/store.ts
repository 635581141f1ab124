import type { RecommendationMode } from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
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
  const records = sql<{
    id: string;
    mode: string;
    picks: Pick[];
    quiz: boolean;
    assessment: boolean;
  }>`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`.as<'x'>(
    sql`x(id uuid, mode text, picks jsonb, quiz boolean, assessment boolean)`,
  );
  await kysely(db)
    .insertInto('candidate_recommendations')
    .columns([
      'candidate_id',
      'mode',
      'picks',
      'computed_snapshot',
      'needs_personality_quiz',
      'needs_assessment',
    ])
    .expression((eb) =>
      eb
        .selectFrom(records)
        .select([
          'x.id',
          'x.mode',
          'x.picks',
          sql<string>`${computedSnapshot}::pg_snapshot`.as('computed_snapshot'),
          'x.quiz',
          'x.assessment',
        ]),
    )
    .onConflict((oc) =>
      oc.columns(['candidate_id', 'mode']).doUpdateSet((eb) => ({
        picks: eb.ref('excluded.picks'),
        computed_snapshot: eb.ref('excluded.computed_snapshot'),
        needs_personality_quiz: eb.ref('excluded.needs_personality_quiz'),
        needs_assessment: eb.ref('excluded.needs_assessment'),
        computed_at: sql`now()`,
      })),
    )
    .execute();
}

/** Both modes' stored picks of one candidate (none before the first computation). */
export async function storedPicks(
  db: Db,
  candidateId: string,
): Promise<Record<RecommendationMode, Pick[]>> {
  const rows = await kysely(db)
    .selectFrom('candidate_recommendations')
    .select(['mode', 'picks'])
    .where('candidate_id', '=', candidateId)
    .$narrowType<{ mode: RecommendationMode; picks: Pick[] }>()
    .execute();
  const stored = { skills: [] as Pick[], culture: [] as Pick[] };
  for (const row of rows) stored[row.mode] = row.picks;
  return stored;
}

/** Marks a candidate's rows fresh before their data is read (a write after that re-marks them). */
export async function markFresh(db: Db, candidateId?: string): Promise<void> {
  let update = kysely(db).updateTable('candidate_recommendations').set({ stale: false });
  if (candidateId) update = update.where('candidate_id', '=', candidateId);
  await update.where((eb) => eb.ref('stale')).execute();
}

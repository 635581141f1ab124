import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { kysely } from '../../../db/kysely.js';
import { anyChangeSince } from './features.js';
import { applyJobChanges, refreshCandidate } from './refresh.js';
import { storedPicks } from './store.js';

// Keeps candidates' stored picks current in the background, a bounded batch at a time, so that
// reads stay on their two-query path (a read also brings its own candidate up to date, so this is
// never needed for correctness): first candidates with no picks yet or stale ones, then those
// furthest behind the job changes (only the changed jobs are merged in). Several API processes
// may pick the same candidates: each write is a whole, idempotent upsert, so that only costs time.

export const RECOMMENDATION_REFRESH_MS = 60_000;
/** Candidates brought up to date per tick (a few milliseconds each). */
export const RECOMMENDATION_REFRESH_BATCH = 300;
async function oneBatch(app: FastifyInstance, batch: number): Promise<number> {
  const db = app.db;
  const missing = await kysely(db)
    .selectFrom('users as u')
    .select('u.id')
    .where('u.user_type', '=', 'candidate')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('candidate_recommendations as r')
            .select('r.candidate_id')
            .whereRef('r.candidate_id', '=', 'u.id')
            .where('r.mode', '=', 'skills')
            .where((eb) => eb.not(eb.ref('r.stale'))),
        ),
      ),
    )
    .limit(batch)
    .execute();
  for (const { id } of missing) await refreshCandidate(db, id);
  const behind = await kysely(db)
    .selectFrom('candidate_recommendations as r')
    .select(['r.candidate_id as id', sql<string>`r.computed_snapshot::text`.as('snapshot')])
    .where('r.mode', '=', 'skills')
    // The same SQL text as read.ts's prepared statement reads (features.ts anyChangeSince).
    .where(sql.raw<boolean>(anyChangeSince('r.computed_snapshot')))
    .orderBy(sql`pg_snapshot_xmin(r.computed_snapshot)`)
    .limit(Math.max(0, batch - missing.length))
    .execute();
  for (const { id, snapshot } of behind) {
    await applyJobChanges(db, id, snapshot, await storedPicks(db, id));
  }
  return missing.length + behind.length;
}

/** One tick: a batch of candidates brought up to date; returns how many. */
export function refreshBatch(
  app: FastifyInstance,
  batch = RECOMMENDATION_REFRESH_BATCH,
): Promise<number> {
  return oneBatch(app, batch);
}

/** Starts this process's periodic refresh; stopped when the app closes. */
export function startRecommendationRefresh(
  app: FastifyInstance,
  everyMs = RECOMMENDATION_REFRESH_MS,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refreshBatch(app)
      .catch((error) => app.log.error({ err: error }, 'recommendations refresh failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

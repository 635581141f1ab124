import type { FastifyInstance } from 'fastify';
import { anyChangeSince } from './features.js';
import type { Pick } from './rank.js';
import { applyJobChanges, refreshCandidate } from './refresh.js';

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
  const { rows: missing } = await db.query<{ id: string }>(
    `SELECT u.id FROM users u
     WHERE u.user_type = 'candidate'
       AND NOT EXISTS (SELECT 1 FROM candidate_recommendations r
                       WHERE r.candidate_id = u.id AND r.mode = 'skills' AND NOT r.stale)
     LIMIT $1`,
    [batch],
  );
  for (const { id } of missing) await refreshCandidate(db, id);
  const { rows: behind } = await db.query<{ id: string; snapshot: string }>(
    `SELECT candidate_id AS id, computed_snapshot::text AS snapshot FROM candidate_recommendations r
     WHERE mode = 'skills' AND ${anyChangeSince('r.computed_snapshot')}
     ORDER BY pg_snapshot_xmin(computed_snapshot) LIMIT $1`,
    [Math.max(0, batch - missing.length)],
  );
  for (const { id, snapshot } of behind) {
    const { rows } = await db.query<{ mode: 'skills' | 'culture'; picks: Pick[] }>(
      'SELECT mode, picks FROM candidate_recommendations WHERE candidate_id = $1',
      [id],
    );
    const stored = { skills: [] as Pick[], culture: [] as Pick[] };
    for (const row of rows) stored[row.mode] = row.picks;
    await applyJobChanges(db, id, snapshot, stored);
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

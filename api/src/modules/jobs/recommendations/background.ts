import type { FastifyInstance } from 'fastify';
import { LATEST_CHANGE_SQL } from './features.js';
import { refreshAll } from './refresh.js';

// Keeps every candidate's stored picks current when jobs change (a read also brings its own
// candidate's picks up to date, so this only keeps reads on their one-query path). On
// PostgreSQL an advisory lock lets one API process at a time do it.

export const RECOMMENDATION_REFRESH_MS = 60_000;
const REFRESH_LOCK_KEY = 7_460_239_116;

/** Do any candidate's picks miss jobs changed since they were computed (or not exist yet)? */
async function behind(app: FastifyInstance): Promise<boolean> {
  const { rows } = await app.db.query<{ behind: boolean }>(
    `SELECT coalesce((SELECT min(computed_seq) FROM candidate_recommendations), -1)
              < ${LATEST_CHANGE_SQL} AS behind`,
  );
  return rows[0]?.behind ?? false;
}

export async function refreshIfBehind(app: FastifyInstance): Promise<void> {
  if (!(await behind(app))) return;
  if (app.db.engine === 'postgres') {
    const { rows } = await app.db.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [REFRESH_LOCK_KEY],
    );
    if (!rows[0]?.locked) return;
    try {
      await refreshAll(app.db);
    } finally {
      await app.db.query('SELECT pg_advisory_unlock($1)', [REFRESH_LOCK_KEY]);
    }
  } else {
    await refreshAll(app.db);
  }
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
    refreshIfBehind(app)
      .catch((error) => app.log.error({ err: error }, 'recommendations refresh failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

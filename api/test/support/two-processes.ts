import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openDb, type Db } from '../../src/db/client.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Two API processes on one database, for the "runs once" tests of the workers: the test app and
 * a second app beside it. On PostgreSQL (DATABASE_URL) each has its own pool, so their sweeps
 * really overlap; on PGlite they share its one connection.
 */
export async function startTwoApiProcesses(): Promise<{
  app: TestApp;
  second: FastifyInstance;
  close: () => Promise<void>;
}> {
  const app = await startTestApp();
  const secondDb: Db | null = app.config.databaseUrl ? await openDb(app.config) : null;
  const second = buildApp({ db: secondDb ?? app.db, config: app.config, logger: false });
  await second.ready();
  return {
    app,
    second,
    close: async () => {
      await second.close();
      await secondDb?.close();
      await app.close();
    },
  };
}

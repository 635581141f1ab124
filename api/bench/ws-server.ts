// The API process of `pnpm bench:ws`: the real app (buildApp, in-memory PGlite, the in-process
// bus) plus an IPC channel the benchmark drives: make users with sessions, raise notifications
// through the real notify path, report memory. Not used by anything else.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { MEMORY_DATA_DIR, openDb } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { sha256Hex } from '../src/secrets.js';
import { createNotifications, publishAll } from '../src/modules/notifications/notify.js';

type Command =
  { cmd: 'users'; count: number } | { cmd: 'notify'; userIds: string[] } | { cmd: 'memory' };

const config = loadConfig({
  ...process.env,
  DATA_DIR: MEMORY_DATA_DIR,
  DATABASE_URL: '',
  REDIS_URL: '',
  API_HOST: '127.0.0.1',
});
const db = await openDb(config);
await migrate(db);
const app = buildApp({ db, config, logger: false });
await app.listen({ port: config.port, host: '127.0.0.1' });

function memory() {
  global.gc?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
}

process.on('message', async (message: Command) => {
  if (message.cmd === 'users') {
    const sessions = Array.from({ length: message.count }, () => randomBytes(24).toString('hex'));
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type)
       SELECT 'bench-' || i || '-' || $2 || '@bench.hospohire.test', 'x', 'Bench', 'User', 'candidate'
       FROM generate_series(1, $1::int) AS i ORDER BY i RETURNING id`,
      [message.count, Date.now()],
    );
    const userIds = rows.map((r) => r.id);
    await db.query(
      `INSERT INTO sessions (id_hash, user_id, expires_at)
       SELECT h, u, now() + interval '1 day' FROM unnest($1::text[], $2::uuid[]) AS t(h, u)`,
      [sessions.map(sha256Hex), userIds],
    );
    process.send?.({ cmd: 'users', userIds, sessions });
  } else if (message.cmd === 'notify') {
    const written = performance.now();
    const events = await db.transaction((tx) =>
      createNotifications(
        tx,
        message.userIds.map((userId) => ({
          userId,
          type: 'system.announcement',
          title: 'Benchmark',
          body: 'One notification for every connected user',
          href: null,
        })),
      ),
    );
    const committed = performance.now();
    const publishedAt = performance.timeOrigin + committed;
    await publishAll(app, events);
    process.send?.({
      cmd: 'notify',
      publishedAt,
      writeMs: committed - written,
      publishMs: performance.now() - committed,
    });
  } else if (message.cmd === 'memory') {
    process.send?.({ cmd: 'memory', memory: memory() });
  }
});

process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
process.send?.({ cmd: 'ready', memory: memory() });

import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDb } from './db/client.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import type { MailDispatcher } from './modules/mail/index.js';
import { DEMO_CANDIDATE, DEMO_RECRUITER } from './seed/demo-accounts.js';
import { demoDataSummaryText } from './seed/demo-data.js';
import { seedEmptyDatabase } from './seed/startup.js';
import { createShutdown } from './shutdown.js';
import { startMailDelivery } from './workers.js';

const config = loadConfig();
const lockNotes: string[] = [];
const db = await openDb(config, { log: (note) => lockNotes.push(note) }).catch((error: unknown) => {
  // Another API process holds the PGlite folder (or the database cannot be opened): refuse.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
const app = buildApp({ db, config });
let mail: MailDispatcher | null = null;
for (const note of lockNotes) app.log.warn(note);

// SIGTERM (compose, a rolling restart, `pnpm start`): drain and exit within 10 s (src/shutdown.ts).
// Production runs this file compiled, `node dist/main.js`, so the signal reaches this process.
let stopping = false;
const shutdown = createShutdown({
  app,
  afterServer: [() => mail?.stop(), () => db.close()],
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopping = true;
    void shutdown(signal);
  });
}

try {
  const applied = await migrate(db);
  app.log.info(
    { database: db.engine, applied },
    applied.length ? `applied migrations ${applied.join(', ')}` : 'database schema up to date',
  );
  // The demo accounts and marketplace, on an empty database only (SEED_DEMO=0: accounts only).
  const seeded = await seedEmptyDatabase(db, { withData: process.env.SEED_DEMO !== '0' });
  if (seeded) {
    app.log.info(
      {
        demoAccounts: [DEMO_CANDIDATE, DEMO_RECRUITER].map((a) => a.email),
        password: DEMO_CANDIDATE.password,
      },
      `seeded demo accounts ${DEMO_CANDIDATE.email} and ${DEMO_RECRUITER.email} (password ${DEMO_CANDIDATE.password})`,
    );
    if (seeded.data) app.log.info({ seeded: seeded.data }, demoDataSummaryText(seeded.data));
  }
  // Delivers the outbox when SMTP_URL is set (src/workers.ts lists every background worker).
  mail = startMailDelivery(app, db, config);
  if (stopping) throw new Error('stopped while starting');
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { address, database: db.engine, demoPassword: DEMO_CANDIDATE.password },
    `HospoHire API listening at ${address} (${db.engine}); demo accounts ${DEMO_CANDIDATE.email}, ${DEMO_RECRUITER.email}, password ${DEMO_CANDIDATE.password}`,
  );
} catch (error) {
  // Stopped while starting (a signal during the migrations): the shutdown exits, not this.
  if (!stopping) {
    app.log.fatal({ err: error }, 'the API could not start');
    await db.close().catch(() => undefined);
    process.exit(1);
  }
}

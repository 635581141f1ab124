import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../src/config.js';
import { MEMORY_DATA_DIR, openDb } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';

// E-mail tests send through a real SMTP server started here (no SMTP server on these machines).

/** Polls `find` until it gives a value, or throws after `ms`. */
export const until = async <T>(find: () => T | undefined | Promise<T | undefined>, ms = 15_000) => {
  const end = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

/**
 * On the shared PostgreSQL test database, unsent rows left by other test files would queue ahead
 * of this file's messages: give them up first. (PGlite: each app has a fresh database.)
 */
export async function giveUpEarlierRows() {
  if (!process.env.DATABASE_URL) return;
  const db = await openDb(
    loadConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: MEMORY_DATA_DIR }),
  );
  try {
    await migrate(db);
    await db.query(
      `UPDATE outgoing_emails SET failed_at = now(), last_error = 'left by an earlier test'
       WHERE sent_at IS NULL AND failed_at IS NULL`,
    );
  } finally {
    await db.close();
  }
}

/**
 * A real SMTP server on a free port that keeps every message it receives, parsed. `delayMs`: a
 * slow relay — each message is kept at once but acknowledged only after that long.
 */
export async function startSmtpSink({ delayMs = 0 }: { delayMs?: number } = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          setTimeout(() => callback(), delayMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) =>
    received.filter((mail) =>
      [mail.to]
        .flat()
        .flatMap((field) => field?.value ?? [])
        .some((a) => a.address?.toLowerCase() === address.toLowerCase()),
    );
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    /** The first mail to `address` whose subject starts with `subject`. */
    find: (address: string, subject: string) =>
      until(() => to(address).find((m) => (m.subject ?? '').startsWith(subject))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

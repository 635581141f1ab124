import nodemailer from 'nodemailer';
import pg from 'pg';
import type { Db } from '../../db/client.js';
import { EMAIL_QUEUED_CHANNEL, onEmailQueued, type EmailAttachment } from './outbox.js';

// The mail dispatcher: delivers the outbox (`outgoing_emails` rows with sent_at IS NULL) over SMTP
// when SMTP_URL is set. Woken by every `sendEmail` of this process and, on PostgreSQL, by the
// NOTIFY each queued row sends at its commit (any process); polls every few seconds as a backstop
// and for retries. Each batch is claimed in one statement (`FOR UPDATE SKIP LOCKED`) that moves
// the rows' next_attempt_at ahead (a lease), so that with several API processes a message goes
// out once and no transaction stays open while SMTP talks. A failed send is retried with backoff
// and logged (without the body: it holds sign-in and reset links); a permanent refusal (5xx) or
// too many attempts give up. Nothing here can crash the API.

/** How often due rows are looked for without a wake-up (retries, other processes' rows). */
export const MAIL_POLL_MS = 5_000;
export const MAIL_BATCH_SIZE = 20;
/** After this many failed attempts a message is given up (failed_at). */
export const MAIL_MAX_ATTEMPTS = 8;
/** A claimed row waits this long before another process may retry it (if this one died). */
export const MAIL_LEASE_SECONDS = 120;
/** Retry waits: 30 s doubling per attempt, capped at one hour. */
export const MAIL_RETRY_BASE_SECONDS = 30;
export const MAIL_RETRY_CAP_SECONDS = 3600;
/** A message not sent within a day is given up: its links have expired by then. */
export const MAIL_MAX_AGE_HOURS = 24;
/** How long `stop` waits for a send under way. */
const STOP_WAIT_MS = 5_000;

type Logger = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

/** What the dispatcher hands the transport: one message, whole. */
export type DeliveredMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers: Record<string, string>;
  attachments: EmailAttachment[];
  messageId: string;
};

type Transport = {
  sendMail: (message: DeliveredMessage) => Promise<unknown>;
  close: () => void;
};

export type MailDispatcherOptions = {
  db: Db;
  /** e.g. `smtp://user:pass@mail.example:587`, `smtps://…:465`. */
  smtpUrl: string;
  /** The From address, e.g. `HospoHire <no-reply@hospohire.example>`. */
  from: string;
  /** PostgreSQL: the dispatcher LISTENs there for rows queued by any process. */
  databaseUrl?: string;
  log: Logger;
  pollMs?: number;
  /** A transport other than SMTP (tests). */
  transport?: Transport;
};

export type MailDispatcher = {
  /** Looks for due messages now. */
  wake: () => void;
  /** Stops polling and listening; waits (a few seconds at most) for a send under way. */
  stop: () => Promise<void>;
};

type ClaimedRow = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attachments: EmailAttachment[] | null;
  attempts: number;
  createdAt: Date;
};

/** The From address of the e-mails: no-reply at the web app's host name. */
export function mailFrom(publicUrl: string): string {
  return `HospoHire <no-reply@${new URL(publicUrl).hostname}>`;
}

/** The wait before retrying after `attempts` failed attempts. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAIL_RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_CAP_SECONDS);
}

/** SMTP 5xx: the server refuses this message for good (no such mailbox, rejected content). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

function smtpTransport(smtpUrl: string): Transport {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export function startMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const { db, from, log } = options;
  const transport = options.transport ?? smtpTransport(options.smtpUrl);
  const host = from.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost';
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let listener: pg.Client | null = null;

  async function expireOld() {
    await db.query(
      `UPDATE outgoing_emails
       SET failed_at = now(), last_error = coalesce(last_error, 'Not sent in time')
       WHERE sent_at IS NULL AND failed_at IS NULL
         AND created_at <= now() - make_interval(hours => $1)`,
      [MAIL_MAX_AGE_HOURS],
    );
  }

  async function claim(): Promise<ClaimedRow[]> {
    const { rows } = await db.query<ClaimedRow>(
      `UPDATE outgoing_emails o
       SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
       WHERE o.id IN (
         SELECT id FROM outgoing_emails
         WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
           AND created_at > now() - make_interval(hours => $2)
         ORDER BY id
         LIMIT $3
         FOR UPDATE SKIP LOCKED
       )
       RETURNING o.id, o.to_address AS "to", o.subject, o.body_text AS "text",
                 o.body_html AS "html", o.headers, o.attachments, o.attempts,
                 o.created_at AS "createdAt"`,
      [MAIL_LEASE_SECONDS, MAIL_MAX_AGE_HOURS, MAIL_BATCH_SIZE],
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
  }

  async function deliver(row: ClaimedRow) {
    try {
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        headers: row.headers ?? {},
        attachments: row.attachments ?? [],
        // The same id on every attempt: a receiver can tell a retry from a new message.
        messageId: `<outgoing-${row.id}.${new Date(row.createdAt).getTime()}@${host}>`,
      });
      await db.query(
        'UPDATE outgoing_emails SET sent_at = now(), last_error = NULL WHERE id = $1',
        [row.id],
      );
    } catch (error) {
      const giveUp = isPermanent(error) || row.attempts >= MAIL_MAX_ATTEMPTS;
      const wait = retryDelaySeconds(row.attempts);
      // The id and the attempt only: the address and the body stay out of the logs.
      log[giveUp ? 'error' : 'warn'](
        { err: error, emailId: row.id, attempts: row.attempts },
        giveUp ? 'e-mail not delivered; giving up' : `e-mail not delivered; retrying in ${wait} s`,
      );
      await db.query(
        `UPDATE outgoing_emails
         SET last_error = $2,
             failed_at = CASE WHEN $3::boolean THEN now() END,
             next_attempt_at = now() + make_interval(secs => $4)
         WHERE id = $1`,
        [row.id, errorText(error), giveUp, wait],
      );
    }
  }

  async function drain() {
    do {
      again = false;
      await expireOld();
      for (;;) {
        if (stopped) return;
        const batch = await claim();
        for (const row of batch) {
          if (stopped) return; // its lease runs out; this or another process retries it
          await deliver(row);
        }
        if (batch.length < MAIL_BATCH_SIZE) break;
      }
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => log.error({ err: error }, 'mail dispatcher: could not read the outbox'))
      .finally(() => {
        running = null;
      });
  }

  // PostgreSQL: hear the rows any process queues, at their commit.
  async function listen() {
    if (!options.databaseUrl || listener || stopped) return;
    const client = new pg.Client({ connectionString: options.databaseUrl });
    listener = client;
    client.on('notification', () => wake());
    client.on('error', (error) => {
      log.warn({ err: error }, 'mail dispatcher: LISTEN connection lost; polling until it is back');
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EMAIL_QUEUED_CHANNEL}`);
      wake(); // anything queued while it was not listening
    } catch (error) {
      log.warn({ err: error }, 'mail dispatcher: could not LISTEN; polling only');
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
    }
  }

  const stopQueued = onEmailQueued(wake);
  const poll = setInterval(() => {
    if (options.databaseUrl && !listener) void listen();
    wake();
  }, options.pollMs ?? MAIL_POLL_MS);
  poll.unref();
  void listen();
  wake();

  return {
    wake,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(poll);
      stopQueued();
      const client = listener;
      listener = null;
      if (client) await client.end().catch(() => undefined);
      if (running) {
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
        await Promise.race([running, waited]);
        clearTimeout(timer);
      }
      transport.close();
    },
  };
}

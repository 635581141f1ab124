import nodemailer from 'nodemailer';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { EMAIL_QUEUED_CHANNEL, onEmailQueued, type EmailAttachment } from './outbox.js';
import { watchReachability } from './reachability.js';

// The mail dispatcher: delivers the outbox (`outgoing_emails` rows with sent_at IS NULL) over SMTP
// when SMTP_URL is set. Woken by every `sendEmail` of this process and, on PostgreSQL, by the
// NOTIFY each queued row sends at its commit (any process); polls every few seconds as a backstop
// and for retries. Each message is claimed on its own, right before it is sent, in one statement
// (`FOR UPDATE SKIP LOCKED`) that moves its next_attempt_at ahead (a lease), and recorded sent
// right after: with several API processes a message goes out once and no transaction stays open
// while SMTP talks. A lease covers one send, not a batch, so a slow relay (7 s a message) cannot
// outlast it mid-batch and let another process send the rest again (issue 30). Every attempt
// carries the same Message-ID (the row's id and creation time at the public host), so a relay or
// a mailbox can drop a repeat should a process die between the send and its record. A failed
// send is retried with backoff and logged (without the address or the body: it holds sign-in and
// reset links); a permanent refusal (5xx) or too many attempts give up. Nothing here can crash
// the API.

/** How often due rows are looked for without a wake-up (retries, other processes' rows). */
export const MAIL_POLL_MS = 5_000;
/** After this many failed attempts a message is given up (failed_at). */
export const MAIL_MAX_ATTEMPTS = 8;
/**
 * A claimed row waits this long before another process may retry it (if this one died). It covers
 * one message: far longer than one SMTP send normally takes (10 s to connect and greet, 30 s of
 * silence at most); a send slower still may be repeated, under the same Message-ID.
 */
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
  /** The claim of one message (MAIL_LEASE_SECONDS); tests shorten it. */
  leaseSeconds?: number;
  /** A transport other than SMTP (tests). */
  transport?: Transport;
};

export type MailDispatcher = {
  /** Looks for due messages now. */
  wake: () => void;
  /** Stops polling and listening; waits (a few seconds at most) for a send under way. */
  stop: () => Promise<void>;
  /** False since a send could not reach the SMTP relay, until one goes out (GET /api/health). */
  reachable: () => boolean;
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

/** The Message-ID of an outbox row: the same on every attempt (`host`: the From address's). */
export function messageIdOf(row: { id: number; createdAt: Date | string }, host: string): string {
  return `<outgoing-${row.id}.${new Date(row.createdAt).getTime()}@${host}>`;
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

/** The error's text without e-mail addresses: an SMTP refusal often quotes the recipient's. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/[^\s<>()"',;:[\]]+@[^\s<>()"',;:[\]]+/g, '<address>').slice(0, 1000);
}

/** What is logged of a failed send: not the error object, whose `rejected` lists addresses. */
function errorFields(error: unknown) {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return { error: errorText(error), code, responseCode };
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
  const transport = watchReachability(options.transport ?? smtpTransport(options.smtpUrl));
  const host = from.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost';
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let listener: pg.Client | null = null;
  const leaseSeconds = options.leaseSeconds ?? MAIL_LEASE_SECONDS;

  async function expireOld() {
    await kysely(db)
      .updateTable('outgoing_emails')
      .set({ failed_at: sql`now()`, last_error: sql`coalesce(last_error, 'Not sent in time')` })
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('created_at', '<=', sql<Date>`now() - make_interval(hours => ${MAIL_MAX_AGE_HOURS})`)
      .execute();
  }

  /** The next due message, leased to this process for one send; null when none is due. */
  async function claimOne(): Promise<ClaimedRow | null> {
    const row = await kysely(db)
      .updateTable('outgoing_emails as o')
      .set((eb) => ({
        attempts: eb('o.attempts', '+', 1),
        next_attempt_at: sql`now() + make_interval(secs => ${leaseSeconds})`,
      }))
      .where('o.id', '=', (eb) =>
        eb
          .selectFrom('outgoing_emails')
          .select('id')
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .where(
            'created_at',
            '>',
            sql<Date>`now() - make_interval(hours => ${MAIL_MAX_AGE_HOURS})`,
          )
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning([
        'o.id',
        'o.to_address as to',
        'o.subject',
        'o.body_text as text',
        'o.body_html as html',
        'o.headers',
        'o.attachments',
        'o.attempts',
        'o.created_at as createdAt',
      ])
      // jsonb: what sendEmail wrote (outbox.ts).
      .$narrowType<{ headers: ClaimedRow['headers']; attachments: ClaimedRow['attachments'] }>()
      .executeTakeFirst();
    return row ? { ...row, id: Number(row.id) } : null;
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
        // The same id on every attempt, by any process: a receiver can tell a retry from a new
        // message. The creation time keeps ids apart should the sequence restart (a new database).
        messageId: messageIdOf(row, host),
      });
    } catch (error) {
      await failed(row, error);
      return;
    }
    // Recorded at once, outside the try: a failure to record is not a failed send to retry now.
    // Should it fail (or this process die here), the lease runs out and the retry carries the
    // same Message-ID.
    await kysely(db)
      .updateTable('outgoing_emails')
      .set({ sent_at: sql`now()`, last_error: null })
      .where('id', '=', row.id)
      .execute();
  }

  async function failed(row: ClaimedRow, error: unknown) {
    const giveUp = isPermanent(error) || row.attempts >= MAIL_MAX_ATTEMPTS;
    const wait = retryDelaySeconds(row.attempts);
    // The id, the attempt and the error's text only: addresses and the body stay out of the logs.
    log[giveUp ? 'error' : 'warn'](
      { ...errorFields(error), emailId: row.id, attempts: row.attempts },
      giveUp ? 'e-mail not delivered; giving up' : `e-mail not delivered; retrying in ${wait} s`,
    );
    await kysely(db)
      .updateTable('outgoing_emails')
      .set({
        last_error: errorText(error),
        failed_at: giveUp ? sql`now()` : null,
        next_attempt_at: sql`now() + make_interval(secs => ${wait})`,
      })
      .where('id', '=', row.id)
      .execute();
  }

  async function drain() {
    do {
      again = false;
      await expireOld();
      // One message at a time: claimed, sent, recorded; a stop waits for the one under way only.
      while (!stopped) {
        const row = await claimOne();
        if (!row) break;
        await deliver(row);
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
      // Raw on purpose: LISTEN is a session command on this dedicated pg connection (not Db's
      // pool), which no query builder has.
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
    reachable: transport.reachable,
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

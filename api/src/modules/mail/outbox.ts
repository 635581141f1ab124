import type { Db } from '../../db/client.js';

// The outbox: every e-mail is a row of `outgoing_emails`, written by `sendEmail` (often inside the
// transaction of the change it tells about, so that a rolled-back change sends nothing). With
// SMTP_URL set, the mail dispatcher (dispatcher.ts) delivers the unsent rows after their commit;
// without it the table is the dev mailbox (GET /api/dev/mailbox/mine, the /email-demo screen).

/** A file sent with the message, e.g. an interview's .ics invitation. */
export type EmailAttachment = {
  filename: string;
  contentType: string;
  /** The content as text, or base64 with `encoding: 'base64'` for binary files. */
  content: string;
  encoding?: 'base64';
};

export type OutgoingEmail = {
  to: string;
  subject: string;
  /** The plain-text part (always sent). */
  text: string;
  /** An HTML alternative of `text`. */
  html?: string;
  /** Extra headers, e.g. `{ 'List-Unsubscribe': '<https://…>' }`. */
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
};

export type StoredEmail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
};

/** PostgreSQL channel notified (at commit) of every queued e-mail; the dispatchers LISTEN on it. */
export const EMAIL_QUEUED_CHANNEL = 'hh_outgoing_emails';

type QueuedListener = () => void;
const queuedListeners = new Set<QueuedListener>();

/**
 * Hears every `sendEmail` of this process (the dispatcher wakes up). PGlite has one connection,
 * so the dispatcher's next query runs once the caller's transaction has ended; on PostgreSQL the
 * NOTIFY sent with the row reaches every process at commit.
 */
export function onEmailQueued(listener: QueuedListener): () => void {
  queuedListeners.add(listener);
  return () => {
    queuedListeners.delete(listener);
  };
}

/**
 * Sends an e-mail: writes it to `outgoing_emails`, in the caller's transaction when `db` is one.
 * Never talks SMTP: the dispatcher delivers the row after the commit (when SMTP_URL is set).
 */
export async function sendEmail(db: Db, email: OutgoingEmail): Promise<void> {
  await db.query(
    `WITH queued AS (
       INSERT INTO outgoing_emails (to_address, subject, body_text, body_html, headers, attachments)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
       RETURNING id
     )
     SELECT pg_notify($7, id::text) FROM queued`,
    [
      email.to.trim().toLowerCase(),
      email.subject,
      email.text,
      email.html ?? null,
      JSON.stringify(email.headers ?? {}),
      JSON.stringify(email.attachments ?? []),
      EMAIL_QUEUED_CHANNEL,
    ],
  );
  for (const listener of [...queuedListeners]) listener();
}

type EmailRow = {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: Date | null;
};

/** The latest e-mails to one address, newest first. There is no way to list everyone's. */
export async function listEmails(db: Db, to: string, limit = 100): Promise<StoredEmail[]> {
  const { rows } = await db.query<EmailRow>(
    `SELECT id, to_address AS "to", subject, body_text AS "text", created_at AS "createdAt",
            sent_at AS "sentAt"
     FROM outgoing_emails
     WHERE to_address = $2
     ORDER BY id DESC
     LIMIT $1`,
    [limit, to.trim().toLowerCase()],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  }));
}

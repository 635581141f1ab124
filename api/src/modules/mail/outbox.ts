import { EMAIL_KIND_DESCRIPTIONS, type EmailKind } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { createUnsubscribeToken, wantsEmail } from '../account/preferences.js';

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
  /**
   * The only mail an address whose account is not verified yet gets (issue 28): the verification
   * link and password resets. Any other mail to such an address is not written (`sendEmail`).
   */
  purpose?: EmailPurpose;
} & (
  | { kind?: undefined; userId?: undefined }
  | {
      /**
       * The preference kind (issue 14): nothing is written when the recipient turned it off;
       * otherwise the mail gets an unsubscribe link and the RFC 8058 List-Unsubscribe headers.
       * Sign-in links, password resets and invitations have no kind (always sent).
       */
      kind: EmailKind;
      /** The recipient's user id (whose preference is read and whose link is made). */
      userId: string;
    }
);

/** Mail that goes to an account before its address is verified. */
export type EmailPurpose = 'verification' | 'password-reset';

let linkBase = 'http://localhost:3000';

/**
 * The origin of unsubscribe links (PUBLIC_URL, whose `/api` the host proxies to the API). Set
 * by the account module when the app starts (api/src/modules/account/index.ts).
 */
export function setEmailLinkBase(publicUrl: string): void {
  linkBase = publicUrl.replace(/\/+$/, '');
}

/** PUBLIC_URL as `setEmailLinkBase` set it: the origin of links in e-mails sent outside a request. */
export const emailLinkBase = (): string => linkBase;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The mail with its kind's unsubscribe link (text, HTML and headers), or null when turned off. */
async function withUnsubscribeLink(db: Db, email: OutgoingEmail): Promise<OutgoingEmail | null> {
  if (!email.kind) return email;
  if (!(await wantsEmail(db, email.userId, email.kind))) return null;
  const token = encodeURIComponent(await createUnsubscribeToken(db, email.userId, email.kind));
  const page = `${linkBase}/unsubscribe?token=${token}`;
  const oneClick = `${linkBase}/api/email/unsubscribe?token=${token}`;
  const what = EMAIL_KIND_DESCRIPTIONS[email.kind];
  return {
    ...email,
    text: `${email.text}\n\n--\nStop e-mails about ${what}: ${page}\n`,
    html:
      email.html === undefined
        ? undefined
        : `${email.html}<hr><p style="font-size:12px;color:#555">` +
          `<a href="${escapeHtml(page)}">Stop e-mails about ${escapeHtml(what)}</a></p>`,
    headers: {
      ...email.headers,
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

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
 * Whether the address belongs to an account whose ownership nobody proved yet. Mail to such an
 * address could reach whoever signed up with someone else's e-mail (and, on /email-demo, be read
 * by them); mail to an address with no account still goes: its real owner must get it (a team
 * invitation to someone new).
 */
async function belongsToUnverifiedAccount(db: Db, address: string): Promise<boolean> {
  const { rows } = await db.query<{ unverified: boolean }>(
    'SELECT email_verified_at IS NULL AS unverified FROM users WHERE email = $1',
    [address],
  );
  return rows[0]?.unverified ?? false;
}

/**
 * Sends an e-mail: writes it to `outgoing_emails`, in the caller's transaction when `db` is one.
 * Never talks SMTP: the dispatcher delivers the row after the commit (when SMTP_URL is set).
 * With a `kind`, writes nothing when the recipient turned that kind off (returns false). Writes
 * nothing either (returns false) to an unverified account unless it is a verification or reset
 * e-mail (`purpose`).
 */
export async function sendEmail(db: Db, outgoing: OutgoingEmail): Promise<boolean> {
  const to = outgoing.to.trim().toLowerCase();
  if (!outgoing.purpose && (await belongsToUnverifiedAccount(db, to))) return false;
  const email = await withUnsubscribeLink(db, outgoing);
  if (!email) return false;
  await db.query(
    `WITH queued AS (
       INSERT INTO outgoing_emails (to_address, subject, body_text, body_html, headers, attachments)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
       RETURNING id
     )
     SELECT pg_notify($7, id::text) FROM queued`,
    [
      to,
      email.subject,
      email.text,
      email.html ?? null,
      JSON.stringify(email.headers ?? {}),
      JSON.stringify(email.attachments ?? []),
      EMAIL_QUEUED_CHANNEL,
    ],
  );
  for (const listener of [...queuedListeners]) listener();
  return true;
}

type EmailRow = {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: Date | null;
};

/**
 * The latest e-mails to one address, newest first. There is no way to list everyone's. `since`:
 * only mail queued at or after it (the mailbox of an account shows nothing sent to its address
 * before the account existed: issue 28).
 */
export async function listEmails(
  db: Db,
  to: string,
  limit = 100,
  since?: Date,
): Promise<StoredEmail[]> {
  const { rows } = await db.query<EmailRow>(
    `SELECT id, to_address AS "to", subject, body_text AS "text", created_at AS "createdAt",
            sent_at AS "sentAt"
     FROM outgoing_emails
     WHERE to_address = $2 AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz)
     ORDER BY id DESC
     LIMIT $1`,
    [limit, to.trim().toLowerCase(), since ? new Date(since).toISOString() : null],
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

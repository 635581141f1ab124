import { EMAIL_KIND_DESCRIPTIONS, type EmailKind } from 'shared-kernel/contract';
import escapeHtml from 'escape-html';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { createUnsubscribeToken, wantsEmail } from './preferences.js';

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
  const row = await kysely(db)
    .selectFrom('users')
    .select((eb) => eb('email_verified_at', 'is', null).$castTo<boolean>().as('unverified'))
    .where('email', '=', address)
    .executeTakeFirst();
  return row?.unverified ?? false;
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
  await kysely(db)
    .with('queued', (qb) =>
      qb
        .insertInto('outgoing_emails')
        .values({
          to_address: to,
          subject: email.subject,
          body_text: email.text,
          body_html: email.html ?? null,
          headers: sql`${JSON.stringify(email.headers ?? {})}::jsonb`,
          attachments: sql`${JSON.stringify(email.attachments ?? [])}::jsonb`,
        })
        .returning('id'),
    )
    .selectFrom('queued')
    .select((eb) =>
      eb.fn('pg_notify', [eb.val(EMAIL_QUEUED_CHANNEL), eb.cast('id', 'text')]).as('notified'),
    )
    .execute();
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
  let query = kysely(db)
    .selectFrom('outgoing_emails')
    .select([
      'id',
      'to_address as to',
      'subject',
      'body_text as text',
      'created_at as createdAt',
      'sent_at as sentAt',
    ])
    .where('to_address', '=', to.trim().toLowerCase());
  if (since) query = query.where('created_at', '>=', new Date(since));
  const rows: EmailRow[] = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  }));
}

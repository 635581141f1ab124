import type { Db } from '../../db/client.js';

export type OutgoingEmail = { to: string; subject: string; text: string };

export type StoredEmail = OutgoingEmail & {
  id: number;
  createdAt: string;
  sentAt: string | null;
};

/**
 * Sends an e-mail: it is written to `outgoing_emails` (the dev mailbox, shown at /email-demo).
 * An SMTP transport (SMTP_URL) would deliver the rows and set `sent_at`; it is not built yet.
 */
export async function sendEmail(db: Db, email: OutgoingEmail): Promise<void> {
  await db.query(
    'INSERT INTO outgoing_emails (to_address, subject, body_text) VALUES ($1, $2, $3)',
    [email.to.trim().toLowerCase(), email.subject, email.text],
  );
}

type EmailRow = {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: Date | null;
};

/** The latest e-mails, newest first; only those to `to` when given. */
export async function listEmails(db: Db, to?: string, limit = 100): Promise<StoredEmail[]> {
  const params: unknown[] = [limit];
  let where = '';
  if (to) {
    params.push(to.trim().toLowerCase());
    where = 'WHERE to_address = $2';
  }
  const { rows } = await db.query<EmailRow>(
    `SELECT id, to_address AS "to", subject, body_text AS "text", created_at AS "createdAt",
            sent_at AS "sentAt"
     FROM outgoing_emails ${where}
     ORDER BY id DESC
     LIMIT $1`,
    params,
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

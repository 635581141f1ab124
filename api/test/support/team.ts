// Team fixtures: people join a company only by accepting an e-mailed invitation, so the tests
// do it the same way, over HTTP. The link is read from `outgoing_emails` through the test app's
// database (independent of the mailbox helpers).
import assert from 'node:assert/strict';
import type { Db } from '../../src/db/client.js';
import type { TestApp, TestClient } from './test-app.js';

export type Person = { client: TestClient; userId: string; email: string };

/** The newest e-mail sent to `to` (its subject and text), or undefined. */
export async function latestEmailTo(db: Db, to: string) {
  const { rows } = await db.query<{ subject: string; text: string }>(
    `SELECT subject, body_text AS text FROM outgoing_emails WHERE to_address = $1
     ORDER BY id DESC LIMIT 1`,
    [to.trim().toLowerCase()],
  );
  return rows[0];
}

/** How many e-mails were sent to `to`. */
export async function emailCount(db: Db, to: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outgoing_emails WHERE to_address = $1',
    [to.trim().toLowerCase()],
  );
  return rows[0].n;
}

/** The token of the newest invitation link e-mailed to `to` (`<PUBLIC_URL>/invitations/<token>`). */
export async function invitationTokenFor(app: TestApp, to: string): Promise<string> {
  const email = await latestEmailTo(app.db, to);
  assert.ok(email, `no e-mail to ${to}`);
  const prefix = `${app.config.publicUrl}/invitations/`;
  const link = email.text.split(/\s+/).find((word) => word.startsWith(prefix));
  assert.ok(link, `no invitation link in: ${email.text}`);
  return decodeURIComponent(link.slice(prefix.length));
}

/** A manager (owner or admin) invites `to`; returns the token of the link they were sent. */
export async function invite(
  app: TestApp,
  manager: TestClient,
  to: string,
  role: 'admin' | 'recruiter' = 'recruiter',
): Promise<string> {
  const sent = await manager.post('/api/companies/mine/invitations', { email: to, role });
  assert.equal(sent.status, 202, sent.text);
  return invitationTokenFor(app, to);
}

/** `joiner` joins the manager's company with `role` the only way there is: invited, accepting. */
export async function joinCompany(
  app: TestApp,
  manager: TestClient,
  joiner: Person,
  role: 'admin' | 'recruiter' = 'recruiter',
): Promise<void> {
  const token = await invite(app, manager, joiner.email, role);
  const accepted = await joiner.client.post(`/api/invitations/${token}/accept`);
  assert.equal(accepted.status, 200, accepted.text);
}

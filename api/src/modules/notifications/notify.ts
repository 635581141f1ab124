import type { FastifyInstance } from 'fastify';
import type { EmailKind } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { emailLinkBase, sendEmail, type EmailAttachment } from '../mail/index.js';
import { renderEmail, type HiringMessage } from '../mail/index.js';
import { onlineUsers } from './presence.js';
import { NOTIFICATION_COLUMNS, serializeNotification } from './service.js';

/** The e-mail that goes with a notification (the same words; api/src/modules/mail/templates). */
export type NotificationEmail = {
  /** The preference kind: nothing is sent when the recipient turned it off. */
  kind: EmailKind;
  /** Lines of the e-mail only, after the body (e.g. an interview's place). */
  details?: string[];
  /** e.g. an interview's .ics invitation. */
  attachments?: EmailAttachment[];
  /** Only when the recipient has no live socket (a new message). */
  onlyIfOffline?: boolean;
};

export type NotificationInput = {
  userId: string;
  /** A dotted lowercase name: 'application.created', 'application.status', 'message.created'… */
  type: string;
  title: string;
  body: string;
  /** The screen it links to, e.g. `/applications/<id>`. */
  href: string | null;
  /** Also e-mail it (issue 13): the hiring loop's events and new messages. */
  email?: NotificationEmail;
};

/** A message of the hiring loop (mail/templates/hiring.ts) for one user, in the app and by e-mail. */
export function notice(
  userId: string,
  message: HiringMessage,
  extra: Pick<NotificationEmail, 'attachments' | 'onlyIfOffline'> = {},
): NotificationInput {
  return {
    userId,
    type: message.type,
    title: message.title,
    body: message.body,
    href: message.href,
    email: { kind: message.kind, details: message.details, ...extra },
  };
}

/** Queues the e-mails of `inputs` that have one, in the caller's transaction. */
async function emailAll(tx: Db, inputs: NotificationInput[]): Promise<void> {
  const mailed = inputs.filter((input) => input.email);
  if (!mailed.length) return;
  const ids = [...new Set(mailed.map((input) => input.userId))];
  const rows = await kysely(tx)
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
    .execute();
  const users = new Map(rows.map((row) => [row.id, row]));
  const offlineOnly = mailed.filter((input) => input.email?.onlyIfOffline).map((i) => i.userId);
  const online = await onlineUsers(tx, [...new Set(offlineOnly)]);
  for (const input of mailed) {
    const user = users.get(input.userId);
    const email = input.email;
    if (!user || !email) continue;
    if (email.onlyIfOffline && online.has(input.userId)) continue;
    const rendered = renderEmail(
      { title: input.title, body: input.body, href: input.href ?? '/', details: email.details },
      { firstName: user.first_name },
      emailLinkBase(),
    );
    await sendEmail(tx, {
      to: user.email,
      ...rendered,
      attachments: email.attachments,
      kind: email.kind,
      userId: user.id,
    });
  }
}

/**
 * Writes notification rows inside the caller's transaction (and queues the e-mail of each input
 * that has one) and returns the events to publish once it has committed: `const events = await
 * db.transaction(tx => … createNotifications(tx, …)); await publishAll(app, events);`. The event
 * carries the same notification as GET /notifications.
 */
export async function createNotifications(
  tx: Db,
  inputs: NotificationInput[],
): Promise<NotificationEvent[]> {
  const events: NotificationEvent[] = [];
  for (const input of inputs) {
    const row = await kysely(tx)
      .insertInto('notifications')
      .values({
        user_id: input.userId,
        type: input.type,
        title: input.title,
        body: input.body,
        href: input.href,
      })
      .returning(NOTIFICATION_COLUMNS)
      .executeTakeFirstOrThrow();
    events.push({ userId: input.userId, notification: serializeNotification(row) });
  }
  await emailAll(tx, inputs);
  return events;
}

export async function publishAll(app: FastifyInstance, events: NotificationEvent[]): Promise<void> {
  for (const event of events) await app.events.publish(event);
}

/** What a write gives back: its answer, and the events to publish once it has committed. */
export type Written<T> = { result: T; events: NotificationEvent[] };

/** A write's answer, after its events are published (a route's `return published(app, …)`). */
export async function published<T>(app: FastifyInstance, write: Promise<Written<T>>): Promise<T> {
  const { result, events } = await write;
  await publishAll(app, events);
  return result;
}

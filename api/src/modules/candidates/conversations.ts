import type {
  Conversation,
  ConversationPage,
  Message,
  MessagePage,
  StartConversationBody,
  StartedConversation,
} from 'shared-kernel/contract';
import { sql, type InferResult } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { notFound } from '../../http/errors.js';
import type { User } from '../auth/index.js';
import { requireRecruiterCompanyId } from '../access/index.js';
import { createNotifications } from '../notifications/index.js';
import { canContactCandidate, lastInitial } from './talent-pool.js';
import { requireCompanyJob } from '../jobs/index.js';

// Messaging between a company (any of its recruiters) and a candidate: one conversation per
// (company, candidate). Each side has a last-read time; a message from the other side after it is
// unread. A message notifies its reader(s) in the same transaction.

export { MESSAGE_MAX_LENGTH } from 'shared-kernel/contract';

/** Which side of conversations the user is on. */
type Side =
  { kind: 'candidate'; userId: string } | { kind: 'company'; userId: string; companyId: string };

async function sideOf(db: Db, user: User): Promise<Side> {
  if (user.userType === 'candidate') return { kind: 'candidate', userId: user.id };
  return { kind: 'company', userId: user.id, companyId: await requireRecruiterCompanyId(db, user) };
}

type MessageRow = { id: string; sender_id: string | null; body: string; created_at: Date | string };

const toMessage = (row: MessageRow, candidateId: string): Message => ({
  id: row.id,
  senderId: row.sender_id,
  fromCandidate: row.sender_id === candidateId,
  body: row.body,
  createdAt: new Date(row.created_at).toISOString(),
});

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const sideValue = (side: Side) => (side.kind === 'candidate' ? side.userId : side.companyId);

/**
 * The side's conversations with the company's name, the candidate's, the unread count (messages
 * from the other side after the side's last-read time) and the last message.
 */
function selectConversations(db: Db, side: Side) {
  const readColumn =
    side.kind === 'candidate' ? 'c.candidate_last_read_at' : 'c.company_last_read_at';
  return kysely(db)
    .selectFrom('conversations as c')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .innerJoin('users as u', 'u.id', 'c.candidate_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages as last')
          .select(['last.id', 'last.sender_id', 'last.body', 'last.created_at'])
          .whereRef('last.conversation_id', '=', 'c.id')
          .orderBy('last.created_at', 'desc')
          .orderBy('last.id', 'desc')
          .limit(1)
          .as('lm'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'c.id',
      'c.company_id',
      'co.name as company_name',
      'c.candidate_id',
      'u.first_name',
      'u.last_name',
      'c.job_id',
      'c.last_message_at',
      'c.created_at',
      eb
        .selectFrom('messages as m')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .where((sub) =>
          sub(
            'm.sender_id',
            side.kind === 'candidate' ? 'is distinct from' : 'is not distinct from',
            sub.ref('c.candidate_id'),
          ),
        )
        .where((sub) =>
          sub.or([sub(readColumn, 'is', null), sub('m.created_at', '>', sub.ref(readColumn))]),
        )
        .$asScalar()
        .as('unread_count'),
      'lm.id as last_id',
      'lm.sender_id as last_sender_id',
      'lm.body as last_body',
      'lm.created_at as last_created_at',
    ])
    .where(side.kind === 'candidate' ? 'c.candidate_id' : 'c.company_id', '=', sideValue(side));
}

type ConversationRow = InferResult<ReturnType<typeof selectConversations>>[number];

function toConversation(row: ConversationRow, side: Side): Conversation {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    candidateId: row.candidate_id,
    // A recruiter sees the full name only of someone they are talking to: the candidate's
    // details reach them through the talent pool or an application, which started this.
    candidateName:
      side.kind === 'company'
        ? `${row.first_name} ${lastInitial(row.last_name)}`.trim()
        : `${row.first_name} ${row.last_name}`.trim(),
    jobId: row.job_id,
    lastMessageAt: iso(row.last_message_at),
    createdAt: new Date(row.created_at).toISOString(),
    unreadCount: Number(row.unread_count),
    lastMessage:
      row.last_id === null
        ? null
        : toMessage(
            {
              id: row.last_id,
              sender_id: row.last_sender_id,
              body: row.last_body ?? '',
              created_at: row.last_created_at ?? row.created_at,
            },
            row.candidate_id,
          ),
  };
}

export async function listConversations(
  db: Db,
  user: User,
  page: { page: number; pageSize: number },
): Promise<ConversationPage> {
  const side = await sideOf(db, user);
  const rows = await selectConversations(db, side)
    .orderBy('c.last_message_at', (ob) => ob.desc().nullsLast())
    .orderBy('c.id')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const count = await kysely(db)
    .selectFrom('conversations')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where(side.kind === 'candidate' ? 'candidate_id' : 'company_id', '=', sideValue(side))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => toConversation(row, side)),
    total: count.n,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** The conversation if the user takes part in it (their own, or their company's), else 404. */
async function findConversation(db: Db, side: Side, conversationId: string) {
  const row = await selectConversations(db, side)
    .where('c.id', '=', conversationId)
    .executeTakeFirst();
  if (!row) throw notFound('No such conversation');
  return row;
}

/** The messages, newest page first (each page oldest to newest); marks the conversation read. */
export async function readMessages(
  db: Db,
  user: User,
  conversationId: string,
  page: { page: number; pageSize: number },
): Promise<MessagePage> {
  const side = await sideOf(db, user);
  const conversation = await findConversation(db, side, conversationId);
  const messages = kysely(db).selectFrom('messages').where('conversation_id', '=', conversationId);
  const rows = await messages
    .select(['id', 'sender_id', 'body', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const count = await messages
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .executeTakeFirstOrThrow();
  const now = sql<Date>`clock_timestamp()`;
  await kysely(db)
    .updateTable('conversations')
    .set(
      side.kind === 'candidate' ? { candidate_last_read_at: now } : { company_last_read_at: now },
    )
    .where('id', '=', conversationId)
    .execute();
  return {
    conversation: { ...toConversation(conversation, side), unreadCount: 0 },
    items: rows.reverse().map((row) => toMessage(row, conversation.candidate_id)),
    total: count.n,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** Adds a message and notifies the other side, in the caller's transaction. */
async function addMessage(
  tx: Db,
  conversation: { id: string; company_id: string; company_name: string; candidate_id: string },
  sender: User,
  body: string,
) {
  const fromCandidate = sender.id === conversation.candidate_id;
  const message = await kysely(tx)
    .insertInto('messages')
    .values({ conversation_id: conversation.id, sender_id: sender.id, body })
    .returning(['id', 'sender_id', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  const at = message.created_at;
  await kysely(tx)
    .updateTable('conversations')
    .set(
      fromCandidate
        ? { last_message_at: at, candidate_last_read_at: at }
        : { last_message_at: at, company_last_read_at: at },
    )
    .where('id', '=', conversation.id)
    .execute();
  let readers: string[];
  if (fromCandidate) {
    const members = await kysely(tx)
      .selectFrom('company_members')
      .select('user_id')
      .where('company_id', '=', conversation.company_id)
      .execute();
    readers = members.map((m) => m.user_id);
  } else {
    readers = [conversation.candidate_id];
  }
  const title = fromCandidate
    ? `New message from ${sender.firstName} ${lastInitial(sender.lastName)}`.trim()
    : `New message from ${conversation.company_name}`;
  const preview = body.length > 140 ? `${body.slice(0, 139)}…` : body;
  // A receiver with no live socket (on any API process) also gets it by e-mail (issue 13).
  const events = await createNotifications(
    tx,
    readers.map((userId) => ({
      userId,
      type: 'message.created',
      title,
      body: preview,
      href: `/talent-pool/messages/${conversation.id}`,
      email: { kind: 'messages', onlyIfOffline: true },
    })),
  );
  return { message: toMessage(message, conversation.candidate_id), events };
}

/** A participant sends a message; 404 when the conversation is not theirs. */
export async function sendMessage(
  db: Db,
  user: User,
  conversationId: string,
  body: string,
): Promise<{ message: Message; events: NotificationEvent[] }> {
  const side = await sideOf(db, user);
  return db.transaction(async (tx) => {
    const conversation = await findConversation(tx, side, conversationId);
    return addMessage(tx, conversation, user, body);
  });
}

/**
 * A recruiter starts (or continues) the company's conversation with a candidate who is visible in
 * the talent pool or applied to the company; 404 for anyone else.
 */
export async function startConversation(
  db: Db,
  user: User,
  input: StartConversationBody,
): Promise<StartedConversation & { created: boolean; events: NotificationEvent[] }> {
  const companyId = await requireRecruiterCompanyId(db, user);
  if (!(await canContactCandidate(db, companyId, input.candidateId)))
    throw notFound('No such candidate in the talent pool');
  const jobId = input.jobId ?? null;
  if (jobId) await requireCompanyJob(db, companyId, jobId, 'No such job');
  return db.transaction(async (tx) => {
    const started = await kysely(tx)
      .insertInto('conversations')
      .values({
        company_id: companyId,
        candidate_id: input.candidateId,
        job_id: jobId,
        started_by: user.id,
      })
      .onConflict((oc) =>
        oc.columns(['company_id', 'candidate_id']).doUpdateSet((eb) => ({
          job_id: eb.fn.coalesce('conversations.job_id', 'excluded.job_id'),
        })),
      )
      // xmax is 0 on a row this statement inserted, not on one it updated (a system column).
      .returning(['id', sql<boolean>`(xmax = 0)`.as('created')])
      .executeTakeFirstOrThrow();
    const side: Side = { kind: 'company', userId: user.id, companyId };
    const conversation = await findConversation(tx, side, started.id);
    const { message, events } = await addMessage(tx, conversation, user, input.body);
    const fresh = await findConversation(tx, side, started.id);
    return {
      conversation: toConversation(fresh, side),
      message,
      created: started.created,
      events,
    };
  });
}

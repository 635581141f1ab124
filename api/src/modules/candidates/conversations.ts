import type {
  Conversation,
  ConversationPage,
  Message,
  MessagePage,
  StartConversationBody,
  StartedConversation,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import type { NotificationEvent } from '../../events/bus.js';
import { notFound } from '../../http/errors.js';
import type { User } from '../auth/users.js';
import { requireRecruiterCompanyId } from '../access/roles.js';
import { createNotifications } from '../notifications/notify.js';
import { canContactCandidate, lastInitial } from './talent-pool.js';
import { requireCompanyJob } from '../jobs/job-select.js';

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

type ConversationRow = {
  id: string;
  company_id: string;
  company_name: string;
  candidate_id: string;
  first_name: string;
  last_name: string;
  job_id: string | null;
  last_message_at: Date | string | null;
  created_at: Date | string;
  unread_count: number;
  last_id: string | null;
  last_sender_id: string | null;
  last_body: string | null;
  last_created_at: Date | string | null;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

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

/** `$1` is the side's filter value; `readColumn` / `fromOther` say what is unread for that side. */
function conversationSelect(side: Side) {
  const [filter, readColumn, fromOther] =
    side.kind === 'candidate'
      ? [
          'c.candidate_id = $1',
          'c.candidate_last_read_at',
          'm.sender_id IS DISTINCT FROM c.candidate_id',
        ]
      : [
          'c.company_id = $1',
          'c.company_last_read_at',
          'm.sender_id IS NOT DISTINCT FROM c.candidate_id',
        ];
  return {
    filter,
    sql: `
    SELECT c.id, c.company_id, co.name AS company_name, c.candidate_id, u.first_name, u.last_name,
           c.job_id, c.last_message_at, c.created_at,
           (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND ${fromOther}
              AND (${readColumn} IS NULL OR m.created_at > ${readColumn}))::int AS unread_count,
           lm.id AS last_id, lm.sender_id AS last_sender_id, lm.body AS last_body,
           lm.created_at AS last_created_at
    FROM conversations c
    JOIN companies co ON co.id = c.company_id
    JOIN users u ON u.id = c.candidate_id
    LEFT JOIN LATERAL (
      SELECT id, sender_id, body, created_at FROM messages
      WHERE conversation_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1
    ) lm ON true`,
  };
}

const sideValue = (side: Side) => (side.kind === 'candidate' ? side.userId : side.companyId);

export async function listConversations(
  db: Db,
  user: User,
  page: { page: number; pageSize: number },
): Promise<ConversationPage> {
  const side = await sideOf(db, user);
  const { sql, filter } = conversationSelect(side);
  const { rows } = await db.query<ConversationRow>(
    `${sql} WHERE ${filter}
     ORDER BY c.last_message_at DESC NULLS LAST, c.id LIMIT $2 OFFSET $3`,
    [sideValue(side), page.pageSize, (page.page - 1) * page.pageSize],
  );
  const column = side.kind === 'candidate' ? 'candidate_id' : 'company_id';
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM conversations WHERE ${column} = $1`,
    [sideValue(side)],
  );
  return {
    items: rows.map((row) => toConversation(row, side)),
    total: count[0].n,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** The conversation if the user takes part in it (their own, or their company's), else 404. */
async function findConversation(db: Db, side: Side, conversationId: string) {
  const { sql, filter } = conversationSelect(side);
  const { rows } = await db.query<ConversationRow>(`${sql} WHERE ${filter} AND c.id = $2`, [
    sideValue(side),
    conversationId,
  ]);
  if (!rows[0]) throw notFound('No such conversation');
  return rows[0];
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
  const { rows } = await db.query<MessageRow>(
    `SELECT id, sender_id, body, created_at FROM messages WHERE conversation_id = $1
     ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [conversationId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  const { rows: count } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1',
    [conversationId],
  );
  const readColumn = side.kind === 'candidate' ? 'candidate_last_read_at' : 'company_last_read_at';
  await db.query(`UPDATE conversations SET ${readColumn} = clock_timestamp() WHERE id = $1`, [
    conversationId,
  ]);
  return {
    conversation: { ...toConversation(conversation, side), unreadCount: 0 },
    items: rows.reverse().map((row) => toMessage(row, conversation.candidate_id)),
    total: count[0].n,
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
  const { rows } = await tx.query<MessageRow>(
    `INSERT INTO messages (conversation_id, sender_id, body) VALUES ($1, $2, $3)
     RETURNING id, sender_id, body, created_at`,
    [conversation.id, sender.id, body],
  );
  const message = rows[0];
  const readColumn = fromCandidate ? 'candidate_last_read_at' : 'company_last_read_at';
  await tx.query(
    `UPDATE conversations SET last_message_at = $2, ${readColumn} = $2 WHERE id = $1`,
    [conversation.id, message.created_at],
  );
  let readers: string[];
  if (fromCandidate) {
    const { rows: members } = await tx.query<{ user_id: string }>(
      'SELECT user_id FROM company_members WHERE company_id = $1',
      [conversation.company_id],
    );
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
    const { rows } = await tx.query<{ id: string; created: boolean }>(
      `INSERT INTO conversations (company_id, candidate_id, job_id, started_by)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, candidate_id) DO UPDATE SET job_id = coalesce(conversations.job_id, EXCLUDED.job_id)
       RETURNING id, (xmax = 0) AS created`,
      [companyId, input.candidateId, jobId, user.id],
    );
    const side: Side = { kind: 'company', userId: user.id, companyId };
    const conversation = await findConversation(tx, side, rows[0].id);
    const { message, events } = await addMessage(tx, conversation, user, input.body);
    const fresh = await findConversation(tx, side, rows[0].id);
    return {
      conversation: toConversation(fresh, side),
      message,
      created: rows[0].created,
      events,
    };
  });
}

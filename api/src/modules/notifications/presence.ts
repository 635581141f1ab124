import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';

// Who has a live socket open, known to every API process (table live_presence, migration 014):
// the live module marks a user online at their first socket on this process, refreshes the mark
// at each heartbeat and removes it at their last socket. A mark not refreshed within
// PRESENCE_STALE_SECONDS (its process died) does not count. Used to e-mail a new message to a
// receiver who is offline.

/** This process's id in live_presence. */
export const INSTANCE_ID = randomUUID();
/** A mark older than this is stale (the default heartbeat is 30 s: three beats missed). */
export const PRESENCE_STALE_SECONDS = 90;

export async function markOnline(db: Db, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  await db.query(
    `INSERT INTO live_presence (user_id, instance_id)
     SELECT u.id, $2 FROM users u WHERE u.id = ANY($1::uuid[])
     ON CONFLICT (user_id, instance_id) DO UPDATE SET seen_at = now()`,
    [userIds, INSTANCE_ID],
  );
}

export async function markOffline(db: Db, userId: string): Promise<void> {
  await db.query('DELETE FROM live_presence WHERE user_id = $1 AND instance_id = $2', [
    userId,
    INSTANCE_ID,
  ]);
}

/** Forgets every mark of this process (it stops). */
export async function clearPresence(db: Db): Promise<void> {
  await db.query('DELETE FROM live_presence WHERE instance_id = $1', [INSTANCE_ID]);
}

/** The users among `userIds` with a live socket on any process. */
export async function onlineUsers(db: Db, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM live_presence
     WHERE user_id = ANY($1::uuid[]) AND seen_at > now() - make_interval(secs => $2)`,
    [userIds, PRESENCE_STALE_SECONDS],
  );
  return new Set(rows.map((row) => row.user_id));
}

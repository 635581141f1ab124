import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';

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
  await kysely(db)
    .insertInto('live_presence')
    .columns(['user_id', 'instance_id'])
    .expression((eb) =>
      eb
        .selectFrom('users as u')
        .select(['u.id', eb.val(INSTANCE_ID).as('instance_id')])
        .where('u.id', '=', eb.fn.any(eb.val(userIds))),
    )
    .onConflict((oc) => oc.columns(['user_id', 'instance_id']).doUpdateSet({ seen_at: sql`now()` }))
    .execute();
}

export async function markOffline(db: Db, userId: string): Promise<void> {
  await kysely(db)
    .deleteFrom('live_presence')
    .where('user_id', '=', userId)
    .where('instance_id', '=', INSTANCE_ID)
    .execute();
}

/** Forgets every mark of this process (it stops). */
export async function clearPresence(db: Db): Promise<void> {
  await kysely(db).deleteFrom('live_presence').where('instance_id', '=', INSTANCE_ID).execute();
}

/** The users among `userIds` with a live socket on any process. */
export async function onlineUsers(db: Db, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await kysely(db)
    .selectFrom('live_presence')
    .select('user_id')
    .distinct()
    .where('user_id', '=', (eb) => eb.fn.any(eb.val(userIds)))
    .where('seen_at', '>', sql<Date>`now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

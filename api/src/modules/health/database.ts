import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';

/** One round trip to the database (`SELECT 1`): resolves when it answers, rejects when not. */
export async function pingDatabase(db: Db): Promise<void> {
  await kysely(db)
    .selectNoFrom(sql<number>`1`.as('one'))
    .execute();
}

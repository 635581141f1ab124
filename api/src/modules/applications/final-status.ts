import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';

/**
 * A company's final answer (a rejection, a closed job) leaves nothing open behind it (issue 13:
 * every status the candidate sees has the objects it names): the applications' upcoming
 * interviews are cancelled and a pending offer is withdrawn with the message. In the caller's
 * transaction.
 */
export async function closeOpenObjects(
  tx: Db,
  applicationIds: string[],
  message: string | null,
): Promise<void> {
  if (!applicationIds.length) return;
  await kysely(tx)
    .updateTable('interviews')
    .set({ status: 'cancelled' })
    .where('application_id', 'in', applicationIds)
    .where('status', 'in', ['scheduled', 'confirmed'])
    .where('starts_at', '>', sql<Date>`now()`)
    .returning('id')
    .execute();
  await kysely(tx)
    .updateTable('offers')
    .set({ status: 'withdrawn', withdrawn_at: sql<Date>`now()`, withdrawal_message: message })
    .where('application_id', 'in', applicationIds)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
}

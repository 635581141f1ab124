// The candidate's new-starter records in "Download my data" (account/export.ts), as they read
// them (bank details masked), with what happens to them when the account is deleted
// (NEW_STARTER_TEXTS.keptAfterDeletion).
import { NEW_STARTER_TEXTS } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { viewRecord } from './view.js';

export async function newStarterExport(db: Db, key: Buffer, userId: string) {
  const rows = await kysely(db)
    .selectFrom('new_starters')
    .select(['id', 'application_id', 'company_id', 'candidate_id', 'job_id', 'job_title'])
    .where('candidate_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const records = [];
  for (const record of rows) {
    records.push(await viewRecord(db, key, { who: 'candidate', userId, record }));
  }
  return { keptAfterDeletion: NEW_STARTER_TEXTS.keptAfterDeletion, records };
}

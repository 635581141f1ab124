// Who is told about a new starter, and in what words. A notification or e-mail never holds
// step data (issue 43 item 5): only that a step was finished, or that a follow-up is due, with a
// link to the job's board, where the record is read under its own access rules.
import { NEW_STARTER_TEXTS } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationInput } from '../notifications/index.js';

/** The job's board (host/src/route-map.ts), or the recruiter's home when the job is gone. */
export const boardHref = (jobId: string | null) => (jobId ? `/job-applications/${jobId}` : '/');

/** The company's owners and admins, and the recruiter who posted the job (while a member). */
export async function starterWatchers(
  db: Db,
  companyId: string,
  jobId: string | null,
): Promise<string[]> {
  const rows = await kysely(db)
    .selectFrom('company_members as m')
    .select('m.user_id')
    .where('m.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb('m.role', 'in', ['owner', 'admin']),
        ...(jobId
          ? [
              eb(
                'm.user_id',
                '=',
                eb.selectFrom('jobs').select('created_by').where('id', '=', jobId),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('m.created_at')
    .execute();
  return [...new Set(rows.map((row) => row.user_id))];
}

/** "Your new starter finished a step", to each watcher, in the app and by e-mail. */
export const stepFinishedNotices = (
  userIds: string[],
  input: { name: string; jobTitle: string; jobId: string | null },
): NotificationInput[] =>
  userIds.map((userId) => ({
    userId,
    type: 'new_starter.step',
    title: NEW_STARTER_TEXTS.stepFinished,
    body: NEW_STARTER_TEXTS.stepFinishedBody(input.name, input.jobTitle),
    href: boardHref(input.jobId),
    email: { kind: 'applications' },
  }));

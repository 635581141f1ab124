// The recruiter marks an interview or trial shift attended or a no-show once its time has come
// (issue 32): the mark travels with the interview wherever it is shown (the candidate's
// application, both sides' interview lists). A trial shift marked attended asks its recruiter for
// the outcome; an un-answered one joins "Waiting on you" after 48 hours (../hiring/dashboard.ts).
import type { AttendanceMark, Interview } from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { conflict } from '../../http/errors.js';
import { createNotifications, type Written } from '../notifications/index.js';
import { trialOutcomeMessage } from './booking/messages.js';
import { findInterview, recruiterViewer, serializeInterview } from './interviews-service.js';

export const NOT_STARTED_MESSAGE = 'Attendance can be marked once the interview has started';

/** POST /api/interviews/:id/attendance: 409 before its start or when cancelled. */
export async function markAttendance(
  db: Db,
  recruiter: { id: string; companyId: string },
  id: string,
  attendance: AttendanceMark,
): Promise<Written<Interview>> {
  const viewer = recruiterViewer(recruiter);
  return db.transaction(async (tx) => {
    const before = await findInterview(tx, viewer, id, true);
    if (before.status === 'cancelled') throw conflict('Cannot mark a cancelled interview');
    // The database's clock decides "started", as for every other time rule of interviews.
    const marked = await kysely(tx)
      .updateTable('interviews')
      .set({ attendance, attendance_marked_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('starts_at', '<=', sql<Date>`now()`)
      .returning('id')
      .executeTakeFirst();
    if (!marked) throw conflict(NOT_STARTED_MESSAGE);
    const row = await findInterview(tx, viewer, id);
    // Asked once: marking an attended trial attended again asks nothing more.
    const ask =
      row.kind === 'trial_shift' && attendance === 'attended' && before.attendance !== 'attended';
    const events = await createNotifications(
      tx,
      ask
        ? [
            trialOutcomeMessage({
              recruiterId: recruiter.id,
              candidateName: row.candidate_name,
              jobId: row.job_id,
              applicationId: row.application_id,
            }),
          ]
        : [],
    );
    return { result: serializeInterview(row), events };
  });
}

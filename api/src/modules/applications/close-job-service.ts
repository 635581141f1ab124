import type { CloseJobBody, CloseJobResult } from 'shared-kernel/contract';
import { JOB_CLOSED_MESSAGES, OPEN_APPLICATION_STATUSES } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { badRequest, notFound } from '../../http/errors.js';
import { companyJob } from '../jobs/index.js';
import { COMPANY_VIEW, serializeJob } from '../jobs/index.js';
import { HIRING } from '../mail/index.js';
import { createNotifications, notice, type NotificationInput } from '../notifications/index.js';
import { closeOpenObjects } from './final-status.js';
import { setStatus } from './store.js';

// Closing or filling a job (issue 13: nobody is ghosted): the job is closed, and every
// application still open on it gets a final status — rejected with the recruiter's message (by
// default the kind text of JOB_CLOSED_MESSAGES) — or is moved to another open job of the
// company (status, history, interviews and offers go with it). Its upcoming interviews are
// cancelled and a pending offer withdrawn with the message. Each candidate is told in the app
// and by e-mail.

export const MOVES_FIELD = 'moves';

export async function closeJobForApplicants(
  db: Db,
  recruiter: { id: string; companyId: string },
  jobId: string,
  body: CloseJobBody | undefined,
): Promise<{ result: CloseJobResult; events: NotificationEvent[] }> {
  const outcome = body?.outcome ?? 'closed';
  const message = body?.message?.trim() || JOB_CLOSED_MESSAGES[outcome];
  const moves = body?.moves ?? [];
  return db.transaction(async (tx) => {
    const job = await kysely(tx)
      .selectFrom('jobs as j')
      .innerJoin('companies as c', 'c.id', 'j.company_id')
      .select(['j.id', 'j.title', 'c.name as company_name'])
      .where('j.id', '=', jobId)
      .where('j.company_id', '=', recruiter.companyId)
      .forUpdate('j')
      .executeTakeFirst();
    if (!job) throw notFound('Job not found');

    const open = await kysely(tx)
      .selectFrom('applications as a')
      .select(['a.id', 'a.status', 'a.candidate_id'])
      .where('a.job_id', '=', jobId)
      .where('a.status', 'in', [...OPEN_APPLICATION_STATUSES])
      .orderBy('a.created_at')
      .forUpdate('a')
      .execute();
    const openById = new Map(open.map((row) => [row.id, row]));

    // Every move: an open application of this job, to another open job of the company that the
    // candidate has not applied for.
    const targets = new Map<string, { id: string; title: string }>();
    const movedIds = new Set<string>();
    for (const move of moves) {
      const application = openById.get(move.applicationId);
      if (!application || movedIds.has(move.applicationId)) {
        throw badRequest('Only an open application of this job can be moved, once', MOVES_FIELD);
      }
      let target = targets.get(move.jobId);
      if (!target) {
        target = await kysely(tx)
          .selectFrom('jobs')
          .select(['id', 'title'])
          .where('id', '=', move.jobId)
          .where('id', '!=', jobId)
          .where('company_id', '=', recruiter.companyId)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (!target) {
          throw badRequest('An application can only move to another open job', MOVES_FIELD);
        }
        targets.set(target.id, target);
      }
      const already = await kysely(tx)
        .selectFrom('applications')
        .select('id')
        .where('job_id', '=', move.jobId)
        .where('candidate_id', '=', application.candidate_id)
        .executeTakeFirst();
      if (already) {
        throw badRequest('The candidate has already applied for that job', MOVES_FIELD);
      }
      movedIds.add(move.applicationId);
    }

    await kysely(tx)
      .updateTable('jobs')
      .set({
        status: 'closed',
        closed_at: sql<Date>`coalesce(closed_at, now())`,
        close_outcome: outcome,
      })
      .where('id', '=', jobId)
      .returning('id')
      .execute();

    const inputs: NotificationInput[] = [];
    const moved: CloseJobResult['moved'] = [];
    for (const move of moves) {
      const target = targets.get(move.jobId)!;
      await kysely(tx)
        .updateTable('applications')
        .set({ job_id: target.id })
        .where('id', '=', move.applicationId)
        .returning('id')
        .execute();
      moved.push({ applicationId: move.applicationId, jobId: target.id });
      inputs.push(
        notice(
          openById.get(move.applicationId)!.candidate_id,
          HIRING.applicationMoved({
            applicationId: move.applicationId,
            fromTitle: job.title,
            toTitle: target.title,
            companyName: job.company_name,
          }),
        ),
      );
    }

    const rejected = open.filter((row) => !movedIds.has(row.id));
    const rejectedIds = rejected.map((row) => row.id);
    await closeOpenObjects(tx, rejectedIds, message);
    for (const application of rejected) {
      await setStatus(tx, application, 'rejected', recruiter.id, message);
      inputs.push(
        notice(
          application.candidate_id,
          HIRING.statusChanged({
            applicationId: application.id,
            jobTitle: job.title,
            companyName: job.company_name,
            status: 'rejected',
            note: message,
          }),
        ),
      );
    }

    const events = await createNotifications(tx, inputs);
    const closed = serializeJob(await companyJob(tx, recruiter.companyId, jobId), COMPANY_VIEW);
    return {
      result: { ...closed, outcome, rejected: rejectedIds, moved },
      events,
    };
  });
}

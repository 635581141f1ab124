// Knock-outs (issue 33): an answer that meets a question's knock-out rule at apply is recorded
// with the rule and the answer; its rejection, with the workflow's kind message, is sent at once
// (a delay of 0) or by the sweep once `rejects_at` passes, unless a recruiter overrides it or
// moves the application first (store.ts's setStatus clears `rejects_at`). The candidate is told
// as a recruiter's rejection tells them, in the app and by e-mail.
//
// The sweep runs every KNOCKOUT_SWEEP_MS in each API process and is exactly once with several:
// one `UPDATE … SET rejects_at = NULL, rejected_at = now() WHERE rejects_at <= now() … RETURNING`
// claims the due rows (of two sweeps at once, the second waits on the first's row locks and then
// finds them claimed), and the rejection is written in the claiming transaction.
import type { FastifyInstance } from 'fastify';
import type { FiredKnockout, Knockout, Workflow } from 'shared-kernel/contract';
import { OPEN_APPLICATION_STATUSES } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import type { NotificationEvent } from '../../../events/bus.js';
import { conflict } from '../../../http/errors.js';
import {
  createNotifications,
  publishAll,
  type NotificationInput,
  type Written,
} from '../../notifications/index.js';
import { closeOpenObjects } from '../final-status.js';
import { statusNotification } from '../status-notification.js';
import { findApplication, setStatus, type ApplicationRef } from '../store.js';
import { isOpen } from '../transitions.js';
import { KNOCKOUT_COLUMNS, serializeKnockout } from './answers.js';
import { writeLog } from './log.js';
import { jobWorkflow } from './workflow-store.js';

export const KNOCKOUT_SWEEP_MS = 60_000;
export const NO_PENDING_KNOCKOUT = 'This application has no knock-out waiting to be sent';

export type Fired = {
  questionId: string;
  question: string;
  answer: string | number;
  rule: Knockout;
};

/** Rejects a knocked-out open application with the workflow's message; what to tell whom. */
async function rejectWithMessage(
  tx: Db,
  application: ApplicationRef,
  fired: Fired,
  message: string,
): Promise<NotificationInput[]> {
  await closeOpenObjects(tx, [application.id], message);
  await setStatus(tx, application, 'rejected', null, message);
  await writeLog(tx, { application, kind: 'rejected', knockout: fired });
  return [statusNotification(application, 'rejected', message)];
}

/**
 * At apply (in its transaction): records the knock-out that fired and logs it; with a delay of
 * 0 the application is rejected at once. Returns what to tell whom.
 */
export async function recordKnockout(
  tx: Db,
  application: ApplicationRef,
  fired: Fired,
  workflow: Workflow,
): Promise<NotificationInput[]> {
  const now = workflow.knockoutDelayHours === 0;
  await kysely(tx)
    .insertInto('application_knockouts')
    .values({
      application_id: application.id,
      question_id: fired.questionId,
      question: fired.question,
      answer: JSON.stringify(fired.answer),
      rule: JSON.stringify(fired.rule),
      rejects_at: now
        ? null
        : sql<Date>`now() + make_interval(hours => ${workflow.knockoutDelayHours})`,
      rejected_at: now ? sql<Date>`now()` : null,
    })
    .returning('application_id')
    .execute();
  await writeLog(tx, { application, kind: 'knocked_out', knockout: fired });
  return now ? rejectWithMessage(tx, application, fired, workflow.rejectionMessage) : [];
}

/** One sweep: sends every due knock-out rejection; returns the events to publish. */
export async function sweepKnockouts(db: Db): Promise<NotificationEvent[]> {
  return db.transaction(async (tx) => {
    // The due applications are locked first (as a recruiter's status change locks them before
    // it clears `rejects_at`), skipping one that another process or request holds right now.
    const due = await kysely(tx)
      .updateTable('application_knockouts as k')
      .set({ rejects_at: null, rejected_at: sql<Date>`now()` })
      .where('k.rejects_at', '<=', sql<Date>`now()`)
      .where('k.overridden_at', 'is', null)
      .where('k.application_id', 'in', (eb) =>
        eb
          .selectFrom('applications as a')
          .innerJoin('application_knockouts as d', 'd.application_id', 'a.id')
          .select('a.id')
          .where('d.rejects_at', '<=', sql<Date>`now()`)
          .where('d.overridden_at', 'is', null)
          .where('a.status', 'in', [...OPEN_APPLICATION_STATUSES])
          .forUpdate('a')
          .skipLocked(),
      )
      .returning(['k.application_id', 'k.question_id', 'k.question', 'k.answer', 'k.rule'])
      .execute();
    const inputs: NotificationInput[] = [];
    for (const row of due) {
      const { company_id: companyId } = await kysely(tx)
        .selectFrom('applications')
        .select('company_id')
        .where('id', '=', row.application_id)
        .executeTakeFirstOrThrow();
      const application = await findApplication(tx, row.application_id, { companyId }, true);
      if (!isOpen(application.status)) continue;
      const workflow = await jobWorkflow(tx, companyId, application.job_id);
      const fired = {
        questionId: row.question_id,
        question: row.question,
        answer: row.answer,
        rule: row.rule,
      };
      inputs.push(...(await rejectWithMessage(tx, application, fired, workflow.rejectionMessage)));
    }
    return createNotifications(tx, inputs);
  });
}

/** Sweeps now and publishes the rejections live. */
export async function sendDueKnockoutsNow(app: FastifyInstance): Promise<void> {
  await publishAll(app, await sweepKnockouts(app.db));
}

/** Starts this process's periodic sweep (src/workers.ts); stopped when the app closes. */
export function startKnockoutSweep(app: FastifyInstance, everyMs = KNOCKOUT_SWEEP_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueKnockoutsNow(app)
      .catch((error) => app.log.error({ err: error }, 'knock-out rejection sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * A recruiter keeps a knocked-out application in the pipeline: the pending rejection is
 * cancelled and the log says who. 409 when none is pending (sent, overridden, or none fired).
 */
export async function overrideKnockout(
  db: Db,
  recruiter: { id: string; companyId: string },
  applicationId: string,
): Promise<Written<FiredKnockout>> {
  return db.transaction(async (tx) => {
    const application = await findApplication(
      tx,
      applicationId,
      { companyId: recruiter.companyId },
      true,
    );
    const row = await kysely(tx)
      .updateTable('application_knockouts')
      .set({
        rejects_at: null,
        overridden_by: recruiter.id,
        overridden_at: sql<Date>`now()`,
      })
      .where('application_id', '=', application.id)
      .where('rejects_at', 'is not', null)
      .returning(KNOCKOUT_COLUMNS)
      .executeTakeFirst();
    if (!row) throw conflict(NO_PENDING_KNOCKOUT);
    const who = await kysely(tx)
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', recruiter.id)
      .executeTakeFirstOrThrow();
    await writeLog(tx, {
      application,
      kind: 'overridden',
      detail: `${who.first_name} ${who.last_name}`,
    });
    return { result: serializeKnockout(row), events: [] };
  });
}

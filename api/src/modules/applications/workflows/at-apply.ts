// At apply (issue 33): the answers are checked against the job's questions before anything is
// stored (a 400 naming the question), then stored in the application's transaction with the
// question as the candidate saw it; a knock-out that fires is recorded (and rejected at once with
// a delay of 0), and an application that passes is invited to book at once when the workflow's
// `autoInvite` is set (booking/invitation-service.ts, the job's author as the interviewer).
import type { ScreeningAnswerInput } from 'shared-kernel/contract';
import { answersInOrder, answersProblem, firedKnockout } from 'shared-kernel/rules';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import type { NotificationEvent } from '../../../events/bus.js';
import { badRequest } from '../../../http/errors.js';
import { questionsOfJob, type ScreeningRow } from '../../jobs/index.js';
import { inviteToBook } from '../booking/invitation-service.js';
import { findApplication } from '../store.js';
import { recordKnockout } from './knockouts.js';
import { writeLog } from './log.js';
import { invitedDetail } from './messages.js';
import { jobWorkflow } from './workflow-store.js';
import type { NotificationInput } from '../../notifications/index.js';

/** The job's questions, after checking the answers to them: 400 `answers/<questionId>`. */
export async function checkAnswers(
  tx: Db,
  jobId: string,
  answers: readonly ScreeningAnswerInput[],
): Promise<ScreeningRow[]> {
  const questions = await questionsOfJob(tx, jobId);
  const problem = answersProblem(questions, answers);
  if (problem) throw badRequest(problem.message, `answers/${problem.questionId}`);
  return questions;
}

/**
 * The member who holds an automatic invitation's interview: the job's author while still a
 * member of the company, else its owner (else its first member).
 */
async function workflowInterviewer(tx: Db, companyId: string, jobId: string): Promise<string> {
  const row = await kysely(tx)
    .selectFrom('company_members as m')
    .leftJoin('jobs as j', (join) =>
      join.onRef('j.created_by', '=', 'm.user_id').on('j.id', '=', jobId),
    )
    .select('m.user_id')
    .where('m.company_id', '=', companyId)
    .orderBy((eb) =>
      eb
        .case()
        .when('j.id', 'is not', null)
        .then(0)
        .when('m.role', '=', 'owner')
        .then(1)
        .else(2)
        .end(),
    )
    .orderBy('m.created_at')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/**
 * After the application row is written (same transaction): stores the answers and runs the job's
 * workflow. Returns what to tell whom, and the events already written (the invitation's).
 */
export async function screenApplication(
  tx: Db,
  applicationId: string,
  companyId: string,
  questions: readonly ScreeningRow[],
  answers: readonly ScreeningAnswerInput[],
): Promise<{ inputs: NotificationInput[]; events: NotificationEvent[] }> {
  const kept = answersInOrder(questions, answers);
  if (kept.length) {
    await kysely(tx)
      .insertInto('application_answers')
      .values(
        kept.map(({ question, answer }) => ({
          application_id: applicationId,
          question_id: question.id,
          position: questions.indexOf(question),
          question: question.question,
          kind: question.kind,
          answer: JSON.stringify(answer),
        })),
      )
      .returning('question_id')
      .execute();
  }
  const application = await findApplication(tx, applicationId, { companyId }, true);
  const workflow = await jobWorkflow(tx, companyId, application.job_id);
  const fired = firedKnockout(
    questions,
    kept.map(({ question, answer }) => ({ questionId: question.id, answer })),
  );
  if (fired) {
    const inputs = await recordKnockout(
      tx,
      application,
      {
        questionId: fired.question.id,
        question: fired.question.question,
        answer: fired.answer,
        rule: fired.rule,
      },
      workflow,
    );
    return { inputs, events: [] };
  }
  if (!workflow.autoInvite) return { inputs: [], events: [] };
  const interviewerId = await workflowInterviewer(tx, companyId, application.job_id);
  const { events } = await inviteToBook(
    tx,
    { id: interviewerId, companyId },
    applicationId,
    {
      kind: workflow.autoInvite,
      ...(workflow.autoInvite === 'trial_shift' && workflow.trialHourlyRate
        ? { hourlyRate: workflow.trialHourlyRate }
        : {}),
    },
    '',
  );
  await writeLog(tx, {
    application,
    kind: 'invited',
    detail: invitedDetail(workflow.autoInvite, workflow.trialHourlyRate),
  });
  return { inputs: [], events };
}

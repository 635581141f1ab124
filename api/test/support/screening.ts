// Hiring workflows (issue 33) in tests: a recruiter's job with screening questions (set through
// PATCH /api/jobs/:id, as the job form does), and a candidate who applies with answers.
import { SCREENING_LIBRARY } from 'shared-kernel/rules';
import type { ScreeningQuestion, ScreeningQuestionInput } from 'shared-kernel/contract';
import { recruiterWithJob, signedIn } from './fixtures.js';
import type { TestApp, TestClient } from './test-app.js';

export const ready = (key: string): ScreeningQuestionInput =>
  SCREENING_LIBRARY.find((question) => question.key === key)!.question;

/** Right to work (knock-out: no), years in a similar role (knock-out: below 1), a choice, text. */
export const QUESTIONS: ScreeningQuestionInput[] = [
  ready('right_to_work'),
  { ...ready('years_similar_role'), knockout: { below: 1 } },
  {
    question: 'Which shifts suit you best?',
    kind: 'choice',
    choices: ['Days', 'Evenings', 'Nights'],
    required: false,
    knockout: null,
  },
  { question: 'Anything else we should know?', kind: 'text', required: false, knockout: null },
];

/** A recruiter's open job with `questions`; the job JSON's questions (with their ids). */
export async function jobWithQuestions(app: TestApp, questions = QUESTIONS) {
  const base = await recruiterWithJob(app);
  const response = await base.recruiter.client.request('PATCH', `/api/jobs/${base.job.id}`, {
    json: { screening: questions },
  });
  if (response.status !== 200)
    throw new Error(`PATCH screening: ${response.status} ${response.text}`);
  const screening = response.body.screening as ScreeningQuestion[];
  return { ...base, screening };
}

/** Answers by position: `[['yes'], [3]]` → the questions' ids with the answers. */
export const answersTo = (
  screening: ScreeningQuestion[],
  values: (string | number | undefined)[],
) =>
  values.flatMap((answer, i) =>
    answer === undefined ? [] : [{ questionId: screening[i].id, answer }],
  );

/** A new candidate applies with answers; the response. */
export async function applyWith(
  app: TestApp,
  jobId: string,
  answers: { questionId: string; answer: string | number }[],
  firstName = 'Cara',
): Promise<{
  client: TestClient;
  userId: string;
  email: string;
  status: number;
  body: Record<string, unknown>;
}> {
  const candidate = await signedIn(app, 'candidate', firstName);
  const response = await candidate.client.post('/api/applications', { jobId, answers });
  return { ...candidate, status: response.status, body: response.body };
}

/** A user's notifications of one type, oldest first. */
export async function notificationsOf(app: TestApp, userId: string, type?: string) {
  const { rows } = await app.db.query<{ type: string; title: string; body: string; href: string }>(
    `SELECT type, title, body, href FROM notifications WHERE user_id = $1
     AND ($2::text IS NULL OR type = $2) ORDER BY created_at, id`,
    [userId, type ?? null],
  );
  return rows;
}

/** The e-mails to an address whose subject contains `subject`. */
export async function emailsTo(app: TestApp, address: string, subject: string) {
  const { rows } = await app.db.query<{ subject: string; text: string }>(
    `SELECT subject, body_text AS text FROM outgoing_emails
     WHERE lower(to_address) = lower($1) AND subject LIKE $2 ORDER BY id`,
    [address, `%${subject}%`],
  );
  return rows;
}

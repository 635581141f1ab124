// Hiring workflows (issue 33): a job's screening questions (part of the job: `screening` on
// create, update and every job JSON), the candidate's answers at apply, and the workflow that acts
// on them: a knocked-out application is rejected with a kind message after a delay unless a
// recruiter overrides it, one that passes is invited to book at once when `autoInvite` is set,
// and an application with no move for STALE_APPLICATION_DAYS reminds both sides once. The log
// keeps what each workflow did, with the rule and the answer that decided.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoBodySchema,
  NoQuerySchema,
  nullable,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';
import {
  BOOKING_KINDS,
  JOB_STATUSES,
  SCREENING_KINDS,
  WORKFLOW_LOG_KINDS,
} from './vocabularies.js';

/** A job asks at most this many screening questions. */
export const MAX_SCREENING_QUESTIONS = 8;
/** A choice question offers 2 to this many choices. */
export const MAX_SCREENING_CHOICES = 10;
/** A knocked-out application is rejected after 0 (at once) to this many hours. */
export const MAX_KNOCKOUT_DELAY_HOURS = 72;

export const ScreeningKindSchema = vocabulary(SCREENING_KINDS);

/**
 * What rules an application out: `{ equals }` for yes/no ('yes' | 'no') and choice (one of the
 * choices); `{ below }` / `{ above }` for a number (an answer strictly below / above it).
 */
export const KnockoutSchema = Type.Union([
  Type.Object(
    { equals: Type.String({ minLength: 1, maxLength: 200 }) },
    { additionalProperties: false },
  ),
  Type.Object({ below: Type.Number() }, { additionalProperties: false }),
  Type.Object({ above: Type.Number() }, { additionalProperties: false }),
]);
export type Knockout = Static<typeof KnockoutSchema>;

const questionFields = {
  question: Type.String({ minLength: 1, maxLength: 300 }),
  kind: ScreeningKindSchema,
  /** Only for `choice`: 2 to MAX_SCREENING_CHOICES distinct choices. */
  choices: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
      minItems: 2,
      maxItems: MAX_SCREENING_CHOICES,
    }),
  ),
  required: Type.Boolean(),
};

/**
 * A screening question as a job's JSON gives it. `knockout` is sent only to the job's company's
 * recruiters: a candidate (or anyone else) never sees which answers rule them out.
 */
export const ScreeningQuestionSchema = Type.Object({
  id: UuidSchema,
  ...questionFields,
  knockout: Type.Optional(nullable(KnockoutSchema)),
});
export type ScreeningQuestion = Static<typeof ScreeningQuestionSchema>;

/**
 * A question as the job form sends it (`screening` on POST /api/jobs and PATCH /api/jobs/:id,
 * the whole list each time, in order): `id` keeps an existing question (and its answers), no `id`
 * adds one. A knock-out must fit the kind (400 naming `screening/<n>/knockout`).
 */
export const ScreeningQuestionInputSchema = Type.Object(
  {
    id: Type.Optional(UuidSchema),
    ...questionFields,
    knockout: Type.Optional(nullable(KnockoutSchema)),
  },
  { additionalProperties: false },
);
export type ScreeningQuestionInput = Static<typeof ScreeningQuestionInputSchema>;

export const ScreeningInputSchema = Type.Array(ScreeningQuestionInputSchema, {
  maxItems: MAX_SCREENING_QUESTIONS,
});

/** `'yes'` or `'no'`, one of the choices, a number, or text (at most 2,000 characters). */
export const ScreeningAnswerValueSchema = Type.Union([
  Type.String({ maxLength: 2000 }),
  Type.Number(),
]);

/** One answer on POST /api/applications (`answers`). */
export const ScreeningAnswerInputSchema = Type.Object(
  { questionId: UuidSchema, answer: ScreeningAnswerValueSchema },
  { additionalProperties: false },
);
export type ScreeningAnswerInput = Static<typeof ScreeningAnswerInputSchema>;
export const ScreeningAnswersInputSchema = Type.Array(ScreeningAnswerInputSchema, {
  maxItems: MAX_SCREENING_QUESTIONS,
});

/** An answer as stored, with the question as the candidate saw it. */
export const ScreeningAnswerSchema = Type.Object({
  questionId: UuidSchema,
  question: Type.String(),
  kind: ScreeningKindSchema,
  answer: ScreeningAnswerValueSchema,
});
export type ScreeningAnswer = Static<typeof ScreeningAnswerSchema>;

/** The knock-out that fired on an application (the recruiter's view only). */
export const FiredKnockoutSchema = Type.Object({
  questionId: UuidSchema,
  question: Type.String(),
  answer: ScreeningAnswerValueSchema,
  rule: KnockoutSchema,
  /** When the rejection is sent; null once it was sent, overridden or the application moved. */
  rejectsAt: nullable(DateTimeSchema),
  /** A recruiter kept the application in the pipeline. */
  overridden: Type.Boolean(),
});
export type FiredKnockout = Static<typeof FiredKnockoutSchema>;

// ---------- the workflow ----------

export const AutoInviteSchema = nullable(vocabulary(BOOKING_KINDS));

const workflowFields = {
  knockoutDelayHours: Type.Integer({ minimum: 0, maximum: MAX_KNOCKOUT_DELAY_HOURS }),
  /** Sent to a knocked-out candidate, in the app and by e-mail. */
  rejectionMessage: Type.String({ minLength: 1, maxLength: 2000 }),
  /** Invite an application that passes to book an interview or a paid trial shift at once. */
  autoInvite: AutoInviteSchema,
  /** Pounds an hour; required when `autoInvite` is 'trial_shift'. */
  trialHourlyRate: Type.Optional(nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1000 }))),
};

/** PUT /api/jobs/:id/workflow and PUT /api/companies/mine/workflow. */
export const WorkflowBodySchema = Type.Object(workflowFields, { additionalProperties: false });
export type WorkflowBody = Static<typeof WorkflowBodySchema>;

export const WorkflowSchema = Type.Object({
  ...workflowFields,
  trialHourlyRate: nullable(Type.Number()),
  /** A job's workflow that is the company default (the job has none of its own). */
  inherited: Type.Boolean(),
});
export type Workflow = Static<typeof WorkflowSchema>;

/** The company's workflow before any PUT. */
export const DEFAULT_WORKFLOW: WorkflowBody = {
  knockoutDelayHours: 24,
  rejectionMessage:
    'Thank you for applying. This role needs something your answers say you do not have right now, so we will not take your application further. We wish you the best with your search.',
  autoInvite: null,
  trialHourlyRate: null,
};

// ---------- the log ----------

export const WorkflowLogKindSchema = vocabulary(WORKFLOW_LOG_KINDS);

/** One thing a workflow did (or a recruiter did to it), newest first in the log. */
export const WorkflowLogEntrySchema = Type.Object({
  id: UuidSchema,
  at: DateTimeSchema,
  kind: WorkflowLogKindSchema,
  applicationId: UuidSchema,
  job: Type.Object({ id: UuidSchema, title: Type.String() }),
  candidateName: Type.String(),
  /** The rule and the answer that decided ('knocked_out', 'rejected'); null otherwise. */
  questionId: nullable(UuidSchema),
  question: nullable(Type.String()),
  answer: nullable(ScreeningAnswerValueSchema),
  rule: nullable(KnockoutSchema),
  /**
   * 'invited': what to book, in words ('an interview', 'a paid trial shift at £12.50 an hour');
   * 'overridden': the recruiter's name.
   */
  detail: nullable(Type.String()),
});
export type WorkflowLogEntry = Static<typeof WorkflowLogEntrySchema>;

export const WorkflowLogQuerySchema = Type.Object(
  {
    /** Default: 7 days ago. */
    since: Type.Optional(DateTimeSchema),
    jobId: Type.Optional(UuidSchema),
  },
  { additionalProperties: false },
);
export type WorkflowLogQuery = Static<typeof WorkflowLogQuerySchema>;

/** At most 500, newest first. */
export const WorkflowLogSchema = Type.Array(WorkflowLogEntrySchema);

/** Per question of a job: how many answered it, and how many it knocked out. */
export const ScreeningStatSchema = Type.Object({
  questionId: UuidSchema,
  question: Type.String(),
  answered: Type.Integer({ minimum: 0 }),
  knockedOut: Type.Integer({ minimum: 0 }),
});
export type ScreeningStat = Static<typeof ScreeningStatSchema>;

/** GET /api/companies/mine/hiring-workflows: the company default and every open or draft job. */
export const HiringWorkflowsSchema = Type.Object({
  companyDefault: WorkflowSchema,
  jobs: Type.Array(
    Type.Object({
      id: UuidSchema,
      title: Type.String(),
      status: vocabulary(JOB_STATUSES),
      /** With the knock-outs. */
      screening: Type.Array(ScreeningQuestionSchema),
      workflow: WorkflowSchema,
      applications: Type.Integer({ minimum: 0 }),
      stats: Type.Array(ScreeningStatSchema),
    }),
  ),
});
export type HiringWorkflows = Static<typeof HiringWorkflowsSchema>;

export const hiringWorkflowRoutes = {
  /** The company's recruiters; 404 not the company's job. */
  jobWorkflow: defineRoute('GET', '/api/jobs/:id/workflow', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: WorkflowSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** The job's own workflow from now on (inherited: false). */
  putJobWorkflow: defineRoute('PUT', '/api/jobs/:id/workflow', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: WorkflowBodySchema,
    response: { 200: WorkflowSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** Back to the company default (204). */
  resetJobWorkflow: defineRoute('DELETE', '/api/jobs/:id/workflow', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 204: Type.Null(), ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  companyWorkflow: defineRoute('GET', '/api/companies/mine/workflow', {
    querystring: NoQuerySchema,
    response: { 200: WorkflowSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  putCompanyWorkflow: defineRoute('PUT', '/api/companies/mine/workflow', {
    querystring: NoQuerySchema,
    body: WorkflowBodySchema,
    response: { 200: WorkflowSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  overview: defineRoute('GET', '/api/companies/mine/hiring-workflows', {
    querystring: NoQuerySchema,
    response: { 200: HiringWorkflowsSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  log: defineRoute('GET', '/api/companies/mine/workflow-log', {
    querystring: WorkflowLogQuerySchema,
    response: { 200: WorkflowLogSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /**
   * Keep a knocked-out application in the pipeline: its pending rejection is cancelled and the
   * log says who. 404 not the company's; 409 no pending knock-out (already sent, or none fired).
   */
  overrideKnockout: defineRoute('POST', '/api/applications/:id/knockout/override', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: FiredKnockoutSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
};

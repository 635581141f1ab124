// The texts of hiring workflows (issue 33): a job's screening questions in the job form, the
// answers and the knock-out on the pipeline, and the /hiring-workflows page with its log. One
// place for each: the screens and their tests import them from here.
import type { ScreeningKind, WorkflowLogKind } from 'shared-kernel/contract';

export const WORKFLOWS_PATH = '/hiring-workflows';

export const KIND_OF_QUESTION: Record<ScreeningKind, string> = {
  yes_no: 'Yes/No',
  choice: 'Choice',
  number: 'Number',
  text: 'Text',
};

export const YES_NO = { yes: 'Yes', no: 'No' } as const;

export const SCREENING = {
  title: 'Screening questions',
  help: (max: number) =>
    `Up to ${max} questions candidates answer when they apply. They never see which answers rule them out.`,
  none: 'No screening questions yet: add a ready question or write your own.',
  addReady: 'Add a ready question',
  readyMenu: 'Ready questions',
  readySuits: (suits: string) => `Suits ${suits}`,
  addOwn: 'Add your own question',
  atMax: (max: number) => `A job asks at most ${max} questions.`,
  questionN: (n: number) => `Question ${n}`,
  question: 'Question',
  kind: 'Answer type',
  choices: 'Choices',
  choiceN: (n: number) => `Choice ${n}`,
  addChoice: 'Add a choice',
  removeChoice: (n: number) => `Remove choice ${n}`,
  required: 'Required',
  knockout: 'Rule out if the answer is …',
  knockoutNumber: 'Rule out if the answer is',
  knockoutValue: 'Value',
  noKnockout: 'No rule',
  below: 'below',
  above: 'above',
  textNoKnockout: 'A text answer never rules anyone out.',
  moveUp: (n: number) => `Move question ${n} up`,
  moveDown: (n: number) => `Move question ${n} down`,
  remove: (n: number) => `Remove question ${n}`,
  questionRequired: (n: number) => `Question ${n} needs its text`,
  choicesRequired: 'Give at least 2 choices, none of them blank',
  choicesDistinct: 'Each choice must be different',
  knockoutValueRequired: 'Give the number that rules out',
} as const;

/** A knock-out rule in words, as the recruiter reads it. */
export const RULE_WORDS = {
  equals: (answer: string) => `answer is ${answer}`,
  below: (value: number) => `answer is below ${value}`,
  above: (value: number) => `answer is above ${value}`,
  rule: (words: string) => `Rule: ${words}`,
  ruleOut: (words: string) => `Rules out if the ${words}`,
  none: 'No knock-out',
} as const;

export const ANSWERS = {
  title: 'Screening answers',
  none: 'No screening answers.',
  ruledOut: (question: string) => `Ruled out: ${question}`,
  ruledOutAt: (question: string, at: string) => `Ruled out: ${question} (rejection ${at})`,
  knockedOut: 'This answer ruled the application out',
  pending: (at: string) => `Rejection will be sent ${at}`,
  overridden: 'Kept in pipeline: no rejection is sent.',
  keep: 'Keep in pipeline',
  kept: 'Kept in pipeline',
} as const;

export const WORKFLOW = {
  knockoutDelayHours: 'Knock-out delay (hours)',
  delayHelp: (max: number) => `0 = at once; up to ${max} hours to keep someone before they hear.`,
  rejectionMessage: 'Rejection message',
  rejectionHelp: 'Sent to a ruled-out candidate in the app and by e-mail.',
  autoInvite: 'Auto-invite who passes',
  autoInvites: { none: 'None', interview: 'Interview', trial_shift: 'Trial shift' },
  trialHourlyRate: 'Trial hourly rate (£)',
  trialRateHelp: 'Required for a trial shift: trial shifts are always paid.',
  trialRateRequired: 'Trial hourly rate is required for a trial shift',
  delayRange: (max: number) => `Knock-out delay must be a whole number from 0 to ${max}`,
  save: 'Save',
  saved: 'Workflow saved',
  /** The workflow in one line. */
  delay: (hours: number) => (hours === 0 ? 'Rejects at once' : `Rejects after ${hours} h`),
  invites: {
    none: 'No auto-invite',
    interview: 'Invites to book an interview',
    trial_shift: 'Invites to book a trial shift',
  },
  rate: (rate: number) => `£${rate}/hour`,
} as const;

export const WORKFLOWS = {
  title: 'Hiring Workflows',
  subtitle:
    'Screening questions, knock-outs and the next step taken for you, job by job, with what they did this week.',
  companyDefault: 'Company default workflow',
  companyDefaultHelp: 'Every job uses this unless it has its own.',
  jobs: 'Jobs',
  noJobs: 'No jobs ask screening questions yet',
  noJobsHelp: 'Add screening questions when you post or edit a job.',
  postJob: 'Post a job',
  noQuestions: 'No screening questions.',
  status: { open: 'Open', draft: 'Draft', closed: 'Closed' },
  usesDefault: 'Company default',
  ownWorkflow: 'Its own workflow',
  applications: (n: number) => `${n} application${n === 1 ? '' : 's'}`,
  stat: (knockedOut: number, answered: number) =>
    answered === 0 ? 'Nobody has answered yet' : `Ruled out ${knockedOut} of ${answered}`,
  rulesOutMost: 'Rules out most candidates',
  rulesOutEveryone: 'Rules out everyone',
  editWorkflow: 'Edit workflow',
  editWorkflowFor: (title: string) => `Edit workflow: ${title}`,
  editQuestions: 'Edit questions',
  editQuestionsFor: (title: string) => `Edit questions: ${title}`,
  useDefault: 'Use company default',
  useOwn: 'Its own workflow',
  saveWorkflow: 'Save workflow',
  resetDone: 'The job uses the company default',
  log: 'This week',
  logHelp: 'What each workflow did in the last 7 days, newest first.',
  logEmpty: 'Nothing happened this week.',
  openApplication: (name: string) => `Open ${name}'s application`,
} as const;

/** What a log entry says happened. */
export const LOG_KIND: Record<WorkflowLogKind, (detail: string | null) => string> = {
  knocked_out: () => 'Ruled out',
  rejected: () => 'Rejection sent',
  overridden: (who) => (who ? `Kept in pipeline by ${who}` : 'Kept in pipeline'),
  // The API's detail: 'an interview', 'a paid trial shift at £12.50 an hour'.
  invited: (what) => (what ? `Invited to book ${what}` : 'Invited to book'),
  reminded: () => 'Reminder sent',
};

export const LOG = {
  decided: (question: string, answer: string) => `${question} — answered ${answer}`,
} as const;

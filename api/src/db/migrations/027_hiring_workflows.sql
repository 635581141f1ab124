-- 027: hiring workflows (issue 33): a job's screening questions, the candidate's answers at
-- apply, the workflow that acts on them (per job, else the company default), the knock-out that
-- fired on an application, the workflow's log, and the once-only stale-application reminder.

-- A job's questions, in `position` order. A question keeps its id across edits of the job (the
-- job form sends the whole list; an `id` keeps a row), so answers and stats stay with it.
CREATE TABLE job_screening_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 0 AND 7),
  question text NOT NULL CHECK (char_length(question) BETWEEN 1 AND 300),
  kind text NOT NULL CHECK (kind IN ('yes_no', 'choice', 'number', 'text')),
  -- Only for 'choice': ["Days", "Evenings"] (checked by the API: 2+, distinct).
  choices jsonb CHECK (choices IS NULL OR jsonb_typeof(choices) = 'array'),
  required boolean NOT NULL DEFAULT false,
  -- { "equals": "no" } | { "below": 1 } | { "above": 40 }, fitting the kind (checked by the API).
  knockout jsonb CHECK (knockout IS NULL OR jsonb_typeof(knockout) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_screening_questions_job_idx ON job_screening_questions (job_id, position);

-- The candidate's answers, with the question as they saw it (a later edit or removal of the
-- question does not change what they answered). No foreign key to the question: it may go.
CREATE TABLE application_answers (
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  question_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  question text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('yes_no', 'choice', 'number', 'text')),
  -- "yes" | "no" | a choice | a number | text.
  answer jsonb NOT NULL,
  PRIMARY KEY (application_id, question_id)
);
CREATE INDEX application_answers_question_idx ON application_answers (question_id);

-- A company's default workflow (job_id null) and jobs' own ones. No row: DEFAULT_WORKFLOW.
CREATE TABLE hiring_workflows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  job_id uuid REFERENCES jobs (id) ON DELETE CASCADE,
  knockout_delay_hours integer NOT NULL CHECK (knockout_delay_hours BETWEEN 0 AND 72),
  rejection_message text NOT NULL CHECK (char_length(rejection_message) BETWEEN 1 AND 2000),
  auto_invite text CHECK (auto_invite IN ('interview', 'trial_shift')),
  trial_hourly_rate_pence integer CHECK (trial_hourly_rate_pence > 0),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT hiring_workflows_trial_paid CHECK (
    auto_invite IS DISTINCT FROM 'trial_shift' OR trial_hourly_rate_pence IS NOT NULL
  )
);
CREATE UNIQUE INDEX hiring_workflows_company_default_idx ON hiring_workflows (company_id)
  WHERE job_id IS NULL;
CREATE UNIQUE INDEX hiring_workflows_job_idx ON hiring_workflows (job_id) WHERE job_id IS NOT NULL;
-- Every foreign key has an index (docs/data-model.md): a company's or a user's deletion.
CREATE INDEX hiring_workflows_company_idx ON hiring_workflows (company_id);
CREATE INDEX hiring_workflows_updated_by_idx ON hiring_workflows (updated_by);

-- The knock-out that fired on an application: which question, the rule and the answer. Its
-- rejection is due at rejects_at; null once it was sent (rejected_at), overridden by a recruiter
-- (overridden_at) or the application moved. The sweep claims due rows with one UPDATE.
CREATE TABLE application_knockouts (
  application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  question_id uuid NOT NULL,
  question text NOT NULL,
  answer jsonb NOT NULL,
  rule jsonb NOT NULL,
  rejects_at timestamptz,
  rejected_at timestamptz,
  overridden_by uuid REFERENCES users (id) ON DELETE SET NULL,
  overridden_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_knockouts_due_idx ON application_knockouts (rejects_at)
  WHERE rejects_at IS NOT NULL;
CREATE INDEX application_knockouts_overridden_by_idx ON application_knockouts (overridden_by);
-- Knock-outs per question (the overview's stats).
CREATE INDEX application_knockouts_question_idx ON application_knockouts (question_id);

-- What each workflow did (or a recruiter did to it), with the rule and the answer that decided.
CREATE TABLE workflow_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('knocked_out', 'rejected', 'overridden', 'invited', 'reminded')),
  question_id uuid,
  question text,
  answer jsonb,
  rule jsonb,
  detail text,
  -- clock_timestamp(): two entries of one transaction (knocked out, then rejected) keep their order.
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX workflow_log_company_at_idx ON workflow_log (company_id, at DESC);
CREATE INDEX workflow_log_job_idx ON workflow_log (job_id);
CREATE INDEX workflow_log_application_idx ON workflow_log (application_id);

-- The reminder of an application with no move for STALE_APPLICATION_DAYS: sent once, claimed by
-- `UPDATE … SET stale_reminded_at = now() WHERE stale_reminded_at IS NULL … RETURNING`.
ALTER TABLE applications ADD COLUMN stale_reminded_at timestamptz;
CREATE INDEX applications_stale_idx ON applications (status_changed_at)
  WHERE stale_reminded_at IS NULL AND status IN ('applied', 'reviewed');

-- Hiring tools of the recruiter remote: invitations to apply (from a job's matches) and interview
-- scorecards (a recruiter's ratings of a candidate after an interview, kept with the application).

CREATE TABLE job_invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  message text CHECK (char_length(message) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One invitation per (job, candidate): the API answers 409 on this constraint.
  CONSTRAINT job_invites_job_candidate_key UNIQUE (job_id, candidate_id)
);
CREATE INDEX job_invites_candidate_idx ON job_invites (candidate_id);
CREATE INDEX job_invites_company_idx ON job_invites (company_id, created_at DESC);
CREATE INDEX job_invites_invited_by_idx ON job_invites (invited_by);
CREATE TRIGGER job_invites_updated_at BEFORE UPDATE ON job_invites
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE interview_scorecards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL,
  candidate_id uuid NOT NULL,
  company_id uuid NOT NULL,
  interview_id uuid REFERENCES interviews (id) ON DELETE SET NULL,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- criterion → rating 1..5, criteria: hospitality, communication, skills, teamwork, reliability
  ratings jsonb NOT NULL CHECK (jsonb_typeof(ratings) = 'object'),
  recommendation text NOT NULL CHECK (recommendation IN ('hire', 'maybe', 'no_hire')),
  notes text CHECK (char_length(notes) <= 5000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Kept equal to the application's candidate and company; goes with the application.
  CONSTRAINT interview_scorecards_application_fkey FOREIGN KEY (application_id, candidate_id, company_id)
    REFERENCES applications (id, candidate_id, company_id) ON DELETE CASCADE
);
CREATE INDEX interview_scorecards_application_idx ON interview_scorecards (application_id, created_at);
CREATE INDEX interview_scorecards_company_idx ON interview_scorecards (company_id, created_at DESC);
CREATE INDEX interview_scorecards_interview_idx ON interview_scorecards (interview_id);
CREATE INDEX interview_scorecards_author_idx ON interview_scorecards (author_id);
CREATE TRIGGER interview_scorecards_updated_at BEFORE UPDATE ON interview_scorecards
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

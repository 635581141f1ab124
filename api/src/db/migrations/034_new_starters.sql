-- 034: the new-starter pack (issue 43 item 4; docs/new-starter-records.md says what is kept, for
-- how long and why). One record per application whose offer was accepted, made in the
-- transaction that accepts the offer (and below, for offers accepted before this migration).
--
-- The record outlives what it hangs from: an employer must keep right-to-work, tax and pay records
-- for the employment and 2 years after it, also when the person deletes their account or the
-- application goes. So its links are ON DELETE SET NULL and it keeps what it needs to be read
-- (the company, the job's title, the start day, and the person's name once their account is
-- deleted). Only the retention sweep (keep_until passed) or the company's deletion removes it.

-- The company's sexual-harassment prevention policy (Worker Protection Act 2023), as the
-- tipping policy (032): null until written.
ALTER TABLE companies
  ADD COLUMN harassment_policy text CHECK (char_length(harassment_policy) BETWEEN 1 AND 20000),
  ADD COLUMN harassment_policy_updated_at timestamptz;

CREATE TABLE new_starters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid UNIQUE REFERENCES applications (id) ON DELETE SET NULL,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  candidate_id uuid REFERENCES users (id) ON DELETE SET NULL,
  job_id uuid REFERENCES jobs (id) ON DELETE SET NULL,
  job_title text NOT NULL,
  -- The accepted offer's start day (London): a step not done on or after it is overdue.
  start_date date,
  -- The person's name, written when their account is deleted (the users row is then anonymised).
  person_name text,
  -- Right to work, the candidate's side: the route, and for share_code the code and birth day.
  rtw_route text CHECK (rtw_route IN ('share_code', 'british_irish_passport', 'documents')),
  share_code text CHECK (share_code ~ '^[A-Z0-9]{9}$'),
  date_of_birth date,
  share_code_valid_until date,
  rtw_submitted_at timestamptz,
  CONSTRAINT new_starters_share_code_route
    CHECK ((share_code IS NULL) = (rtw_route IS DISTINCT FROM 'share_code')),
  -- HMRC starter checklist.
  starter_statement text CHECK (starter_statement IN ('A', 'B', 'C')),
  ni_number text CHECK (ni_number ~ '^[A-Z]{2}[0-9]{6}[A-D]$'),
  student_loan_plan text
    CHECK (student_loan_plan IN ('none', 'plan_1', 'plan_2', 'plan_4', 'plan_5')),
  postgraduate_loan boolean,
  starter_saved_at timestamptz,
  -- Bank details: AES-256-GCM ciphertext only (modules/new-starters/crypto.ts); never plain text.
  bank_ciphertext bytea,
  bank_saved_at timestamptz,
  -- The first shift (any member confirms it, once the right-to-work check is recorded).
  first_shift_on date,
  first_shift_confirmed_at timestamptz,
  first_shift_confirmed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The leaving day the owner or an admin sets; the record is deleted after keep_until.
  left_on date,
  keep_until date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX new_starters_company_idx ON new_starters (company_id);
CREATE INDEX new_starters_candidate_idx ON new_starters (candidate_id);
CREATE INDEX new_starters_keep_until_idx ON new_starters (keep_until) WHERE keep_until IS NOT NULL;

-- The employer's right-to-work check (one per record: a new check replaces it), with the
-- evidence file stored unaltered and known by its SHA-256.
CREATE TABLE new_starter_checks (
  new_starter_id uuid PRIMARY KEY REFERENCES new_starters (id) ON DELETE CASCADE,
  route text NOT NULL CHECK (route IN ('share_code', 'british_irish_passport', 'documents')),
  checked_on date NOT NULL,
  result text NOT NULL CHECK (result IN ('continuous', 'time_limited')),
  expires_on date,
  CONSTRAINT new_starter_checks_expiry
    CHECK ((result = 'time_limited') = (expires_on IS NOT NULL) AND
      (expires_on IS NULL OR expires_on > checked_on)),
  evidence bytea NOT NULL,
  evidence_sha256 text NOT NULL CHECK (evidence_sha256 ~ '^[0-9a-f]{64}$'),
  evidence_content_type text NOT NULL
    CHECK (evidence_content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  evidence_size integer NOT NULL CHECK (evidence_size BETWEEN 1 AND 10485760),
  evidence_file_name text NOT NULL CHECK (char_length(evidence_file_name) BETWEEN 1 AND 200),
  recorded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
-- The follow-up sweep looks for time-limited permission whose follow-up day has come.
CREATE INDEX new_starter_checks_expires_on_idx ON new_starter_checks (expires_on)
  WHERE expires_on IS NOT NULL;

-- Every view of the full bank details (the payroll CSV): who, when, how. Listed on the record.
CREATE TABLE new_starter_bank_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  new_starter_id uuid NOT NULL REFERENCES new_starters (id) ON DELETE CASCADE,
  viewed_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  via text NOT NULL CHECK (via IN ('payroll_csv')),
  viewed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX new_starter_bank_views_record_idx ON new_starter_bank_views (new_starter_id);

-- The contract the employer attached (text or a PDF): one current document; attaching another
-- replaces it, and its SHA-256 says which signature is for it.
CREATE TABLE new_starter_contracts (
  new_starter_id uuid PRIMARY KEY REFERENCES new_starters (id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('text', 'pdf')),
  text text CHECK (char_length(text) BETWEEN 1 AND 50000),
  document bytea,
  file_name text CHECK (char_length(file_name) BETWEEN 1 AND 200),
  CONSTRAINT new_starter_contracts_body
    CHECK ((format = 'text') = (text IS NOT NULL) AND (format = 'pdf') = (document IS NOT NULL)),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  attached_by uuid REFERENCES users (id) ON DELETE SET NULL,
  attached_at timestamptz NOT NULL DEFAULT now()
);

-- Signatures, one per document signed (by its SHA-256): a changed document needs a new one.
CREATE TABLE new_starter_signatures (
  new_starter_id uuid NOT NULL REFERENCES new_starters (id) ON DELETE CASCADE,
  document_sha256 text NOT NULL CHECK (document_sha256 ~ '^[0-9a-f]{64}$'),
  full_name text NOT NULL CHECK (char_length(full_name) BETWEEN 2 AND 200),
  ip_address text NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (new_starter_id, document_sha256)
);

-- The candidate's acknowledgements of the company's policies, per policy text (by its SHA-256):
-- a rewritten policy needs a new acknowledgement.
CREATE TABLE new_starter_policy_acks (
  new_starter_id uuid NOT NULL REFERENCES new_starters (id) ON DELETE CASCADE,
  policy text NOT NULL CHECK (policy IN ('tipping', 'harassment')),
  text_sha256 text NOT NULL CHECK (text_sha256 ~ '^[0-9a-f]{64}$'),
  acknowledged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (new_starter_id, policy, text_sha256)
);

-- Done once (021's way, as 033's certificate_expiry_notices): the follow-up of one record's
-- time-limited permission and expiry day. A new check with another expiry day may follow up again.
CREATE TABLE new_starter_follow_ups (
  new_starter_id uuid NOT NULL REFERENCES new_starters (id) ON DELETE CASCADE,
  expires_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (new_starter_id, expires_on)
);

-- The offers accepted before this migration: their records, with the offer's start day.
INSERT INTO new_starters (application_id, company_id, candidate_id, job_id, job_title, start_date)
SELECT DISTINCT ON (o.application_id)
  o.application_id, o.company_id, o.candidate_id, a.job_id, j.title, o.start_date
FROM offers o
JOIN applications a ON a.id = o.application_id
JOIN jobs j ON j.id = a.job_id
WHERE o.status = 'accepted'
ORDER BY o.application_id, o.responded_at DESC NULLS LAST, o.created_at DESC
-- (None exist yet here: this lets api/test/new-starters-retention.test.ts run this statement again.)
ON CONFLICT (application_id) DO NOTHING;

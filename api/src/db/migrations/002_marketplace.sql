-- 002: the marketplace. Candidate profiles and assessments; companies, members, venues, onboarding,
-- branding, culture pages; jobs and the public search; applications with their history,
-- interviews, offers; saved jobs, likes, job alerts; notifications; conversations and messages;
-- subscriptions and checkout sessions.
--
-- Reference: docs/data-model.md (tables, enums, constraints, the index behind each query).
-- Conventions: uuid ids; created_at/updated_at on every table (updated_at kept by a trigger unless
-- an UPDATE sets it itself); every enum is a CHECK; money is integer pence; skills are lowercase,
-- trimmed text[]; "candidate_id" is always a users.id of a candidate.
-- Runs on PostgreSQL 15+ and PGlite 0.5 (no extensions: text search is a generated tsvector).

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- Keeps updated_at current on UPDATE, unless the statement sets updated_at itself.
CREATE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;

-- array_to_string is only STABLE (for arrays in general); on text[] it is immutable, which a
-- generated column needs.
CREATE FUNCTION text_array_to_text(items text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_string(items, ' '), '')
$$;

-- Skills are stored canonical so that overlap (&&) and containment (@>) match: each one trimmed,
-- lowercase, 1 to 60 characters, no duplicates, at most 50 in a list.
CREATE FUNCTION skills_are_canonical(items text[]) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT items IS NOT NULL
     AND coalesce(array_length(items, 1), 0) <= 50
     AND coalesce(array_ndims(items), 1) = 1
     AND NOT EXISTS (
       SELECT 1 FROM unnest(items) AS s
       WHERE s IS NULL OR s <> lower(btrim(s)) OR char_length(s) NOT BETWEEN 1 AND 60
     )
     AND (SELECT count(DISTINCT s) FROM unnest(items) AS s) = coalesce(array_length(items, 1), 0)
$$;

-- ---------------------------------------------------------------------------------------------
-- Candidates
-- ---------------------------------------------------------------------------------------------

CREATE TABLE candidate_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  bio text CHECK (char_length(bio) <= 5000),
  experience text CHECK (char_length(experience) <= 10000),
  phone_number text CHECK (char_length(phone_number) BETWEEN 5 AND 32),
  personality_type text CHECK (char_length(personality_type) BETWEEN 1 AND 60),
  skills text[] NOT NULL DEFAULT '{}' CHECK (skills_are_canonical(skills)),
  city text CHECK (char_length(city) BETWEEN 1 AND 100),
  postcode text CHECK (char_length(postcode) BETWEEN 2 AND 10),
  -- Day parts the candidate can work, as '<weekday>_<part>' tokens.
  availability text[] NOT NULL DEFAULT '{}' CHECK (availability <@ ARRAY[
    'mon_morning', 'mon_afternoon', 'mon_evening', 'mon_late',
    'tue_morning', 'tue_afternoon', 'tue_evening', 'tue_late',
    'wed_morning', 'wed_afternoon', 'wed_evening', 'wed_late',
    'thu_morning', 'thu_afternoon', 'thu_evening', 'thu_late',
    'fri_morning', 'fri_afternoon', 'fri_evening', 'fri_late',
    'sat_morning', 'sat_afternoon', 'sat_evening', 'sat_late',
    'sun_morning', 'sun_afternoon', 'sun_evening', 'sun_late'
  ]::text[]),
  visible_in_talent_pool boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Talent pool: only visible profiles are searched (write `visible_in_talent_pool = true` or
-- `visible_in_talent_pool` literally in the query so that these partial indexes apply).
CREATE INDEX candidate_profiles_pool_skills_idx ON candidate_profiles USING gin (skills)
  WHERE visible_in_talent_pool;
CREATE INDEX candidate_profiles_pool_availability_idx ON candidate_profiles USING gin (availability)
  WHERE visible_in_talent_pool;
CREATE INDEX candidate_profiles_pool_city_idx ON candidate_profiles (lower(city))
  WHERE visible_in_talent_pool;
CREATE INDEX candidate_profiles_pool_recent_idx ON candidate_profiles (updated_at DESC, id)
  WHERE visible_in_talent_pool;

-- ---------------------------------------------------------------------------------------------
-- Companies, members, venues, onboarding, culture pages
-- ---------------------------------------------------------------------------------------------

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 120),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 80),
  description text CHECK (char_length(description) <= 10000),
  website_url text CHECK (char_length(website_url) <= 500),
  logo_url text CHECK (char_length(logo_url) <= 1000),
  primary_color text CHECK (primary_color ~ '^#[0-9a-fA-F]{6}$'),
  accent_color text CHECK (accent_color ~ '^#[0-9a-fA-F]{6}$'),
  careers_headline text CHECK (char_length(careers_headline) <= 200),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT companies_slug_key UNIQUE (slug)
);
CREATE INDEX companies_created_by_idx ON companies (created_by);
CREATE INDEX companies_name_idx ON companies (lower(name));

CREATE TABLE company_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'recruiter' CHECK (role IN ('owner', 'admin', 'recruiter')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT company_members_company_user_key UNIQUE (company_id, user_id)
);
-- GET /api/me/company: the companies of a user.
CREATE INDEX company_members_user_idx ON company_members (user_id, created_at);

CREATE TABLE venues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 120),
  venue_type text NOT NULL CHECK (venue_type IN ('restaurant', 'bar', 'cafe', 'hotel')),
  description text CHECK (char_length(description) <= 5000),
  address_line text CHECK (char_length(address_line) <= 200),
  city text NOT NULL CHECK (char_length(btrim(city)) BETWEEN 1 AND 100),
  postcode text CHECK (char_length(postcode) BETWEEN 2 AND 10),
  pace text CHECK (pace IN ('fast', 'moderate', 'relaxed')),
  team_size text CHECK (team_size IN ('small', 'medium', 'large')),
  guest_interaction text CHECK (guest_interaction IN ('high', 'moderate', 'minimal')),
  service_approach text CHECK (service_approach IN ('personalized', 'efficient', 'formal', 'casual')),
  primary_values text[] NOT NULL DEFAULT '{}' CHECK (primary_values <@ ARRAY[
    'teamwork', 'quality', 'innovation', 'tradition', 'sustainability', 'growth'
  ]::text[]),
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Target of jobs' composite foreign key (a job's venue belongs to the job's company).
  CONSTRAINT venues_id_company_key UNIQUE (id, company_id)
);
-- A company's venues (active first; archived ones stay for their jobs' history).
CREATE INDEX venues_company_idx ON venues (company_id, archived_at, name);
-- Job search joins venues for city and venue type.
CREATE INDEX venues_city_idx ON venues (lower(city));
CREATE INDEX venues_venue_type_idx ON venues (venue_type);

-- One row per (company, step), created with the company. allRequiredDone = no required row with
-- completed_at null.
CREATE TABLE company_onboarding_steps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN (
    'company_profile', 'first_venue', 'culture_assessment', 'branding', 'first_job', 'invite_team'
  )),
  required boolean NOT NULL DEFAULT true,
  sort_order smallint NOT NULL DEFAULT 0,
  completed_at timestamptz,
  completed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT company_onboarding_steps_company_step_key UNIQUE (company_id, step)
);
CREATE INDEX company_onboarding_steps_completed_by_idx ON company_onboarding_steps (completed_by);

-- Culture and personality assessments, of a candidate (candidate_id) or of a company (company_id):
-- exactly one subject. One row per (subject, kind), updated in place when retaken.
-- The culture responses of spec section 3 are typed columns: work_pace, guest_interaction,
-- team_size, service_approach, primary_values. `answers` keeps the raw per-question answers of a
-- quiz; `personality_type`/`scores` the result of a personality assessment.
CREATE TABLE assessments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('culture', 'personality')),
  candidate_id uuid REFERENCES users (id) ON DELETE CASCADE,
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  work_pace text CHECK (work_pace IN ('fast', 'moderate', 'relaxed')),
  guest_interaction text CHECK (guest_interaction IN ('high', 'moderate', 'minimal')),
  team_size text CHECK (team_size IN ('small', 'medium', 'large')),
  service_approach text CHECK (service_approach IN ('personalized', 'efficient', 'formal', 'casual')),
  primary_values text[] NOT NULL DEFAULT '{}' CHECK (primary_values <@ ARRAY[
    'teamwork', 'quality', 'innovation', 'tradition', 'sustainability', 'growth'
  ]::text[]),
  answers jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(answers) = 'object'),
  personality_type text CHECK (char_length(personality_type) BETWEEN 1 AND 60),
  scores jsonb CHECK (jsonb_typeof(scores) = 'object'),
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT assessments_one_subject CHECK (num_nonnulls(candidate_id, company_id) = 1),
  -- Companies take the culture assessment only.
  CONSTRAINT assessments_company_culture_only CHECK (company_id IS NULL OR kind = 'culture'),
  -- Upsert with ON CONFLICT (candidate_id, kind) / ON CONFLICT (company_id, kind).
  CONSTRAINT assessments_candidate_kind_key UNIQUE (candidate_id, kind),
  CONSTRAINT assessments_company_kind_key UNIQUE (company_id, kind)
);

CREATE TABLE magical_moments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  venue_id uuid REFERENCES venues (id) ON DELETE SET NULL,
  team_member_name text NOT NULL CHECK (char_length(btrim(team_member_name)) BETWEEN 1 AND 120),
  title text CHECK (char_length(title) <= 200),
  description text NOT NULL CHECK (char_length(btrim(description)) BETWEEN 1 AND 5000),
  occurred_on date NOT NULL DEFAULT current_date,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX magical_moments_company_idx ON magical_moments (company_id, occurred_on DESC, created_at DESC);
CREATE INDEX magical_moments_venue_idx ON magical_moments (venue_id);
CREATE INDEX magical_moments_created_by_idx ON magical_moments (created_by);

-- One strategy canvas per company: lists of core values and service standards, shaped by the API
-- (core_values, not "values": that word is reserved in SQL).
CREATE TABLE strategy_canvas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  core_values jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(core_values) = 'array'),
  standards jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(standards) = 'array'),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT strategy_canvas_company_key UNIQUE (company_id)
);
CREATE INDEX strategy_canvas_updated_by_idx ON strategy_canvas (updated_by);

-- ---------------------------------------------------------------------------------------------
-- Jobs
-- ---------------------------------------------------------------------------------------------

-- Pay: nothing ("Competitive salary"), or one amount, or a min and/or max; salary_type says
-- whether the figures are per year or per hour. annual_pay_*_pence put both on one scale for the
-- pay filter and the pay sort: hourly figures count 1950 hours a year (37.5 h x 52 weeks).
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  venue_id uuid NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (char_length(btrim(title)) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 20000),
  skills text[] NOT NULL DEFAULT '{}' CHECK (skills_are_canonical(skills)),
  employment_type text NOT NULL CHECK (employment_type IN (
    'full_time', 'part_time', 'contract', 'temporary', 'seasonal'
  )),
  salary_type text CHECK (salary_type IN ('yearly', 'hourly')),
  salary_amount_pence integer CHECK (salary_amount_pence > 0),
  salary_min_pence integer CHECK (salary_min_pence > 0),
  salary_max_pence integer CHECK (salary_max_pence > 0),
  pace text CHECK (pace IN ('fast', 'moderate', 'relaxed')),
  team_size text CHECK (team_size IN ('small', 'medium', 'large')),
  urgent boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'closed')),
  published_at timestamptz,
  closes_on date,
  closed_at timestamptz,
  annual_pay_min_pence integer GENERATED ALWAYS AS (
    CASE salary_type
      WHEN 'hourly' THEN coalesce(salary_min_pence, salary_amount_pence, salary_max_pence) * 1950
      ELSE coalesce(salary_min_pence, salary_amount_pence, salary_max_pence)
    END
  ) STORED,
  annual_pay_max_pence integer GENERATED ALWAYS AS (
    CASE salary_type
      WHEN 'hourly' THEN coalesce(salary_max_pence, salary_amount_pence, salary_min_pence) * 1950
      ELSE coalesce(salary_max_pence, salary_amount_pence, salary_min_pence)
    END
  ) STORED,
  -- Full-text search: title (A), skills (B), description (C). Query with
  -- `search_vector @@ websearch_to_tsquery('english', $q)`, rank with ts_rank(search_vector, …).
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A')
    || setweight(to_tsvector('english', text_array_to_text(skills)), 'B')
    || setweight(to_tsvector('english', coalesce(description, '')), 'C')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT jobs_id_company_key UNIQUE (id, company_id),
  -- The venue belongs to the job's company. NO ACTION (checked at the end of the statement): a
  -- venue with jobs cannot be deleted (archive it), while deleting a company cascades to both.
  CONSTRAINT jobs_venue_fkey FOREIGN KEY (venue_id, company_id) REFERENCES venues (id, company_id),
  CONSTRAINT jobs_pay_amount_or_range CHECK (
    salary_amount_pence IS NULL OR (salary_min_pence IS NULL AND salary_max_pence IS NULL)
  ),
  CONSTRAINT jobs_pay_range_order CHECK (salary_min_pence <= salary_max_pence),
  CONSTRAINT jobs_pay_type_iff_pay CHECK (
    (salary_type IS NULL)
    = (salary_amount_pence IS NULL AND salary_min_pence IS NULL AND salary_max_pence IS NULL)
  ),
  -- At most £1,000,000 a year or £1,000 an hour (keeps the annual figures inside integer).
  CONSTRAINT jobs_pay_cap CHECK (
    greatest(salary_amount_pence, salary_min_pence, salary_max_pence)
      <= CASE salary_type WHEN 'hourly' THEN 100000 ELSE 100000000 END
  ),
  CONSTRAINT jobs_open_is_published CHECK (status <> 'open' OR published_at IS NOT NULL)
);
-- Public search and recommendations: open jobs, newest first (keyset on published_at, id).
CREATE INDEX jobs_status_published_idx ON jobs (status, published_at DESC, id DESC);
-- Sort by pay and the pay range filter.
CREATE INDEX jobs_status_pay_idx ON jobs (status, annual_pay_max_pence DESC NULLS LAST, id);
-- Sort by closing date; the daily close of expired jobs.
CREATE INDEX jobs_status_closes_on_idx ON jobs (status, closes_on, id);
CREATE INDEX jobs_status_employment_type_idx ON jobs (status, employment_type);
CREATE INDEX jobs_status_pace_idx ON jobs (status, pace);
-- The urgent list of the recommendations.
CREATE INDEX jobs_open_urgent_idx ON jobs (published_at DESC) WHERE urgent AND status = 'open';
CREATE INDEX jobs_search_vector_idx ON jobs USING gin (search_vector);
-- Skills-based recommendations (skills && candidate skills) and matching.
CREATE INDEX jobs_skills_idx ON jobs USING gin (skills);
-- A company's jobs (dashboard, analytics, subscription open-jobs limit).
CREATE INDEX jobs_company_status_idx ON jobs (company_id, status, created_at DESC);
CREATE INDEX jobs_venue_idx ON jobs (venue_id);
CREATE INDEX jobs_created_by_idx ON jobs (created_by);

-- ---------------------------------------------------------------------------------------------
-- Applications, status history, interviews, offers
-- ---------------------------------------------------------------------------------------------

-- company_id is the job's company, copied for the company's analytics and pipeline; the
-- composite foreign key keeps it equal to jobs.company_id.
CREATE TABLE applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL,
  company_id uuid NOT NULL,
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'applied' CHECK (status IN (
    'applied', 'reviewed', 'interviewed', 'offered', 'rejected', 'accepted', 'declined'
  )),
  cover_letter text CHECK (char_length(cover_letter) <= 10000),
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One application per (job, candidate): the API answers 409 on this constraint.
  CONSTRAINT applications_job_candidate_key UNIQUE (job_id, candidate_id),
  -- Target of the interviews' and offers' composite foreign keys.
  CONSTRAINT applications_id_candidate_company_key UNIQUE (id, candidate_id, company_id),
  -- NO ACTION: a job (or company) with applications cannot be deleted; close the job instead.
  CONSTRAINT applications_job_fkey FOREIGN KEY (job_id, company_id) REFERENCES jobs (id, company_id)
);
-- A job's applications by status (pipeline).
CREATE INDEX applications_job_status_idx ON applications (job_id, status, created_at DESC);
-- A candidate's applications, newest first (dashboard, /applications).
CREATE INDEX applications_candidate_idx ON applications (candidate_id, created_at DESC);
-- Company analytics: applications over time.
CREATE INDEX applications_company_created_idx ON applications (company_id, created_at);
-- Company analytics: funnel by status; time to hire (status 'accepted': status_changed_at - created_at).
CREATE INDEX applications_company_status_idx ON applications (company_id, status, status_changed_at);
-- Trending: most applications per job in the last 7 days (index-only scan).
CREATE INDEX applications_created_job_idx ON applications (created_at, job_id);

CREATE TABLE application_status_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  from_status text CHECK (from_status IN (
    'applied', 'reviewed', 'interviewed', 'offered', 'rejected', 'accepted', 'declined'
  )),
  to_status text NOT NULL CHECK (to_status IN (
    'applied', 'reviewed', 'interviewed', 'offered', 'rejected', 'accepted', 'declined'
  )),
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  note text CHECK (char_length(note) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT application_status_history_changes CHECK (from_status IS DISTINCT FROM to_status)
);
CREATE INDEX application_status_history_application_idx
  ON application_status_history (application_id, created_at);
-- Time to hire / time in stage across a company's applications.
CREATE INDEX application_status_history_to_status_idx
  ON application_status_history (to_status, created_at);
CREATE INDEX application_status_history_changed_by_idx ON application_status_history (changed_by);

CREATE TABLE interviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL,
  candidate_id uuid NOT NULL,
  company_id uuid NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN (
    'scheduled', 'confirmed', 'cancelled', 'completed'
  )),
  mode text NOT NULL DEFAULT 'in_person' CHECK (mode IN ('in_person', 'video', 'phone')),
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL DEFAULT 30 CHECK (duration_minutes BETWEEN 5 AND 480),
  location text CHECK (char_length(location) <= 300),
  video_url text CHECK (char_length(video_url) <= 1000),
  interviewer_name text CHECK (char_length(interviewer_name) <= 120),
  notes text CHECK (char_length(notes) <= 5000),
  -- The recruiter's rating, shaped by the API (e.g. {"overall": 4, "criteria": {…}, "notes": "…"}).
  scorecard jsonb CHECK (jsonb_typeof(scorecard) = 'object'),
  scheduled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT interviews_application_fkey FOREIGN KEY (application_id, candidate_id, company_id)
    REFERENCES applications (id, candidate_id, company_id) ON DELETE CASCADE
);
CREATE INDEX interviews_company_starts_idx ON interviews (company_id, starts_at);
CREATE INDEX interviews_candidate_starts_idx ON interviews (candidate_id, starts_at);
CREATE INDEX interviews_application_idx ON interviews (application_id, starts_at);
CREATE INDEX interviews_scheduled_by_idx ON interviews (scheduled_by);

CREATE TABLE offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL,
  candidate_id uuid NOT NULL,
  company_id uuid NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN (
    'pending', 'accepted', 'declined', 'withdrawn', 'expired'
  )),
  salary_type text NOT NULL CHECK (salary_type IN ('yearly', 'hourly')),
  salary_amount_pence integer NOT NULL CHECK (salary_amount_pence > 0),
  start_date date,
  expires_at timestamptz,
  message text CHECK (char_length(message) <= 5000),
  responded_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT offers_pay_cap CHECK (
    salary_amount_pence <= CASE salary_type WHEN 'hourly' THEN 100000 ELSE 100000000 END
  ),
  CONSTRAINT offers_application_fkey FOREIGN KEY (application_id, candidate_id, company_id)
    REFERENCES applications (id, candidate_id, company_id) ON DELETE CASCADE
);
-- At most one pending offer per application.
CREATE UNIQUE INDEX offers_one_pending_idx ON offers (application_id) WHERE status = 'pending';
CREATE INDEX offers_application_idx ON offers (application_id, created_at DESC);
CREATE INDEX offers_company_idx ON offers (company_id, created_at DESC);
CREATE INDEX offers_candidate_idx ON offers (candidate_id, created_at DESC);
-- Expiring pending offers.
CREATE INDEX offers_pending_expires_idx ON offers (expires_at) WHERE status = 'pending';
CREATE INDEX offers_created_by_idx ON offers (created_by);

-- ---------------------------------------------------------------------------------------------
-- Saved jobs, likes, job alerts
-- ---------------------------------------------------------------------------------------------

CREATE TABLE saved_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT saved_jobs_candidate_job_key UNIQUE (candidate_id, job_id)
);
CREATE INDEX saved_jobs_candidate_idx ON saved_jobs (candidate_id, created_at DESC);
CREATE INDEX saved_jobs_job_idx ON saved_jobs (job_id);

CREATE TABLE job_preferences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('like', 'dislike')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT job_preferences_candidate_job_action_key UNIQUE (candidate_id, job_id, action)
);
CREATE INDEX job_preferences_job_idx ON job_preferences (job_id);

-- criteria (camelCase, as the API takes it): {"q": "chef", "city": "Leeds",
-- "venueTypes": ["bar"], "employmentTypes": ["part_time"], "minPayPence": 1250,
-- "salaryType": "hourly", "pace": "fast"}; every key optional.
CREATE TABLE job_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 120),
  criteria jsonb NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  last_notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT job_alerts_criteria_object CHECK (jsonb_typeof(criteria) = 'object'),
  CONSTRAINT job_alerts_criteria_q CHECK (
    criteria->'q' IS NULL OR jsonb_typeof(criteria->'q') IN ('string', 'null')
  ),
  CONSTRAINT job_alerts_criteria_city CHECK (
    criteria->'city' IS NULL OR jsonb_typeof(criteria->'city') IN ('string', 'null')
  ),
  CONSTRAINT job_alerts_criteria_venue_types CHECK (
    criteria->'venueTypes' IS NULL OR (
      jsonb_typeof(criteria->'venueTypes') = 'array'
      AND criteria->'venueTypes' <@ '["restaurant", "bar", "cafe", "hotel"]'::jsonb
    )
  ),
  CONSTRAINT job_alerts_criteria_employment_types CHECK (
    criteria->'employmentTypes' IS NULL OR (
      jsonb_typeof(criteria->'employmentTypes') = 'array'
      AND criteria->'employmentTypes'
        <@ '["full_time", "part_time", "contract", "temporary", "seasonal"]'::jsonb
    )
  ),
  CONSTRAINT job_alerts_criteria_min_pay CHECK (
    criteria->'minPayPence' IS NULL OR jsonb_typeof(criteria->'minPayPence') IN ('number', 'null')
  ),
  CONSTRAINT job_alerts_criteria_salary_type CHECK (
    criteria->'salaryType' IS NULL OR jsonb_typeof(criteria->'salaryType') = 'null'
    OR criteria->>'salaryType' IN ('yearly', 'hourly')
  ),
  CONSTRAINT job_alerts_criteria_pace CHECK (
    criteria->'pace' IS NULL OR jsonb_typeof(criteria->'pace') = 'null'
    OR criteria->>'pace' IN ('fast', 'moderate', 'relaxed')
  )
);
CREATE INDEX job_alerts_candidate_idx ON job_alerts (candidate_id, created_at DESC);
-- Matching a newly published job: active alerts whose city is unset ('') or the job's city:
-- `WHERE active AND coalesce(lower(criteria->>'city'), '') IN ('', lower($city))`.
CREATE INDEX job_alerts_active_city_idx ON job_alerts (coalesce(lower(criteria->>'city'), ''))
  WHERE active;

-- ---------------------------------------------------------------------------------------------
-- Notifications, conversations, messages
-- ---------------------------------------------------------------------------------------------

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- e.g. application.status, application.new, interview.scheduled, offer.new, message.new,
  -- job_alert.match, system.
  type text NOT NULL CHECK (type ~ '^[a-z][a-z0-9_.:-]{0,63}$'),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  body text CHECK (char_length(body) <= 2000),
  href text CHECK (char_length(href) <= 1000),
  read boolean NOT NULL DEFAULT false,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A user's list, newest first.
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);
-- Unread count and mark-all-read (write `AND NOT read` literally).
CREATE INDEX notifications_user_unread_idx ON notifications (user_id, created_at DESC)
  WHERE NOT read;

-- One conversation per (company, candidate); job_id is the job it started about, if any.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id uuid REFERENCES jobs (id) ON DELETE SET NULL,
  started_by uuid REFERENCES users (id) ON DELETE SET NULL,
  last_message_at timestamptz,
  company_last_read_at timestamptz,
  candidate_last_read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT conversations_company_candidate_key UNIQUE (company_id, candidate_id)
);
CREATE INDEX conversations_company_recent_idx
  ON conversations (company_id, last_message_at DESC NULLS LAST, id);
CREATE INDEX conversations_candidate_recent_idx
  ON conversations (candidate_id, last_message_at DESC NULLS LAST, id);
CREATE INDEX conversations_job_idx ON conversations (job_id);
CREATE INDEX conversations_started_by_idx ON conversations (started_by);

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- Null once the sender's account is deleted; the message stays for the other side.
  sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(btrim(body)) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_conversation_created_idx ON messages (conversation_id, created_at, id);
CREATE INDEX messages_sender_idx ON messages (sender_id);

-- ---------------------------------------------------------------------------------------------
-- Subscriptions and checkout (the test-mode provider by default)
-- ---------------------------------------------------------------------------------------------

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'growth', 'scale')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN (
    'trialing', 'active', 'past_due', 'cancelled'
  )),
  -- Null: no limit.
  open_jobs_limit integer CHECK (open_jobs_limit >= 0),
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  provider text NOT NULL DEFAULT 'test' CHECK (provider ~ '^[a-z][a-z0-9_]{0,31}$'),
  provider_ref text CHECK (char_length(provider_ref) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT subscriptions_company_key UNIQUE (company_id),
  CONSTRAINT subscriptions_provider_ref_key UNIQUE (provider, provider_ref)
);

CREATE TABLE checkout_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('growth', 'scale')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'expired', 'cancelled')),
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  currency text NOT NULL DEFAULT 'GBP' CHECK (currency ~ '^[A-Z]{3}$'),
  provider text NOT NULL DEFAULT 'test' CHECK (provider ~ '^[a-z][a-z0-9_]{0,31}$'),
  provider_ref text CHECK (char_length(provider_ref) <= 200),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL DEFAULT now() + interval '1 hour',
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT checkout_sessions_provider_ref_key UNIQUE (provider, provider_ref),
  CONSTRAINT checkout_sessions_completed CHECK ((status = 'completed') = (completed_at IS NOT NULL))
);
CREATE INDEX checkout_sessions_company_idx ON checkout_sessions (company_id, created_at DESC);
CREATE INDEX checkout_sessions_created_by_idx ON checkout_sessions (created_by);

-- ---------------------------------------------------------------------------------------------
-- updated_at triggers
-- ---------------------------------------------------------------------------------------------

CREATE TRIGGER candidate_profiles_updated_at BEFORE UPDATE ON candidate_profiles
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER companies_updated_at BEFORE UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER company_members_updated_at BEFORE UPDATE ON company_members
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER venues_updated_at BEFORE UPDATE ON venues
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER company_onboarding_steps_updated_at BEFORE UPDATE ON company_onboarding_steps
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER assessments_updated_at BEFORE UPDATE ON assessments
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER magical_moments_updated_at BEFORE UPDATE ON magical_moments
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER strategy_canvas_updated_at BEFORE UPDATE ON strategy_canvas
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER jobs_updated_at BEFORE UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER applications_updated_at BEFORE UPDATE ON applications
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER application_status_history_updated_at BEFORE UPDATE ON application_status_history
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER interviews_updated_at BEFORE UPDATE ON interviews
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER offers_updated_at BEFORE UPDATE ON offers
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER saved_jobs_updated_at BEFORE UPDATE ON saved_jobs
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER job_preferences_updated_at BEFORE UPDATE ON job_preferences
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER job_alerts_updated_at BEFORE UPDATE ON job_alerts
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER notifications_updated_at BEFORE UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER conversations_updated_at BEFORE UPDATE ON conversations
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER messages_updated_at BEFORE UPDATE ON messages
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER subscriptions_updated_at BEFORE UPDATE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER checkout_sessions_updated_at BEFORE UPDATE ON checkout_sessions
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

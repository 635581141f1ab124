-- 025: candidates book their own interview or paid trial shift (issue 32).
--
-- Each recruiter keeps their weekly availability (Europe/London wall-clock ranges); a recruiter
-- invites an application's candidate to book; the candidate picks one of the free slots, which
-- becomes an interview with that recruiter as its interviewer. "Exactly one winner" when two
-- candidates pick the same time is the exclusion constraint below, not a read before the write.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- One row per recruiter, written by PUT /api/me/availability (GET answers defaults before).
CREATE TABLE recruiter_availability (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Where in-person interviews and trial shifts take place (one of the recruiter's company's).
  venue_id uuid REFERENCES venues (id) ON DELETE SET NULL,
  -- [{ "day": "mon", "from": "09:00", "to": "12:00" }, …]: checked by the API (shapes, from < to).
  weekly jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(weekly) = 'array'),
  slot_minutes integer NOT NULL DEFAULT 30 CHECK (slot_minutes BETWEEN 15 AND 240),
  buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 120),
  notice_hours integer NOT NULL DEFAULT 24 CHECK (notice_hours BETWEEN 0 AND 168),
  horizon_days integer NOT NULL DEFAULT 14 CHECK (horizon_days BETWEEN 1 AND 60),
  -- London calendar days ('YYYY-MM-DD') with no slots: text, so both engines read them alike.
  dates_off text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recruiter_availability_venue_idx ON recruiter_availability (venue_id);

-- What a booked or hand-scheduled interview is, who holds it, and where its time ends.
ALTER TABLE interviews
  ADD COLUMN kind text NOT NULL DEFAULT 'interview' CHECK (kind IN ('interview', 'trial_shift')),
  -- A trial shift is always paid (issue 32): its rate is required.
  ADD COLUMN hourly_rate_pence integer CHECK (hourly_rate_pence > 0),
  -- The member who holds the time: the inviting recruiter for a booking, the scheduler by hand.
  ADD COLUMN interviewer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Written by the trigger below: timestamptz + interval is not IMMUTABLE, so no generated column.
  ADD COLUMN ends_at timestamptz,
  -- The interviewer's buffer after it, at booking time; the time it blocks ends at ends_at + it.
  ADD COLUMN buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 120),
  ADD COLUMN blocked_until timestamptz,
  -- Booked by the candidate from the interviewer's free slots (only these are exclusive).
  ADD COLUMN self_booked boolean NOT NULL DEFAULT false,
  -- The .ics SEQUENCE: one more on each move or cancel of a booked one (its UID never changes).
  ADD COLUMN sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0),
  ADD CONSTRAINT interviews_trial_paid CHECK (kind <> 'trial_shift' OR hourly_rate_pence IS NOT NULL);

CREATE FUNCTION interviews_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ends_at := NEW.starts_at + make_interval(mins => NEW.duration_minutes);
  NEW.blocked_until := NEW.ends_at + make_interval(mins => NEW.buffer_minutes);
  NEW.interviewer_id := coalesce(NEW.interviewer_id, NEW.scheduled_by);
  RETURN NEW;
END;
$$;
CREATE TRIGGER interviews_times BEFORE INSERT OR UPDATE ON interviews
  FOR EACH ROW EXECUTE FUNCTION interviews_times();

-- Existing interviews: the trigger fills the new columns (the scheduler is the interviewer).
UPDATE interviews SET starts_at = starts_at;
-- The trigger always writes both; the defaults only let an INSERT leave them out.
ALTER TABLE interviews
  ALTER COLUMN ends_at SET NOT NULL,
  ALTER COLUMN ends_at SET DEFAULT 'epoch',
  ALTER COLUMN blocked_until SET NOT NULL,
  ALTER COLUMN blocked_until SET DEFAULT 'epoch';

-- Two booked interviews of one interviewer never share a minute (buffer included): the losing
-- INSERT or UPDATE fails with 23P01, which the API answers 409 "That time has just been taken".
-- Hand-scheduled ones stay out of it (a recruiter may schedule overlapping ones by hand, as
-- before); the free slots leave them out by reading them.
ALTER TABLE interviews ADD CONSTRAINT interviews_booked_no_overlap EXCLUDE USING gist (
  interviewer_id WITH =,
  tstzrange(starts_at, blocked_until) WITH &&
) WHERE (self_booked AND status <> 'cancelled');
-- The interviewer's busy times (the free slots read them).
CREATE INDEX interviews_interviewer_starts_idx ON interviews (interviewer_id, starts_at)
  WHERE status <> 'cancelled';

-- An invitation to book, per application: the candidate picks a time of the interviewer's.
CREATE TABLE booking_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  -- The inviting recruiter, who is the interviewer.
  interviewer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('interview', 'trial_shift')),
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 480),
  mode text NOT NULL DEFAULT 'in_person' CHECK (mode IN ('in_person', 'video', 'phone')),
  hourly_rate_pence integer CHECK (hourly_rate_pence > 0),
  message text CHECK (char_length(message) <= 2000),
  -- The interview it became (null until booked; a cancelled one may be booked again).
  interview_id uuid REFERENCES interviews (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT booking_invitations_trial_paid CHECK (
    kind <> 'trial_shift' OR hourly_rate_pence IS NOT NULL
  )
);
-- A new invitation replaces an older unbooked one: at most one unbooked per application.
CREATE UNIQUE INDEX booking_invitations_open_idx ON booking_invitations (application_id)
  WHERE interview_id IS NULL;
CREATE INDEX booking_invitations_application_idx ON booking_invitations (application_id, created_at DESC);
CREATE INDEX booking_invitations_interviewer_idx ON booking_invitations (interviewer_id);
CREATE INDEX booking_invitations_interview_idx ON booking_invitations (interview_id);

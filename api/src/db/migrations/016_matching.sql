-- Matching that tells the truth (issue 15; docs/api.md "Matching").
--
-- Candidates: structured experience, a home area with its position and how far they travel.
-- Venues: a position, found from their town or postcode district through api/data/geo
-- (api/src/modules/geo): `geo_status` is 'pending' until the API has looked the place up.
-- Jobs: the day parts they need, and a change number the recommendations follow.
-- candidate_recommendations: each candidate's best jobs per mode, computed when something they
-- depend on is written (see api/src/modules/jobs/recommendations/), read by primary key.

-- ---------------------------------------------------------------------------------------------
-- Candidates
-- ---------------------------------------------------------------------------------------------

-- experience_roles: [{ "role": "barista", "venueType": "cafe", "years": 1 }, …] (the contract's
-- ExperienceRoleSchema validates each item; `experience` stays as the free-text note).
ALTER TABLE candidate_profiles
  ADD COLUMN experience_roles jsonb NOT NULL DEFAULT '[]'
    CONSTRAINT candidate_profiles_experience_roles_list
    CHECK (jsonb_typeof(experience_roles) = 'array' AND jsonb_array_length(experience_roles) <= 20),
  ADD COLUMN home_area text CHECK (char_length(home_area) BETWEEN 1 AND 100),
  ADD COLUMN home_lat double precision CHECK (home_lat BETWEEN -90 AND 90),
  ADD COLUMN home_lng double precision CHECK (home_lng BETWEEN -180 AND 180),
  ADD COLUMN travel_miles smallint CHECK (travel_miles BETWEEN 1 AND 200),
  -- A home area is known with its position, or not at all.
  ADD CONSTRAINT candidate_profiles_home_point CHECK (
    (home_area IS NULL) = (home_lat IS NULL) AND (home_lat IS NULL) = (home_lng IS NULL)
  );

-- ---------------------------------------------------------------------------------------------
-- Venues: a position from the town or postcode district
-- ---------------------------------------------------------------------------------------------

CREATE SEQUENCE job_change_seq;

ALTER TABLE venues
  ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('job_change_seq'),
  ADD COLUMN lat double precision CHECK (lat BETWEEN -90 AND 90),
  ADD COLUMN lng double precision CHECK (lng BETWEEN -180 AND 180),
  -- pending: not looked up yet; found: lat/lng set; unknown: the data set does not know the place.
  ADD COLUMN geo_status text NOT NULL DEFAULT 'pending'
    CHECK (geo_status IN ('pending', 'found', 'unknown')),
  ADD CONSTRAINT venues_point CHECK ((lat IS NULL) = (lng IS NULL)),
  ADD CONSTRAINT venues_geo_found CHECK ((geo_status = 'found') = (lat IS NOT NULL));
-- Distance search: a bounding box on lat/lng, then the exact distance.
CREATE INDEX venues_lat_lng_idx ON venues (lat, lng) WHERE lat IS NOT NULL;
CREATE INDEX venues_geo_pending_idx ON venues (id) WHERE geo_status = 'pending';

-- A venue whose town or postcode changes is looked up again.
CREATE FUNCTION venues_geo_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.city IS DISTINCT FROM OLD.city
     OR NEW.postcode IS DISTINCT FROM OLD.postcode THEN
    IF NEW.lat IS NULL OR TG_OP = 'UPDATE' THEN
      NEW.lat := NULL;
      NEW.lng := NULL;
      NEW.geo_status := 'pending';
    ELSE
      NEW.geo_status := 'found';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER venues_geo_reset BEFORE INSERT OR UPDATE OF city, postcode ON venues
  FOR EACH ROW EXECUTE FUNCTION venues_geo_reset();

-- ---------------------------------------------------------------------------------------------
-- Jobs: day parts, and a change number
-- ---------------------------------------------------------------------------------------------

-- The day parts the job needs, as the candidates' '<weekday>_<part>' availability tokens.
ALTER TABLE jobs
  ADD COLUMN day_parts text[] NOT NULL DEFAULT '{}' CHECK (day_parts <@ ARRAY[
    'mon_morning', 'mon_afternoon', 'mon_evening', 'mon_late',
    'tue_morning', 'tue_afternoon', 'tue_evening', 'tue_late',
    'wed_morning', 'wed_afternoon', 'wed_evening', 'wed_late',
    'thu_morning', 'thu_afternoon', 'thu_evening', 'thu_late',
    'fri_morning', 'fri_afternoon', 'fri_evening', 'fri_late',
    'sat_morning', 'sat_afternoon', 'sat_evening', 'sat_late',
    'sun_morning', 'sun_afternoon', 'sun_evening', 'sun_late'
  ]::text[]);

-- Every insert or update of a job (and every change of its venue's culture or position) takes the
-- next number of job_change_seq, so the recommendations know which jobs changed since they were
-- computed.
ALTER TABLE jobs ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('job_change_seq');
CREATE INDEX jobs_change_seq_idx ON jobs (change_seq);

CREATE FUNCTION jobs_next_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('job_change_seq');
  RETURN NEW;
END
$$;
CREATE TRIGGER jobs_next_change BEFORE UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_next_change();

-- A venue's culture or position is part of its jobs' scores: its own change number (the jobs
-- themselves are not touched).
CREATE INDEX venues_change_seq_idx ON venues (change_seq);
CREATE FUNCTION venues_next_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lng IS DISTINCT FROM NEW.lng
     OR OLD.venue_type IS DISTINCT FROM NEW.venue_type OR OLD.pace IS DISTINCT FROM NEW.pace
     OR OLD.team_size IS DISTINCT FROM NEW.team_size
     OR OLD.guest_interaction IS DISTINCT FROM NEW.guest_interaction
     OR OLD.service_approach IS DISTINCT FROM NEW.service_approach
     OR OLD.primary_values IS DISTINCT FROM NEW.primary_values THEN
    NEW.change_seq := nextval('job_change_seq');
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER venues_next_change BEFORE UPDATE ON venues
  FOR EACH ROW EXECUTE FUNCTION venues_next_change();

-- ---------------------------------------------------------------------------------------------
-- Each candidate's recommendations, computed ahead
-- ---------------------------------------------------------------------------------------------

-- picks: [{ "j": job id, "s": score 0–100, "r": [reasons], "m": miles | null,
--          "p": personality fit | null }, …], best first,
-- more than the 12 shown (applied, dismissed and closed jobs are left out when read).
-- computed_seq: the highest jobs.change_seq taken into account. stale: the candidate's own data
-- changed since (set by the triggers below); the next read computes again.
CREATE TABLE candidate_recommendations (
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('skills', 'culture')),
  picks jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(picks) = 'array'),
  computed_seq bigint NOT NULL,
  stale boolean NOT NULL DEFAULT false,
  -- Skills mode: no personality fit until the quiz. Culture mode: no list until the assessment.
  needs_personality_quiz boolean NOT NULL DEFAULT false,
  needs_assessment boolean NOT NULL DEFAULT false,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, mode)
);

CREATE FUNCTION candidate_recommendations_stale() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  candidate uuid;
BEGIN
  IF TG_TABLE_NAME = 'candidate_profiles' THEN
    candidate := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  ELSE
    candidate := CASE WHEN TG_OP = 'DELETE' THEN OLD.candidate_id ELSE NEW.candidate_id END;
  END IF;
  IF candidate IS NOT NULL THEN
    UPDATE candidate_recommendations SET stale = true WHERE candidate_id = candidate AND NOT stale;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_profiles_recommendations_stale
  AFTER INSERT OR UPDATE OR DELETE ON candidate_profiles
  FOR EACH ROW EXECUTE FUNCTION candidate_recommendations_stale();
CREATE TRIGGER assessments_recommendations_stale
  AFTER INSERT OR UPDATE OR DELETE ON assessments
  FOR EACH ROW EXECUTE FUNCTION candidate_recommendations_stale();

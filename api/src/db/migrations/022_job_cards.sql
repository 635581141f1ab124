-- Job search in PostgreSQL (issue 29 item 5; docs/api.md "Search", docs/data-model.md).
--
-- job_cards: one row per open job with what a search result or a recommendation shows (the
-- job's own card fields, its venue's and company's) and what search filters and orders on (the
-- text vectors, yearly pay, the venue's town and position). Triggers on jobs, venues and
-- companies keep it current in the same transaction as the change, so every API process sees
-- a change as soon as it commits, whatever the commit order. It replaces the in-memory search
-- engine, which each process kept current by following change numbers.

CREATE TABLE job_cards (
  job_id uuid PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL,
  venue_id uuid NOT NULL,
  title text NOT NULL,
  skills text[] NOT NULL,
  employment_type text NOT NULL,
  salary_type text,
  salary_amount_pence integer,
  salary_min_pence integer,
  salary_max_pence integer,
  annual_pay_max_pence integer,
  pace text,
  team_size text,
  urgent boolean NOT NULL,
  published_at timestamptz NOT NULL,
  closes_on date,
  day_parts text[] NOT NULL,
  venue_name text NOT NULL,
  venue_type text NOT NULL,
  city text NOT NULL,
  -- lower(city): the `location` filter.
  city_key text NOT NULL,
  postcode text,
  lat double precision,
  lng double precision,
  -- The venue's position is not looked up yet (a distance search places waiting venues first).
  geo_pending boolean NOT NULL,
  company_name text NOT NULL,
  company_slug text NOT NULL,
  company_logo_url text,
  -- Title A, skills B, description C (jobs.search_vector, 002) and the title alone (ranking:
  -- title matches first).
  search_vector tsvector NOT NULL,
  title_vector tsvector NOT NULL
);

-- fastupdate off: a bulk insert leaves no pending list that every search would scan.
CREATE INDEX job_cards_search_idx ON job_cards USING gin (search_vector) WITH (fastupdate = off);
-- The orders, each readable in index order so that a page of a common search stops early.
CREATE INDEX job_cards_newest_idx ON job_cards (published_at DESC, job_id DESC);
CREATE INDEX job_cards_pay_idx ON job_cards (annual_pay_max_pence DESC NULLS LAST, job_id);
CREATE INDEX job_cards_closing_idx ON job_cards (closes_on, job_id);
-- Distance: a bounding box on the position, then the great-circle distance (017).
CREATE INDEX job_cards_lat_lng_idx ON job_cards (lat, lng) WHERE lat IS NOT NULL;
CREATE INDEX job_cards_city_idx ON job_cards (city_key);
CREATE INDEX job_cards_venue_idx ON job_cards (venue_id);
CREATE INDEX job_cards_company_idx ON job_cards (company_id);
CREATE INDEX job_cards_geo_pending_idx ON job_cards (venue_id) WHERE geo_pending;

-- A card of every open job among `ids` (no row: not open), as the tables are now.
CREATE FUNCTION job_card_rows(ids uuid[]) RETURNS SETOF job_cards
LANGUAGE sql STABLE AS $$
  SELECT j.id, j.company_id, j.venue_id, j.title, j.skills, j.employment_type, j.salary_type,
         j.salary_amount_pence, j.salary_min_pence, j.salary_max_pence, j.annual_pay_max_pence,
         j.pace, j.team_size, j.urgent, j.published_at, j.closes_on, j.day_parts,
         v.name, v.venue_type, v.city, lower(v.city), v.postcode, v.lat, v.lng,
         v.geo_status = 'pending', c.name, c.slug, c.logo_url,
         j.search_vector, to_tsvector('english', j.title)
  FROM jobs j JOIN venues v ON v.id = j.venue_id JOIN companies c ON c.id = j.company_id
  WHERE j.id = ANY(ids) AND j.status = 'open'
$$;

-- Writes the cards of these jobs afresh: open ones upserted, the others deleted.
CREATE FUNCTION refresh_job_cards(ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_cards c WHERE c.job_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = c.job_id AND j.status = 'open');
  INSERT INTO job_cards SELECT * FROM job_card_rows(ids)
  ON CONFLICT (job_id) DO UPDATE SET
    company_id = EXCLUDED.company_id, venue_id = EXCLUDED.venue_id, title = EXCLUDED.title,
    skills = EXCLUDED.skills, employment_type = EXCLUDED.employment_type,
    salary_type = EXCLUDED.salary_type, salary_amount_pence = EXCLUDED.salary_amount_pence,
    salary_min_pence = EXCLUDED.salary_min_pence, salary_max_pence = EXCLUDED.salary_max_pence,
    annual_pay_max_pence = EXCLUDED.annual_pay_max_pence, pace = EXCLUDED.pace,
    team_size = EXCLUDED.team_size, urgent = EXCLUDED.urgent,
    published_at = EXCLUDED.published_at, closes_on = EXCLUDED.closes_on,
    day_parts = EXCLUDED.day_parts, venue_name = EXCLUDED.venue_name,
    venue_type = EXCLUDED.venue_type, city = EXCLUDED.city, city_key = EXCLUDED.city_key,
    postcode = EXCLUDED.postcode, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
    geo_pending = EXCLUDED.geo_pending, company_name = EXCLUDED.company_name,
    company_slug = EXCLUDED.company_slug, company_logo_url = EXCLUDED.company_logo_url,
    search_vector = EXCLUDED.search_vector, title_vector = EXCLUDED.title_vector;
END
$$;

-- Jobs written: once per statement (a bulk insert of 100,000 jobs is one pass). The jobs'
-- venues and companies are locked FOR SHARE first, so the card reads their latest committed
-- version and a concurrent rename waits for this transaction, then updates the cards it wrote:
-- without it, a rename committed meanwhile could be overwritten with the old name.
CREATE FUNCTION jobs_refresh_cards() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(id) INTO ids FROM new_jobs;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM venues WHERE id IN (SELECT venue_id FROM new_jobs) FOR SHARE;
  PERFORM 1 FROM companies WHERE id IN (SELECT company_id FROM new_jobs) FOR SHARE;
  PERFORM refresh_job_cards(ids);
  RETURN NULL;
END
$$;
CREATE TRIGGER jobs_cards_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_cards();
CREATE TRIGGER jobs_cards_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_cards();
-- A deleted job's card goes with it (ON DELETE CASCADE).

-- A venue's or a company's card fields changed: their jobs' cards afresh. (A trigger with
-- transition tables cannot name columns, so the old and new rows are compared.)
CREATE FUNCTION venues_refresh_cards() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(c.job_id) INTO ids FROM job_cards c
  WHERE c.venue_id IN (
    SELECT n.id FROM new_venues n JOIN old_venues o ON o.id = n.id
    WHERE (n.name, n.venue_type, n.city, n.postcode, n.lat, n.lng, n.geo_status)
          IS DISTINCT FROM (o.name, o.venue_type, o.city, o.postcode, o.lat, o.lng, o.geo_status));
  IF ids IS NOT NULL THEN
    PERFORM refresh_job_cards(ids);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER venues_cards_update AFTER UPDATE ON venues
  REFERENCING OLD TABLE AS old_venues NEW TABLE AS new_venues
  FOR EACH STATEMENT EXECUTE FUNCTION venues_refresh_cards();

CREATE FUNCTION companies_refresh_cards() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(c.job_id) INTO ids FROM job_cards c
  WHERE c.company_id IN (
    SELECT n.id FROM new_companies n JOIN old_companies o ON o.id = n.id
    WHERE (n.name, n.slug, n.logo_url) IS DISTINCT FROM (o.name, o.slug, o.logo_url));
  IF ids IS NOT NULL THEN
    PERFORM refresh_job_cards(ids);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER companies_cards_update AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_companies NEW TABLE AS new_companies
  FOR EACH STATEMENT EXECUTE FUNCTION companies_refresh_cards();

INSERT INTO job_cards SELECT * FROM job_card_rows(ARRAY(SELECT id FROM jobs WHERE status = 'open'));

-- What only the in-memory engine needed: the title's own vector on jobs (017; the cards have
-- it) and the companies' change numbers (019).
DROP INDEX jobs_title_vector_idx;
ALTER TABLE jobs DROP COLUMN title_vector;
DROP TRIGGER companies_next_change ON companies;
DROP FUNCTION companies_next_change();
ALTER TABLE companies DROP COLUMN change_seq;

-- ---------------------------------------------------------------------------------------------
-- Recommendations: what changed since a candidate's picks were computed, whatever the commit order
-- ---------------------------------------------------------------------------------------------

-- A job or venue change records its transaction (change_xid), and the picks record the snapshot
-- they were computed from (computed_snapshot, taken before anything is read). "Changed since" is
-- a change not visible in that snapshot: a transaction that commits after a later one (a lower
-- change number committed after a higher one was read, which 016's numbers missed for good)
-- is still not visible in it, so it is merged at the next read. xid8 never wraps around.
ALTER TABLE jobs ADD COLUMN change_xid xid8 NOT NULL DEFAULT pg_current_xact_id();
ALTER TABLE venues ADD COLUMN change_xid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX jobs_change_xid_idx ON jobs (change_xid);
CREATE INDEX venues_change_xid_idx ON venues (change_xid);

CREATE OR REPLACE FUNCTION jobs_next_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;

-- A venue's culture or position is part of its jobs' scores (016's list).
CREATE OR REPLACE FUNCTION venues_next_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lng IS DISTINCT FROM NEW.lng
     OR OLD.venue_type IS DISTINCT FROM NEW.venue_type OR OLD.pace IS DISTINCT FROM NEW.pace
     OR OLD.team_size IS DISTINCT FROM NEW.team_size
     OR OLD.guest_interaction IS DISTINCT FROM NEW.guest_interaction
     OR OLD.service_approach IS DISTINCT FROM NEW.service_approach
     OR OLD.primary_values IS DISTINCT FROM NEW.primary_values THEN
    NEW.change_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END
$$;

-- Picks computed before this migration are computed again at their next read.
ALTER TABLE candidate_recommendations
  ADD COLUMN computed_snapshot pg_snapshot NOT NULL DEFAULT pg_current_snapshot();
ALTER TABLE candidate_recommendations ALTER COLUMN computed_snapshot DROP DEFAULT;
UPDATE candidate_recommendations SET stale = true;
ALTER TABLE candidate_recommendations DROP COLUMN computed_seq;

DROP INDEX jobs_change_seq_idx;
DROP INDEX venues_change_seq_idx;
ALTER TABLE jobs DROP COLUMN change_seq;
ALTER TABLE venues DROP COLUMN change_seq;
DROP SEQUENCE job_change_seq;

-- Job cards from memory (docs/api.md "Search"; api/src/modules/jobs/search/engine.ts): each API
-- process also keeps every open job's card (what a search result shows), so whatever a card
-- shows takes a new change number when it changes. A job's own columns already do (every update
-- of a job, 016). Added here: the venue's name and postcode (its town, type and position already
-- do, 016 and 018), and the company's name, slug and logo.
CREATE OR REPLACE FUNCTION venues_next_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lng IS DISTINCT FROM NEW.lng
     OR OLD.venue_type IS DISTINCT FROM NEW.venue_type OR OLD.pace IS DISTINCT FROM NEW.pace
     OR OLD.team_size IS DISTINCT FROM NEW.team_size
     OR OLD.guest_interaction IS DISTINCT FROM NEW.guest_interaction
     OR OLD.service_approach IS DISTINCT FROM NEW.service_approach
     OR OLD.primary_values IS DISTINCT FROM NEW.primary_values
     OR OLD.city IS DISTINCT FROM NEW.city OR OLD.geo_status IS DISTINCT FROM NEW.geo_status
     OR OLD.name IS DISTINCT FROM NEW.name OR OLD.postcode IS DISTINCT FROM NEW.postcode THEN
    NEW.change_seq := nextval('job_change_seq');
  END IF;
  RETURN NEW;
END
$$;

-- A company's name, slug and logo: a change number of its own, which only the search engine
-- follows (the recommendations do not show them, so they need not be computed again).
ALTER TABLE companies ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('job_change_seq');
CREATE INDEX companies_change_seq_idx ON companies (change_seq);
CREATE FUNCTION companies_next_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug
     OR OLD.logo_url IS DISTINCT FROM NEW.logo_url THEN
    NEW.change_seq := nextval('job_change_seq');
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER companies_next_change BEFORE UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_next_change();

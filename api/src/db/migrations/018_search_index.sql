-- Job search from memory (docs/api.md "Search"; api/src/modules/jobs/search/engine.ts): each API
-- process keeps every open job's search fields and follows job_change_seq (016) to stay current.
-- The venue's town and whether it has been placed are among those fields (the `location` filter,
-- and a distance search places waiting venues first), so changing them now also takes a new
-- change number, as a change of culture or position already does.
CREATE OR REPLACE FUNCTION venues_next_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lng IS DISTINCT FROM NEW.lng
     OR OLD.venue_type IS DISTINCT FROM NEW.venue_type OR OLD.pace IS DISTINCT FROM NEW.pace
     OR OLD.team_size IS DISTINCT FROM NEW.team_size
     OR OLD.guest_interaction IS DISTINCT FROM NEW.guest_interaction
     OR OLD.service_approach IS DISTINCT FROM NEW.service_approach
     OR OLD.primary_values IS DISTINCT FROM NEW.primary_values
     OR OLD.city IS DISTINCT FROM NEW.city OR OLD.geo_status IS DISTINCT FROM NEW.geo_status THEN
    NEW.change_seq := nextval('job_change_seq');
  END IF;
  RETURN NEW;
END
$$;

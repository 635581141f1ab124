-- Search (docs/api.md "Search"): the parts of every search statement that do not depend on what
-- is searched, as PL/pgSQL functions. A search's statement is not prepared (its text differs with
-- the filters), so PostgreSQL plans it on every request; a function's queries are planned once
-- per connection. The candidate's three flags (each an EXISTS over a table with many indexes) and
-- the check for venues waiting for a position were about half of the planning of a search near a
-- place, the most common search.

-- The candidate's saved, liked and applied flags on each of `job_ids` (one row each).
CREATE FUNCTION candidate_job_flags(candidate uuid, job_ids uuid[])
RETURNS TABLE (job_id uuid, saved boolean, liked boolean, applied boolean)
LANGUAGE plpgsql STABLE ROWS 20 AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT j.id,
      EXISTS (SELECT 1 FROM saved_jobs s WHERE s.candidate_id = candidate AND s.job_id = j.id),
      EXISTS (SELECT 1 FROM job_preferences p
              WHERE p.candidate_id = candidate AND p.job_id = j.id AND p.action = 'like'),
      EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = candidate AND a.job_id = j.id)
    FROM unnest(job_ids) AS j(id);
END $$;

-- Whether a venue of an open job waits for its position (a distance search places it first).
CREATE FUNCTION job_cards_geo_pending() RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM job_cards WHERE geo_pending);
END $$;

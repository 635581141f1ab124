-- Job search that forgives typos (docs/api.md "Search").
--
-- Jobs are found through their full-text index (jobs.search_vector, 002). A word the index does
-- not know ("barrista") is first corrected against the search vocabulary: every word of every
-- job's title and skills, kept here with a trigram index, so that the nearest known words
-- ("barista") are looked up in about a millisecond whatever the number of jobs. pg_trgm is a
-- trusted extension (PostgreSQL 13+) and ships with PGlite (api/src/db/client.ts loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Ranking: jobs whose title matches come first, then those that match in their skills or
-- description (search_vector, 002), newest first within each. The title's own index lets each
-- tier be read in published order and stop at the page (no score computed for every match).
ALTER TABLE jobs ADD COLUMN title_vector tsvector
  GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, ''))) STORED;
CREATE INDEX jobs_title_vector_idx ON jobs USING gin (title_vector);

CREATE TABLE search_words (
  word text PRIMARY KEY CHECK (char_length(word) BETWEEN 2 AND 60)
);
-- Nearest words by trigram distance (`word <-> $typed`, KNN) and `%` similarity.
CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops);

-- The words of a title and skills: lowercase runs of letters and digits, 2 to 60 long.
CREATE FUNCTION job_search_words(title text, skills text[]) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w
  FROM regexp_split_to_table(lower(coalesce(title, '') || ' ' || text_array_to_text(skills)),
                             '[^[:alnum:]]+') AS w
  WHERE char_length(w) BETWEEN 2 AND 60
$$;

-- Once per statement (a bulk insert of 100,000 jobs adds its words in one go). Words are never
-- removed: a word no open job has any more only corrects a typo to a search that finds nothing.
CREATE FUNCTION add_job_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_jobs j, job_search_words(j.title, j.skills) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER jobs_search_words_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION add_job_search_words();
CREATE TRIGGER jobs_search_words_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION add_job_search_words();

INSERT INTO search_words (word)
SELECT DISTINCT w FROM jobs j, job_search_words(j.title, j.skills) AS w
ON CONFLICT (word) DO NOTHING;

-- The distance filter ("within 5 miles of M1"): great-circle miles between two points (mean
-- Earth radius 3958.8 miles). A plain SQL function, inlined by the planner.
CREATE FUNCTION great_circle_miles(lat1 float8, lng1 float8, lat2 float8, lng2 float8)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 3958.8 * 2 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2))))
$$;

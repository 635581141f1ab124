-- The trade's words in job search (issue 41; docs/api.md "Search"): "waitress" finds a Waiter,
-- "KP" a Kitchen Porter, "FOH" the front-of-house jobs. The one list of them is here.
--
-- A term is a word or a few words as people type them (lowercase letters and digits, single
-- spaces); `finds` what else it finds, each a word or words that must stand together in a job
-- (a phrase). search-words.ts expands the typed words through this table (its primary key; a
-- term typed with a typo through its trigram index), in the statement that corrects typos.
CREATE TABLE search_synonyms (
  term text PRIMARY KEY CHECK (term ~ '^[a-z0-9]+( [a-z0-9]+){0,3}$'),
  -- How many words: a typed run of words is compared only with terms as long.
  words int GENERATED ALWAYS AS (cardinality(string_to_array(term, ' '))) STORED,
  finds text[] NOT NULL
    CHECK (cardinality(finds) > 0
           AND array_to_string(finds, ',') ~ '^[a-z0-9]+( [a-z0-9]+)*(,[a-z0-9]+( [a-z0-9]+)*)*$')
);
-- A term typed nearly ("waitres", "barbak", "chef de parti"): `term <-> $typed` (KNN).
CREATE INDEX search_synonyms_trgm_idx ON search_synonyms USING gist (term gist_trgm_ops);

WITH
-- Words for the same job: each finds every other of its list. A term in two lists finds both
-- ("bartender" finds a Barmaid and a Mixologist; "mixologist" finds a Bartender, not a Barmaid).
same(terms) AS (VALUES
  (ARRAY['waiter', 'waitress', 'waiting staff', 'waitstaff', 'server', 'food server']),
  (ARRAY['kp', 'kitchen porter', 'pot wash', 'pot washer', 'potwash', 'dishwasher',
         'kitchen steward']),
  (ARRAY['cdp', 'chef de partie', 'section chef', 'station chef']),
  (ARRAY['foh', 'front of house']),
  (ARRAY['boh', 'back of house']),
  (ARRAY['bartender', 'barman', 'barmaid', 'bar staff', 'bar tender']),
  (ARRAY['mixologist', 'cocktail bartender', 'bartender']),
  (ARRAY['barback', 'bar back', 'bar porter']),
  (ARRAY['housekeeper', 'housekeeping', 'room attendant', 'chambermaid',
         'accommodation assistant']),
  (ARRAY['host', 'hostess', 'greeter']),
  (ARRAY['receptionist', 'front desk']),
  (ARRAY['sommelier', 'wine waiter']),
  (ARRAY['commis chef', 'junior chef']),
  (ARRAY['sous chef', 'second chef']),
  (ARRAY['head chef', 'executive chef', 'chef de cuisine']),
  (ARRAY['gm', 'general manager'])
),
-- One way: a wide term (and every term the same as it) finds the narrower jobs (and every term
-- the same as each), not back: "FOH" finds a Waiter, "waiter" does not find every FOH job.
wider(term, narrower) AS (VALUES
  ('foh', ARRAY['waiter', 'bartender', 'barback', 'host', 'runner', 'sommelier']),
  ('boh', ARRAY['chef', 'cook', 'kp'])
),
equal(a, b) AS (SELECT a, b FROM same, unnest(terms) AS a, unnest(terms) AS b),
pairs(term, found) AS (
  SELECT a, b FROM equal WHERE a <> b
  UNION
  SELECT wide.t, narrow.t
  FROM wider w,
       LATERAL (SELECT w.term UNION SELECT b FROM equal WHERE a = w.term) AS wide(t),
       LATERAL unnest(w.narrower) AS n(x),
       LATERAL (SELECT n.x UNION SELECT b FROM equal WHERE a = n.x) AS narrow(t)
  WHERE wide.t <> narrow.t
)
INSERT INTO search_synonyms (term, finds)
SELECT term, array_agg(found ORDER BY found) FROM pairs GROUP BY term;

-- Their words join the search vocabulary (017), so that a typo is corrected to them ("mixolgist",
-- "housekeper") even when no job uses the word yet.
INSERT INTO search_words (word)
SELECT DISTINCT w
FROM search_synonyms s, regexp_split_to_table(s.term || ' ' || array_to_string(s.finds, ' '), ' ') AS w
WHERE char_length(w) BETWEEN 2 AND 60
ON CONFLICT (word) DO NOTHING;

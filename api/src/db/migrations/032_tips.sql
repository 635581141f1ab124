-- Tips apart from pay (issue 43 item 2; docs/data-model.md). A job says how tips reach staff
-- (TIP_KINDS in shared-kernel/src/vocabularies.ts) and, optionally, about how much an hour; the
-- pay columns stay the base rate. A job may say it has tips only once its company has written its
-- tipping policy (Employment (Allocation of Tips) Act 2023): the API checks that on every write.

ALTER TABLE jobs
  ADD COLUMN tips_kind text NOT NULL DEFAULT 'none'
    CHECK (tips_kind IN ('none', 'tips', 'tronc', 'service_charge')),
  -- Pence per hour, above 0 and at most £100; only with tips.
  ADD COLUMN tips_average_pence integer
    CHECK (tips_average_pence > 0 AND tips_average_pence <= 10000),
  ADD CONSTRAINT jobs_tips_average_needs_tips
    CHECK (tips_average_pence IS NULL OR tips_kind <> 'none');

-- The company's written tipping policy (null: none written yet) and when it was last saved.
ALTER TABLE companies
  ADD COLUMN tipping_policy text CHECK (char_length(tipping_policy) BETWEEN 1 AND 20000),
  ADD COLUMN tipping_policy_updated_at timestamptz;

-- Search cards (022) carry the tips beside the pay. New columns go last: job_card_rows returns
-- SETOF job_cards, so its select list follows the table's column order.
ALTER TABLE job_cards
  ADD COLUMN tips_kind text NOT NULL DEFAULT 'none',
  ADD COLUMN tips_average_pence integer;

CREATE OR REPLACE FUNCTION job_card_rows(ids uuid[]) RETURNS SETOF job_cards
LANGUAGE sql STABLE AS $$
  SELECT j.id, j.company_id, j.venue_id, j.title, j.skills, j.employment_type, j.salary_type,
         j.salary_amount_pence, j.salary_min_pence, j.salary_max_pence, j.annual_pay_max_pence,
         j.pace, j.team_size, j.urgent, j.published_at, j.closes_on, j.day_parts,
         v.name, v.venue_type, v.city, lower(v.city), v.postcode, v.lat, v.lng,
         v.geo_status = 'pending', c.name, c.slug, c.logo_url,
         j.search_vector, to_tsvector('english', j.title),
         j.tips_kind, j.tips_average_pence
  FROM jobs j JOIN venues v ON v.id = j.venue_id JOIN companies c ON c.id = j.company_id
  WHERE j.id = ANY(ids) AND j.status = 'open'
$$;

CREATE OR REPLACE FUNCTION refresh_job_cards(ids uuid[]) RETURNS void
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
    search_vector = EXCLUDED.search_vector, title_vector = EXCLUDED.title_vector,
    tips_kind = EXCLUDED.tips_kind, tips_average_pence = EXCLUDED.tips_average_pence;
END
$$;

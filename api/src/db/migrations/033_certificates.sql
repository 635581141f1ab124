-- 033: licences and certificates (issue 43 item 3). The kinds are shared-kernel's
-- CERTIFICATE_KINDS (src/vocabularies.ts): a new kind needs a migration too.
--
-- A candidate's certificates: at most one of each kind, with an optional reference (the licence
-- or certificate number) and an optional expiry day (London). The profile's PUT replaces the list.
CREATE TABLE candidate_certificates (
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('food_hygiene_2', 'food_hygiene_3', 'personal_licence',
    'sia_door_supervisor', 'first_aid', 'allergen_awareness')),
  reference text CHECK (char_length(reference) <= 60),
  expires_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, kind)
);
-- The expiry sweep looks for the certificates whose warning day has come.
CREATE INDEX candidate_certificates_expires_on_idx ON candidate_certificates (expires_on)
  WHERE expires_on IS NOT NULL;

-- A candidate's certificates are part of their skills-mode scores (016's trigger function reads
-- NEW/OLD.candidate_id).
CREATE TRIGGER candidate_certificates_recommendations_stale
  AFTER INSERT OR UPDATE OR DELETE ON candidate_certificates
  FOR EACH ROW EXECUTE FUNCTION candidate_recommendations_stale();

-- The licences and certificates a job requires, without repeats (the API writes them in the
-- vocabulary's order).
ALTER TABLE jobs
  ADD COLUMN required_certificates text[] NOT NULL DEFAULT '{}'
    CHECK (required_certificates <@ ARRAY['food_hygiene_2', 'food_hygiene_3', 'personal_licence',
      'sia_door_supervisor', 'first_aid', 'allergen_awareness']::text[]);

-- Done once (021's way): the 30-day expiry warning of one certificate and expiry day. Only the
-- transaction whose INSERT … ON CONFLICT DO NOTHING added the row writes the notification and the
-- e-mail; a changed expiry day is a new row, so it may warn again. Kept when the certificate is
-- removed, so removing and adding it back with the same day does not warn twice.
CREATE TABLE certificate_expiry_notices (
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  expires_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, kind, expires_on)
);

-- The company's private notes and tags on an application (the recruiter's pipeline board). Seen by
-- the application's company only; they go with the application.

CREATE TABLE application_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000 AND btrim(body) <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_notes_application_idx ON application_notes (application_id, created_at DESC);
CREATE INDEX application_notes_author_idx ON application_notes (author_id);
CREATE TRIGGER application_notes_updated_at BEFORE UPDATE ON application_notes
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE application_tags (
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  -- Canonical: trimmed, lowercase, 1–40 characters (the API normalises on write).
  tag text NOT NULL CHECK (tag = lower(btrim(tag)) AND char_length(tag) BETWEEN 1 AND 40),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT application_tags_pkey PRIMARY KEY (application_id, tag)
);
CREATE INDEX application_tags_created_by_idx ON application_tags (created_by);
CREATE TRIGGER application_tags_updated_at BEFORE UPDATE ON application_tags
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Issue 43 item 1: the youngest a job's hire may be. The pay floor follows it (shared-kernel
-- rules/minimum-wage.ts); the values are MINIMUM_AGES (shared-kernel/src/vocabularies.ts).
ALTER TABLE jobs
  ADD COLUMN minimum_age smallint NOT NULL DEFAULT 18
    CONSTRAINT jobs_minimum_age_check CHECK (minimum_age IN (16, 18, 21));

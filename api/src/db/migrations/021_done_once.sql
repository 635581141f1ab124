-- 021: done once (issue 30; decisions section 7: "exactly once" is a database constraint).
--
-- Which candidate was told about which job by a job alert (candidates/alerts.ts): the in-app
-- notification and the e-mail are produced only by the transaction whose INSERT … ON CONFLICT DO
-- NOTHING added the row. So two publishes of one job at once, or a job closed and published
-- again, tell each candidate once, whatever locks the publishing code takes.
CREATE TABLE job_alert_deliveries (
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The alert that matched (of the candidate's, the oldest); null once that alert is deleted.
  alert_id uuid REFERENCES job_alerts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job_id, candidate_id)
);
-- A candidate's rows (ON DELETE CASCADE of users).
CREATE INDEX job_alert_deliveries_candidate_id_idx ON job_alert_deliveries (candidate_id);
-- ON DELETE SET NULL of job_alerts looks the alert's rows up.
CREATE INDEX job_alert_deliveries_alert_id_idx ON job_alert_deliveries (alert_id);

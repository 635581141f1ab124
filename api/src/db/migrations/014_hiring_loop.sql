-- The hiring loop tells one story (issue 13): a candidate may withdraw an application (a final
-- status), a recruiter may withdraw an offer (with a message) and closes or fills a job, and the
-- live socket's presence is known to every API process (a new message is e-mailed to a receiver
-- with no live socket).

-- 'withdrawn': the candidate took the application back.
ALTER TABLE applications DROP CONSTRAINT applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (status IN (
  'applied', 'reviewed', 'interviewed', 'offered', 'rejected', 'accepted', 'declined', 'withdrawn'
));
ALTER TABLE application_status_history DROP CONSTRAINT application_status_history_from_status_check;
ALTER TABLE application_status_history ADD CONSTRAINT application_status_history_from_status_check
  CHECK (from_status IN (
    'applied', 'reviewed', 'interviewed', 'offered', 'rejected', 'accepted', 'declined', 'withdrawn'
  ));
ALTER TABLE application_status_history DROP CONSTRAINT application_status_history_to_status_check;
ALTER TABLE application_status_history ADD CONSTRAINT application_status_history_to_status_check
  CHECK (to_status IN (
    'applied', 'reviewed', 'interviewed', 'offered', 'rejected', 'accepted', 'declined', 'withdrawn'
  ));

-- "Waiting on you": a company's open applications by their last move.
CREATE INDEX applications_company_open_changed_idx ON applications (company_id, status_changed_at)
  WHERE status IN ('applied', 'reviewed', 'interviewed', 'offered');

-- A withdrawn offer: when, and what the company told the candidate.
ALTER TABLE offers
  ADD COLUMN withdrawn_at timestamptz,
  ADD COLUMN withdrawal_message text CHECK (char_length(withdrawal_message) <= 2000);

-- How a closed job ended: 'closed' (no longer hiring) or 'filled' (hired); null while not closed.
ALTER TABLE jobs
  ADD COLUMN close_outcome text CHECK (close_outcome IN ('closed', 'filled'));

-- Who holds a live socket, on which API process (instance_id: random per process). A process
-- adds its row at a user's first socket, refreshes seen_at at each heartbeat and removes it at
-- their last; a row not refreshed for a while (a process that died) counts as gone.
CREATE TABLE live_presence (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  instance_id text NOT NULL CHECK (char_length(instance_id) <= 64),
  seen_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, instance_id)
);
CREATE INDEX live_presence_instance_idx ON live_presence (instance_id);

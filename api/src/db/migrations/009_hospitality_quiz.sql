-- A candidate's attempts at the hospitality knowledge quiz (service, food safety, bar basics):
-- the answers chosen and the score the API computed from them.
CREATE TABLE hospitality_quiz_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  candidate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
  score integer NOT NULL CHECK (score >= 0),
  total integer NOT NULL CHECK (total > 0 AND score <= total),
  completed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX hospitality_quiz_attempts_candidate_idx
  ON hospitality_quiz_attempts (candidate_id, completed_at DESC);

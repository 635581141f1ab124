-- 013: accounts (issue 14): e-mail preferences, unsubscribe links, deleted accounts.

-- One row per (user, kind) the user has set; a kind without a row has its default
-- (EMAIL_PREFERENCE_DEFAULTS in shared-kernel's contract: every kind on except product_news).
CREATE TABLE email_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'applications', 'interviews', 'offers', 'messages', 'job_alerts', 'product_news'
  )),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- The unsubscribe link of one e-mail: a random token (in the link only), stored as its sha256
-- (hex), naming the user and the kind it turns off. It works without signing in and never
-- expires (a link in an old e-mail must still work); deleted with the user.
CREATE TABLE email_unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'applications', 'interviews', 'offers', 'messages', 'job_alerts', 'product_news'
  )),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_unsubscribe_tokens_user_idx ON email_unsubscribe_tokens (user_id);

-- A deleted account keeps its row (so that companies' applications, messages and notes keep
-- their foreign keys) with every personal field replaced: the name reads "Former candidate" /
-- "Former member", the e-mail becomes 'deleted-<id>@deleted.invalid' (the real one is free to
-- sign up again) and the password hash is unusable. deleted_at says it happened.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

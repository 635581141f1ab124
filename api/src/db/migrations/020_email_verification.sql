-- 020: e-mail ownership (issue 28; decisions section 7). Until a user follows the link e-mailed
-- to their address, the account works but accepts no team invitation and is sent no e-mail but
-- verification and password reset (api/src/modules/mail/outbox.ts).

-- When the user proved they read mail at `email`; null until then.
--
-- Accounts that exist before this migration stay UNVERIFIED on purpose: nothing ever proved
-- that they own their address (the invitation takeover of issue 28 needs exactly such an
-- account), and the banner lets each of them verify in one click. The demo accounts are seeded
-- after the migrations and are written verified by the seed (api/src/seed/demo-accounts.ts).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- A verification link (`${PUBLIC_URL}/verify-email?token=…`): a random token in the link only,
-- stored as its sha256 (hex), single use, 7 days; like sign_in_tokens and password_reset_codes.
-- A password change, reset or account deletion voids the unused ones (auth/service.ts).
CREATE TABLE email_verification_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_verification_tokens_user_id_idx ON email_verification_tokens (user_id);

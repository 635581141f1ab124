-- 012: team membership by invitation only (issue 12, item 7). A company has one owner (its
-- creator), admins and recruiters; people join only by accepting an e-mailed invitation.

-- One owner per company. Earlier data could hold several (the old direct-add route let an owner
-- add owners): the creator stays owner when a member, else the earliest owner; the others
-- become admins. A company left without an owner gets one: its creator, else its earliest
-- admin, else its earliest member.
WITH kept AS (
  SELECT DISTINCT ON (m.company_id) m.id
  FROM company_members m JOIN companies c ON c.id = m.company_id
  WHERE m.role = 'owner'
  ORDER BY m.company_id, (m.user_id = c.created_by) DESC NULLS LAST, m.created_at, m.id
)
UPDATE company_members SET role = 'admin'
WHERE role = 'owner' AND id NOT IN (SELECT id FROM kept);

WITH promoted AS (
  SELECT DISTINCT ON (m.company_id) m.id
  FROM company_members m JOIN companies c ON c.id = m.company_id
  WHERE NOT EXISTS (
    SELECT 1 FROM company_members o WHERE o.company_id = m.company_id AND o.role = 'owner'
  )
  ORDER BY m.company_id, (m.user_id = c.created_by) DESC NULLS LAST, (m.role = 'admin') DESC,
    m.created_at, m.id
)
UPDATE company_members SET role = 'owner' WHERE id IN (SELECT id FROM promoted);

CREATE UNIQUE INDEX company_members_one_owner_idx ON company_members (company_id)
  WHERE role = 'owner';

-- An invitation to join a company. Only the sha256 (hex) of the random token in the link is
-- stored, like sessions and reset codes: a leaked table gives no working link. Pending means not
-- accepted, not revoked and not expired; re-inviting an address revokes its pending one.
CREATE TABLE company_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(btrim(email)) AND char_length(email) BETWEEN 3 AND 254),
  role text NOT NULL CHECK (role IN ('admin', 'recruiter')),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL DEFAULT now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz,
  CONSTRAINT company_invitations_accepted_or_revoked CHECK (
    accepted_at IS NULL OR revoked_at IS NULL
  ),
  CONSTRAINT company_invitations_accepted_by CHECK (
    accepted_at IS NOT NULL OR accepted_by IS NULL
  )
);
-- At most one open invitation per company and address (the API revokes the earlier one first).
CREATE UNIQUE INDEX company_invitations_open_idx ON company_invitations (company_id, email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;
CREATE INDEX company_invitations_company_idx ON company_invitations (company_id, created_at DESC);
CREATE INDEX company_invitations_invited_by_idx ON company_invitations (invited_by);
CREATE INDEX company_invitations_accepted_by_idx ON company_invitations (accepted_by);

-- 030: team invitations are limited per invited address over 24 hours (issue 41, item 8); the
-- count reads an address's invitations of the last day, revoked ones included, across companies.
-- (Per company, company_invitations_company_idx of 012 already serves it.)
CREATE INDEX company_invitations_email_idx ON company_invitations (email, created_at DESC);

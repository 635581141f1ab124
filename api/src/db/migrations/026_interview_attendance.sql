-- 026: attendance and reminders of interviews and trial shifts (issue 32, item 6).
--
-- After its start the recruiter marks an interview or a trial attended or a no-show (null until
-- then); the application's interviews show it. reminded_at is the "exactly once" of the 24-hour
-- reminder: the sweep (applications/booking/reminders.ts) claims due interviews with one
-- `UPDATE … SET reminded_at = now() WHERE reminded_at IS NULL … RETURNING`, so of two API
-- processes sweeping at once only one gets each row and tells both sides.
ALTER TABLE interviews
  ADD COLUMN attendance text CHECK (attendance IN ('attended', 'no_show')),
  ADD COLUMN attendance_marked_at timestamptz,
  ADD COLUMN reminded_at timestamptz;

-- The sweep's read: live interviews not yet reminded, by start.
CREATE INDEX interviews_unreminded_idx ON interviews (starts_at)
  WHERE reminded_at IS NULL AND status IN ('scheduled', 'confirmed');

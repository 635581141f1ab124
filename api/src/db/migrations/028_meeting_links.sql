-- 028: video interviews carry their meeting link (issue 41, item 2), one name everywhere.
--
-- A hand-scheduled interview's video_url becomes meeting_url (the data moves with the rename);
-- an invitation to book a video interview holds the link its booking copies; a recruiter may
-- keep a default link with their availability (the invite dialog's default for video).
ALTER TABLE interviews RENAME COLUMN video_url TO meeting_url;
ALTER TABLE interviews RENAME CONSTRAINT interviews_video_url_check TO interviews_meeting_url_check;

ALTER TABLE booking_invitations
  ADD COLUMN meeting_url text CHECK (char_length(meeting_url) <= 1000);

ALTER TABLE recruiter_availability
  ADD COLUMN meeting_url text CHECK (char_length(meeting_url) <= 1000);

-- A time the candidate booked themself is confirmed already: nothing left for them to confirm.
UPDATE interviews SET status = 'confirmed' WHERE self_booked AND status = 'scheduled';

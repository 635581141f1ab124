-- The day parts a candidate says they can work when applying (the same '<weekday>_<part>'
-- tokens as candidate_profiles.availability).
ALTER TABLE applications
  ADD COLUMN availability text[] NOT NULL DEFAULT '{}'
  CONSTRAINT applications_availability_tokens CHECK (availability <@ ARRAY[
    'mon_morning', 'mon_afternoon', 'mon_evening', 'mon_late',
    'tue_morning', 'tue_afternoon', 'tue_evening', 'tue_late',
    'wed_morning', 'wed_afternoon', 'wed_evening', 'wed_late',
    'thu_morning', 'thu_afternoon', 'thu_evening', 'thu_late',
    'fri_morning', 'fri_afternoon', 'fri_evening', 'fri_late',
    'sat_morning', 'sat_afternoon', 'sat_evening', 'sat_late',
    'sun_morning', 'sun_afternoon', 'sun_evening', 'sun_late'
  ]::text[]);

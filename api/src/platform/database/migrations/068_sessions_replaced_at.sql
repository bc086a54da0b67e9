-- A session moved to a new id at sign-in keeps its old row for a short while, emptied, as a marker: a request the
-- browser sent with the old id before the sign-in answered is then told apart from a forged or expired id.
ALTER TABLE sessions ADD COLUMN replaced_at timestamptz;

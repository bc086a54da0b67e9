-- Trigram similarity for catalogue search; PGlite loads the extension bundle at start-up.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

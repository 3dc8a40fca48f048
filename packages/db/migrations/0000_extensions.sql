-- Search: accent-insensitive matching (unaccent) and typo-tolerant similarity (pg_trgm).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes
-- it safe to call from triggers and indexes.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT unaccent('unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- The form every search field is kept in, and every query is brought to.
CREATE OR REPLACE FUNCTION shop_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(shop_unaccent(regexp_replace($1, '<[^>]*>', ' ', 'g'))) $$;

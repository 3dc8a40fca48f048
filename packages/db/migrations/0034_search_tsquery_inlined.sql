-- The text query of a search (migration 0004), answering the same for every text, written so that
-- PostgreSQL inlines it into the statement that calls it. Its ARRAY(SELECT …) over the words and
-- STRICT with a non-strict body (coalesce) kept it from being inlined, and a SQL function that is
-- not inlined has its body planned again on every execution of a prepared statement: 0.15 ms of a
-- one-word search's 1.2 ms of database time. In two steps, so a search that already has the query's
-- accent-free text (shop_search_text, whose unaccent is such a call too) makes its query from that:
-- its words are only a-z and 0-9, need no quoting, and each becomes a prefix, all of them required.
CREATE OR REPLACE FUNCTION shop_search_tsquery_of_text(text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT to_tsquery('simple',
      replace(regexp_replace(btrim(regexp_replace($1, '[^a-z0-9]+', ' ', 'g')), '[a-z0-9]+', '\&:*', 'g'), ' ', ' & '))
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_tsquery(text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT shop_search_tsquery_of_text(shop_search_text($1)) $$;

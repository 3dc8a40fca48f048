-- The text query of a search (migration 0004), answering the same for every text, written so that
-- PostgreSQL inlines it into the statement that calls it. Its ARRAY(SELECT …) over the words and
-- STRICT with a non-strict body (coalesce) kept it from being inlined, and a SQL function that is
-- not inlined has its body planned again on every execution of a prepared statement: 0.15 ms of a
-- one-word search's 1.2 ms of database time. Words are only a-z and 0-9 here (shop_search_text, then
-- the split), so they need no quoting, and one space between them becomes the AND of prefixes.
CREATE OR REPLACE FUNCTION shop_search_tsquery(text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN $1 IS NOT NULL THEN to_tsquery('simple', coalesce(
      regexp_replace(nullif(btrim(regexp_replace(shop_search_text($1), '[^a-z0-9]+', ' ', 'g')), ''), ' ', ':* & ', 'g')
        || ':*',
      '')) END
  $$;

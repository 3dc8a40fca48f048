-- A search query as a prefix full-text query: "serum rokit" → 'serum':* & 'rokit':*. IMMUTABLE, so
-- with a constant argument the planner folds it and can use the search indexes.
CREATE OR REPLACE FUNCTION shop_search_tsquery(text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT to_tsquery('simple', coalesce(nullif(array_to_string(array(
      SELECT quote_literal(w) || ':*'
      FROM unnest(regexp_split_to_array(shop_search_text($1), '[^a-z0-9]+')) AS w
      WHERE w <> ''
    ), ' & '), ''), ''))
  $$;

-- The typo correction of migration 0009, answering the same, with each word corrected once: the
-- planner pulled the words' subquery up into the aggregate, so both bool_or and string_agg ran
-- the dictionary look-ups of every word (OFFSET 0 keeps the subquery whole): half the time.
CREATE OR REPLACE FUNCTION shop_search_corrected(text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  SET pg_trgm.similarity_threshold = 0.2
  AS $$
    SELECT CASE WHEN bool_or(c.word <> c.w) THEN string_agg(c.word, ' ' ORDER BY c.i) END
    FROM (
      SELECT t.w, t.i, coalesce(
        CASE WHEN length(t.w) < 3 OR EXISTS (SELECT 1 FROM search_words s WHERE s.word LIKE t.w || '%') THEN t.w END,
        (SELECT s.word FROM search_words s WHERE s.word % t.w ORDER BY similarity(s.word, t.w) DESC, s.word LIMIT 1),
        t.w) AS word
      FROM unnest(regexp_split_to_array(shop_search_text($1), '[^a-z0-9]+')) WITH ORDINALITY AS t(w, i)
      WHERE t.w <> ''
      OFFSET 0
    ) AS c
  $$;

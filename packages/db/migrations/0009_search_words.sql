CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint

-- The words of a name (already accent-free and lower case: search_name) join the dictionary.
CREATE OR REPLACE FUNCTION shop_search_words_add(text) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM unnest(regexp_split_to_array($1, '[^a-z0-9]+')) AS w WHERE length(w) >= 3
    ON CONFLICT DO NOTHING
  $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_words_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_search_words_add(NEW.search_name);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words
  AFTER INSERT OR UPDATE OF search_name ON products
  FOR EACH ROW EXECUTE FUNCTION search_words_refresh();--> statement-breakpoint
CREATE TRIGGER posts_search_words
  AFTER INSERT OR UPDATE OF search_name ON posts
  FOR EACH ROW EXECUTE FUNCTION search_words_refresh();--> statement-breakpoint

SELECT shop_search_words_add(search_name) FROM products;--> statement-breakpoint
SELECT shop_search_words_add(search_name) FROM posts;--> statement-breakpoint

-- A search query with each word no name begins with replaced by the most similar word of the
-- dictionary (trigram similarity over 0.2, through its index: "krme" shares a quarter of its
-- trigrams with "krem"); words of one or two letters and words with nothing similar stay. NULL
-- when no word changes.
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
    ) AS c
  $$;

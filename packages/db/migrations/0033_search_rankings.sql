CREATE TABLE "search_rankings" (
	"word" text NOT NULL,
	"product_id" uuid NOT NULL,
	"text_rank" real NOT NULL,
	"position" integer NOT NULL,
	"search_name" text NOT NULL,
	CONSTRAINT "search_rankings_word_product_id_pk" PRIMARY KEY("word","product_id")
);
--> statement-breakpoint
ALTER TABLE "search_rankings" ADD CONSTRAINT "search_rankings_product_id_product_search_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_search"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_rankings_best_idx" ON "search_rankings" USING btree ("word","text_rank" DESC NULLS LAST,"position","product_id","search_name");--> statement-breakpoint
CREATE INDEX "search_rankings_product_idx" ON "search_rankings" USING btree ("product_id");--> statement-breakpoint

-- The rank a search for one word gives a search text: what the search's own ranking computes
-- for a query of that word (ts_rank over its text query), said once for the rankings below.
CREATE OR REPLACE FUNCTION shop_search_rank(tsvector, text) RETURNS real
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ts_rank($1, shop_search_tsquery($2), 0) $$;--> statement-breakpoint

-- The dictionary words a search text has a word beginning with: each of its words' beginnings of
-- three letters or more that is a dictionary word (the dictionary holds words of three or more).
CREATE OR REPLACE FUNCTION shop_search_words_in(tsvector) RETURNS SETOF text
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$
    SELECT DISTINCT s.word
    FROM unnest(tsvector_to_array($1)) AS l(lexeme)
    CROSS JOIN LATERAL generate_series(3, length(l.lexeme)) AS n(len)
    JOIN search_words s ON s.word = left(l.lexeme, n.len)
  $$;--> statement-breakpoint

-- A product's rankings made again whenever its search row is written (its text, name, position or
-- publication changed: product_search is written only then): one row per dictionary word it
-- matches, with the rank a search for that word gives it. An unpublished product has none. A row
-- trigger, so the statements that write no search row (a sale's stock) run nothing here.
CREATE OR REPLACE FUNCTION search_rankings_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.published, OLD.search_name, OLD.search_document)
      = (NEW.published, NEW.search_name, NEW.search_document) THEN
    -- Moved in the shop's order alone: the same words, the same ranks.
    UPDATE search_rankings SET position = NEW.position WHERE product_id = NEW.product_id;
    RETURN NULL;
  END IF;
  DELETE FROM search_rankings WHERE product_id = NEW.product_id;
  IF NEW.published THEN
    INSERT INTO search_rankings (word, product_id, text_rank, position, search_name)
      SELECT w.word, NEW.product_id, shop_search_rank(NEW.search_document, w.word), NEW.position,
        NEW.search_name
      FROM shop_search_words_in(NEW.search_document) AS w(word)
      WHERE NEW.search_document @@ shop_search_tsquery(w.word)
    ON CONFLICT (word, product_id) DO UPDATE SET text_rank = excluded.text_rank, position = excluded.position,
      search_name = excluded.search_name;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_rankings AFTER INSERT OR UPDATE ON product_search
  FOR EACH ROW EXECUTE FUNCTION search_rankings_keep();--> statement-breakpoint

-- A word new to the dictionary gets its ranking from every published product it matches.
CREATE OR REPLACE FUNCTION search_rankings_of_new_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_rankings (word, product_id, text_rank, position, search_name)
    SELECT added.word, ps.product_id, shop_search_rank(ps.search_document, added.word), ps.position,
      ps.search_name
    FROM added JOIN product_search ps ON ps.published AND ps.search_document @@ shop_search_tsquery(added.word)
  ON CONFLICT (word, product_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_words_rankings AFTER INSERT ON search_words REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_rankings_of_new_words();--> statement-breakpoint

INSERT INTO search_rankings (word, product_id, text_rank, position, search_name)
  SELECT w.word, ps.product_id, shop_search_rank(ps.search_document, w.word), ps.position, ps.search_name
  FROM product_search ps CROSS JOIN LATERAL shop_search_words_in(ps.search_document) AS w(word)
  WHERE ps.published AND ps.search_document @@ shop_search_tsquery(w.word);

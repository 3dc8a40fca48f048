CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"published" boolean NOT NULL,
	"position" integer NOT NULL,
	"search_name" text NOT NULL,
	"search_document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("search_document") WITH (fastupdate=false);--> statement-breakpoint

-- Kept from the products (their search columns come from their own BEFORE trigger), once per
-- statement; a sale's stock change leaves these rows alone.
CREATE OR REPLACE FUNCTION product_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, published, position, search_name, search_document)
    SELECT after.product_id, after.published, after.position, after.search_name,
      coalesce(after.search_document, ''::tsvector)
    FROM after
    LEFT JOIN product_search kept ON kept.product_id = after.product_id
    WHERE kept.product_id IS NULL
      OR (kept.published, kept.position, kept.search_name, kept.search_document)
        IS DISTINCT FROM (after.published, after.position, after.search_name, coalesce(after.search_document, ''::tsvector))
  ON CONFLICT (product_id) DO UPDATE SET published = excluded.published, position = excluded.position,
    search_name = excluded.search_name, search_document = excluded.search_document;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_keep();--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_keep();--> statement-breakpoint

INSERT INTO product_search (product_id, published, position, search_name, search_document)
  SELECT product_id, published, position, search_name, coalesce(search_document, ''::tsvector) FROM products;

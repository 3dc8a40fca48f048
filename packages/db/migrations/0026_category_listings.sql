CREATE TABLE "category_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"published" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_listings" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"published" boolean NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"label" text,
	"gift_packing" boolean NOT NULL,
	"non_sale_price" integer NOT NULL,
	"sale_price" integer,
	"sale_price_start" timestamp with time zone,
	"sale_price_end" timestamp with time zone,
	CONSTRAINT "category_listings_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "category_counts" ADD CONSTRAINT "category_counts_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_listings" ADD CONSTRAINT "category_listings_link_fk" FOREIGN KEY ("product_id","category_id") REFERENCES "public"."product_categories"("product_id","category_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "category_listings_position_idx" ON "category_listings" USING btree ("category_id","published","position","product_id");--> statement-breakpoint
CREATE INDEX "category_listings_newest_idx" ON "category_listings" USING btree ("category_id","published","created_at" DESC NULLS FIRST,"position","product_id");--> statement-breakpoint
CREATE INDEX "category_listings_name_idx" ON "category_listings" USING btree ("category_id","published","name","position","product_id");--> statement-breakpoint

-- Each category link carries what a listing filters and orders by, copied from its product: a
-- category's page is then a range of an index read in order (ADR 016). Links added or moved take
-- the product's columns; FOR SHARE waits for a write to the product still being made, so a link
-- never keeps what such a write replaces. Removed links go with their rows (the foreign key).
CREATE OR REPLACE FUNCTION category_listings_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_listings (product_id, category_id, published, position, created_at, name, type, label,
      gift_packing, non_sale_price, sale_price, sale_price_start, sale_price_end)
    SELECT link.product_id, link.category_id, p.published, p.position, p.created_at, p.name, p.type, p.label,
      p.gift_packing, p.non_sale_price, p.sale_price, p.sale_price_start, p.sale_price_end
    FROM after link JOIN products p ON p.product_id = link.product_id
    ORDER BY link.product_id, link.category_id
    FOR SHARE OF p
  ON CONFLICT (product_id, category_id) DO UPDATE SET published = excluded.published, position = excluded.position,
    created_at = excluded.created_at, name = excluded.name, type = excluded.type, label = excluded.label,
    gift_packing = excluded.gift_packing, non_sale_price = excluded.non_sale_price, sale_price = excluded.sale_price,
    sale_price_start = excluded.sale_price_start, sale_price_end = excluded.sale_price_end;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_categories_listings_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION category_listings_links_changed();--> statement-breakpoint
-- A link's product or category changed by hand: the foreign key has moved its row already (row
-- triggers run before statement ones); it takes the columns of the product it now names.
CREATE TRIGGER product_categories_listings_update AFTER UPDATE ON product_categories REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION category_listings_links_changed();--> statement-breakpoint

-- A product's listing columns changed: its links follow. Rows already equal are left alone, so a
-- sale's stock change writes nothing here.
CREATE OR REPLACE FUNCTION category_listings_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_listings kept SET published = after.published, position = after.position,
      created_at = after.created_at, name = after.name, type = after.type, label = after.label,
      gift_packing = after.gift_packing, non_sale_price = after.non_sale_price, sale_price = after.sale_price,
      sale_price_start = after.sale_price_start, sale_price_end = after.sale_price_end
    FROM after
    WHERE kept.product_id = after.product_id
      AND (kept.published, kept.position, kept.created_at, kept.name, kept.type, kept.label, kept.gift_packing,
          kept.non_sale_price, kept.sale_price, kept.sale_price_start, kept.sale_price_end)
        IS DISTINCT FROM (after.published, after.position, after.created_at, after.name, after.type, after.label,
          after.gift_packing, after.non_sale_price, after.sale_price, after.sale_price_start, after.sale_price_end);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_listings_update AFTER UPDATE ON products REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION category_listings_products_changed();--> statement-breakpoint

-- A category's count of published products, moved by each statement's difference (a sum of +1 and
-- -1, so writers at the same time add up; rows locked in one order).
CREATE OR REPLACE FUNCTION category_counts_move(added uuid[], removed uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO category_counts (category_id, published)
    SELECT category_id, sum(delta)::int FROM (
      SELECT unnest(added) AS category_id, 1 AS delta
      UNION ALL
      SELECT unnest(removed), -1) changes
    GROUP BY category_id HAVING sum(delta) <> 0
    ORDER BY category_id
  ON CONFLICT (category_id) DO UPDATE SET published = category_counts.published + excluded.published;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_counts_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM category_counts_move(array(SELECT category_id FROM after WHERE published), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM category_counts_move(array(SELECT category_id FROM after WHERE published),
      array(SELECT category_id FROM before WHERE published));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM category_counts_move('{}', array(SELECT category_id FROM before WHERE published));
  ELSE
    DELETE FROM category_counts;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER category_listings_counts_insert AFTER INSERT ON category_listings REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_listings_changed();--> statement-breakpoint
CREATE TRIGGER category_listings_counts_update AFTER UPDATE ON category_listings
  REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_listings_changed();--> statement-breakpoint
CREATE TRIGGER category_listings_counts_delete AFTER DELETE ON category_listings REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_listings_changed();--> statement-breakpoint
CREATE TRIGGER category_listings_counts_truncate AFTER TRUNCATE ON category_listings
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_listings_changed();--> statement-breakpoint

-- Today's links (their counts by the triggers above).
INSERT INTO category_listings (product_id, category_id, published, position, created_at, name, type, label,
    gift_packing, non_sale_price, sale_price, sale_price_start, sale_price_end)
  SELECT link.product_id, link.category_id, p.published, p.position, p.created_at, p.name, p.type, p.label,
    p.gift_packing, p.non_sale_price, p.sale_price, p.sale_price_start, p.sale_price_end
  FROM product_categories link JOIN products p ON p.product_id = link.product_id;

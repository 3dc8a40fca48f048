CREATE TABLE "product_views" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	"card" text,
	"card_fresh_from" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	"card_fresh_until" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	"detail" text,
	"detail_fresh_from" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	"detail_fresh_until" timestamp with time zone DEFAULT '-infinity' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Every product has its row (its answers are built on first read and by the API in the background).
INSERT INTO product_views (product_id) SELECT product_id FROM products;--> statement-breakpoint

-- These products changed as a card shows them: their own answers expire, and so do the pages that
-- show their cards (the bundles they belong to, the products beside them in a category). Every row
-- touched gets a new generation, expired already or not: an answer being built from what it read
-- before is then not kept (ADR 016).
CREATE OR REPLACE FUNCTION product_views_expire(changed uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_views
    SET card_fresh_until = '-infinity', detail_fresh_until = '-infinity', generation = generation + 1
    WHERE product_id = ANY(changed);
  UPDATE product_views SET detail_fresh_until = '-infinity', generation = generation + 1
    WHERE product_id <> ALL(changed) AND product_id IN (
      SELECT bundle_id FROM product_components WHERE component_id = ANY(changed)
      UNION
      SELECT beside.product_id FROM product_categories beside
        WHERE beside.category_id IN (SELECT category_id FROM product_categories WHERE product_id = ANY(changed)));
$$;--> statement-breakpoint

-- Only these products' pages changed (their components, their reviews).
CREATE OR REPLACE FUNCTION product_views_expire_pages(changed uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_views SET detail_fresh_until = '-infinity', generation = generation + 1
    WHERE product_id = ANY(changed);
$$;--> statement-breakpoint

-- Triggers run once per statement with the rows it changed (a catalogue loaded in batches costs one
-- expiry per batch, not one per row).

CREATE OR REPLACE FUNCTION product_views_products_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_views (product_id) SELECT product_id FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_views_insert AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_products_added();--> statement-breakpoint

-- A sale moves stock on every order; only whether a product is available shows, not how many.
CREATE OR REPLACE FUNCTION product_views_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_views_expire(array(
    SELECT after.product_id FROM after JOIN before ON before.product_id = after.product_id
    WHERE (to_jsonb(before) - 'stock_on_hand' - 'updated_at') IS DISTINCT FROM (to_jsonb(after) - 'stock_on_hand' - 'updated_at')
      OR (before.stock_on_hand > 0) <> (after.stock_on_hand > 0)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_views_update AFTER UPDATE ON products REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_products_changed();--> statement-breakpoint

-- Rows of a product (its pictures, its price history, its categories) added, changed or removed.
-- A removed category link also expires the pages of the category it left.
CREATE OR REPLACE FUNCTION product_views_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM product_views_expire(array(SELECT DISTINCT product_id FROM after));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM product_views_expire(array(SELECT DISTINCT product_id FROM before));
    IF TG_TABLE_NAME = 'product_categories' THEN
      PERFORM product_views_expire_pages(array(
        SELECT product_id FROM product_categories WHERE category_id IN (SELECT category_id FROM before)));
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_images_views_insert AFTER INSERT ON product_images REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_images_views_update AFTER UPDATE ON product_images REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_images_views_delete AFTER DELETE ON product_images REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_rows_changed();--> statement-breakpoint
CREATE TRIGGER price_history_views_insert AFTER INSERT ON price_history REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_rows_changed();--> statement-breakpoint
CREATE TRIGGER price_history_views_update AFTER UPDATE ON price_history REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_rows_changed();--> statement-breakpoint
CREATE TRIGGER price_history_views_delete AFTER DELETE ON price_history REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_categories_views_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_categories_views_update AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_categories_views_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_rows_changed();--> statement-breakpoint

-- A category renamed, moved or removed: every product in it.
CREATE OR REPLACE FUNCTION product_views_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_views_expire(array(
    SELECT product_id FROM product_categories WHERE category_id IN (SELECT category_id FROM before)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_views_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_categories_changed();--> statement-breakpoint
CREATE TRIGGER categories_views_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_categories_changed();--> statement-breakpoint

-- A picture's description or size changed: every product showing it.
CREATE OR REPLACE FUNCTION product_views_media_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_views_expire(array(
    SELECT product_id FROM product_images WHERE media_id IN (SELECT media_id FROM before)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER media_assets_views_update AFTER UPDATE ON media_assets REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_media_changed();--> statement-breakpoint

-- A bundle's components, a product's reviews: those pages alone (a component row names its page
-- by bundle_id, a review by product_id).
CREATE OR REPLACE FUNCTION product_views_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM product_views_expire_pages(array(
      SELECT DISTINCT coalesce(to_jsonb(changed) ->> 'bundle_id', to_jsonb(changed) ->> 'product_id')::uuid FROM after changed));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM product_views_expire_pages(array(
      SELECT DISTINCT coalesce(to_jsonb(changed) ->> 'bundle_id', to_jsonb(changed) ->> 'product_id')::uuid FROM before changed));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_views_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_pages_changed();--> statement-breakpoint
CREATE TRIGGER reviews_views_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_pages_changed();--> statement-breakpoint
CREATE TRIGGER reviews_views_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_pages_changed();--> statement-breakpoint
CREATE TRIGGER product_components_views_insert AFTER INSERT ON product_components REFERENCING NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_pages_changed();--> statement-breakpoint
CREATE TRIGGER product_components_views_update AFTER UPDATE ON product_components REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_pages_changed();--> statement-breakpoint
CREATE TRIGGER product_components_views_delete AFTER DELETE ON product_components REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION product_views_pages_changed();
--> statement-breakpoint

-- A listing filters and orders products by these alone: with them in an index, finding a category's
-- page reads the index, not every product's wide row (descriptions, search document).
CREATE INDEX products_listing_index ON products (product_id)
  INCLUDE (published, position, created_at, name, type, label, gift_packing,
    non_sale_price, sale_price, sale_price_start, sale_price_end);

-- Search fields of products: the name for trigram matching, and a weighted document
-- (name A, tags B, description and "jak działa" C) for full-text ranking.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := shop_search_text(NEW.name || ' ' || NEW.name_span);
  NEW.search_document :=
    setweight(to_tsvector('simple', shop_search_text(NEW.name || ' ' || NEW.name_span)), 'A') ||
    setweight(to_tsvector('simple', shop_search_text(array_to_string(NEW.tags, ' '))), 'B') ||
    setweight(to_tsvector('simple', shop_search_text(NEW.description || ' ' || NEW.dlaczego_dziala)), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_refresh
  BEFORE INSERT OR UPDATE OF name, name_span, tags, description, dlaczego_dziala ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint

CREATE OR REPLACE FUNCTION posts_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := shop_search_text(NEW.title);
  NEW.search_document :=
    setweight(to_tsvector('simple', shop_search_text(NEW.title)), 'A') ||
    setweight(to_tsvector('simple', shop_search_text(array_to_string(NEW.tags, ' '))), 'B') ||
    setweight(to_tsvector('simple', shop_search_text(NEW.excerpt)), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_search_refresh
  BEFORE INSERT OR UPDATE OF title, tags, excerpt ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_search_refresh();--> statement-breakpoint

-- Stock on hand is the sum of the movements: each movement is added as it is written, and
-- the products_stock_not_negative check refuses any that would take stock below zero.
CREATE OR REPLACE FUNCTION stock_movements_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET stock_on_hand = stock_on_hand + NEW.quantity WHERE product_id = NEW.product_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_movements_apply
  AFTER INSERT ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION stock_movements_apply();--> statement-breakpoint

-- Movements are a ledger: corrections are new movements, never edits.
CREATE OR REPLACE FUNCTION stock_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock movements are append-only' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only
  BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION stock_movements_append_only();

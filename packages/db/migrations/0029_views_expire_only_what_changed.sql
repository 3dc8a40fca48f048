-- Migration 0022's expiries, answering the same, in PL/pgSQL: its statements are planned once per
-- connection (an SQL function's were planned on every call), and a call given no product returns at
-- once. Every sale moves stock, so every order updates its products without expiring any answer
-- (only availability shows): that empty call was about 0.4 ms of each stock movement.
CREATE OR REPLACE FUNCTION product_views_expire(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  UPDATE product_views
    SET card_fresh_until = '-infinity', detail_fresh_until = '-infinity', generation = generation + 1
    WHERE product_id = ANY(changed);
  UPDATE product_views SET detail_fresh_until = '-infinity', generation = generation + 1
    WHERE product_id <> ALL(changed) AND product_id IN (
      SELECT bundle_id FROM product_components WHERE component_id = ANY(changed)
      UNION
      SELECT beside.product_id FROM product_categories beside
        WHERE beside.category_id IN (SELECT category_id FROM product_categories WHERE product_id = ANY(changed)));
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION product_views_expire_pages(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  UPDATE product_views SET detail_fresh_until = '-infinity', generation = generation + 1
    WHERE product_id = ANY(changed);
END $$;

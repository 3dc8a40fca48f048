-- Whether the shopper made the statement on the shop's own page (its day is the shop's record and is never corrected); the ones made so far are those no member of staff wrote, in the shopper's name, with the statement's words.
ALTER TABLE "order_withdrawals" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "order_withdrawals" AS "w" SET "online" = true FROM "orders" AS "o"
WHERE "o"."order_id" = "w"."order_id" AND "w"."staff_id" IS NULL AND "w"."staff_email" = "o"."email"
  AND "w"."note" LIKE 'Złożone na stronie sklepu: %';

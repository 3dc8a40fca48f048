-- The back office ships orders: the parcel's tracking number, the staff's own note, and orders listed by state.
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_status_created_at_index" ON "orders" USING btree ("status","created_at");
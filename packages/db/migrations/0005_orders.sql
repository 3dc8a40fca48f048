CREATE TABLE "order_lines" (
	"order_line_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"total" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"email" text NOT NULL,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"items_total" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"shipping_total" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"grand_total" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"cart_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_status_known" CHECK (status in ('new', 'awaiting_payment', 'paid', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned')),
	CONSTRAINT "orders_grand_total_not_negative" CHECK ("orders"."grand_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"email_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_id_index" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_email_created_at_index" ON "orders" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_status_next_attempt_at_index" ON "outbox_emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Order numbers: MF-<year>-<number>, from a sequence so concurrent orders never share one.
CREATE SEQUENCE IF NOT EXISTS order_number_seq START 1001;

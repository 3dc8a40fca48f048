CREATE TABLE "cart_lines" (
	"line_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_products_replacement_forced" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cart_lines_cart_product_unique" UNIQUE("cart_id","product_id"),
	CONSTRAINT "cart_lines_quantity_range" CHECK (quantity between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"cart_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_token_hash" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"shipping_method_id" text,
	"shipping_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"billing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"recovery_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_sessionTokenHash_unique" UNIQUE("session_token_hash"),
	CONSTRAINT "carts_recoveryTokenHash_unique" UNIQUE("recovery_token_hash"),
	CONSTRAINT "carts_status_known" CHECK ("carts"."status" in ('OPEN', 'ORDERED'))
);
--> statement-breakpoint
CREATE TABLE "coupon_products" (
	"coupon_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "coupon_products_coupon_id_product_id_pk" PRIMARY KEY("coupon_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"coupon_redemption_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"email" text NOT NULL,
	"order_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"date_from" timestamp with time zone,
	"date_to" timestamp with time zone,
	"min_cart_value" integer,
	"max_redemptions" integer,
	"max_redemptions_per_user" integer,
	"allowed_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_upper_case" CHECK ("coupons"."code" = upper("coupons"."code") and length("coupons"."code") between 1 and 64),
	CONSTRAINT "coupons_discount_type_known" CHECK (discount_type in ('FIXED', 'PERCENTAGE', 'FIXED_PRODUCT', 'PERCENTAGE_PRODUCT', 'FREE_SHIPPING')),
	CONSTRAINT "coupons_value_not_negative" CHECK ("coupons"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_unsubscribeTokenHash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"method_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"tax_rate" integer DEFAULT 23 NOT NULL,
	"cash_on_delivery" boolean DEFAULT false NOT NULL,
	"requires_locker" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_method_id_shipping_methods_method_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("method_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_id_email_index" ON "coupon_redemptions" USING btree ("coupon_id","email");
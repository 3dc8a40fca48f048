CREATE TABLE "bundle_products" (
	"bundle_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_products_bundle_id_product_id_pk" PRIMARY KEY("bundle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"bundle_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"tag" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"price_history_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"is_promo" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	CONSTRAINT "price_history_price_positive" CHECK ("price_history"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_components" (
	"bundle_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_components_bundle_id_component_id_pk" PRIMARY KEY("bundle_id","component_id"),
	CONSTRAINT "product_components_quantity" CHECK ("product_components"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_images_product_id_media_id_pk" PRIMARY KEY("product_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baselinker_id" text,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_span" text DEFAULT '' NOT NULL,
	"ean" text,
	"description" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"label" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"type" text DEFAULT 'PRODUCT' NOT NULL,
	"non_sale_price" integer NOT NULL,
	"sale_price" integer,
	"sale_price_start" timestamp with time zone,
	"sale_price_end" timestamp with time zone,
	"tax_rate" integer DEFAULT 23 NOT NULL,
	"capacity" integer,
	"gift_packing" boolean DEFAULT false NOT NULL,
	"dlaczego_dziala" text DEFAULT '' NOT NULL,
	"sklad" text DEFAULT '' NOT NULL,
	"bundle_discount_percentage" integer DEFAULT 0 NOT NULL,
	"stock_on_hand" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"search_document" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_non_sale_price_positive" CHECK ("products"."non_sale_price" >= 0),
	CONSTRAINT "products_sale_price_positive" CHECK ("products"."sale_price" is null or "products"."sale_price" >= 0),
	CONSTRAINT "products_type_known" CHECK ("products"."type" in ('PRODUCT', 'BUNDLE', 'GIFT_CARD')),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock_on_hand" >= 0),
	CONSTRAINT "products_bundle_discount_range" CHECK ("products"."bundle_discount_percentage" >= 0 and "products"."bundle_discount_percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"stock_movement_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"type" text NOT NULL,
	"reason" text,
	"quantity" integer NOT NULL,
	"reference" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_quantity_not_zero" CHECK ("stock_movements"."quantity" <> 0),
	CONSTRAINT "stock_movements_type_known" CHECK ("stock_movements"."type" in ('NEW_STOCK', 'DAMAGE', 'MOVE_FROM', 'MOVE_TO', 'SHIP_FROM', 'SHIP_TO', 'SALE'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"company_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"vat_no" text,
	"mail" text,
	"phone" text,
	"notes" text DEFAULT '' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navbar_promotions" (
	"navbar_promotion_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"date_from" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	CONSTRAINT "navbar_promotions_window" CHECK ("navbar_promotions"."date_from" < "navbar_promotions"."date_to")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"page_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"meta_title" text,
	"meta_description" text DEFAULT '' NOT NULL,
	"canonical" text,
	"robots_index" boolean DEFAULT true NOT NULL,
	"robots_follow" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"post_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_image_id" uuid,
	"featured_image_title" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"search_document" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"testimonial_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"media_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder_color" text DEFAULT '#f1e7dc' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"promotion_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_cart_value" integer,
	"background_color" text DEFAULT '#b8855d' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"override_text" text,
	"active" boolean DEFAULT true NOT NULL,
	"date_from" timestamp with time zone,
	"date_to" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_discount_type_known" CHECK ("promotions"."discount_type" in ('FIXED', 'PERCENTAGE', 'FIXED_PRODUCT', 'PERCENTAGE_PRODUCT', 'FREE_SHIPPING')),
	CONSTRAINT "promotions_value_not_negative" CHECK ("promotions"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_products" ADD CONSTRAINT "bundle_products_bundle_id_bundles_bundle_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("bundle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_products" ADD CONSTRAINT "bundle_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_image_id_media_assets_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_assets"("media_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_bundle_id_products_product_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_component_id_products_product_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."products"("product_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_media_id_media_assets_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_assets"("media_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_featured_image_id_media_assets_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media_assets"("media_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_product_id_valid_from_index" ON "price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE INDEX "product_categories_category_id_position_index" ON "product_categories" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_published_position_idx" ON "products" USING btree ("published","position");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "stock_movements_product_id_created_at_index" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_published_published_at_index" ON "posts" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "posts_tags_idx" ON "posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "posts_search_name_trgm_idx" ON "posts" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_document_idx" ON "posts" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");
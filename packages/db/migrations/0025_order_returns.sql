-- Returns recorded in the back office: what came back of which line, in what condition, by whom; units fit for sale go back to stock as RETURN movements, and no line gets back more than was sold.
CREATE TABLE "order_return_lines" (
	"return_line_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text NOT NULL,
	"value" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_return_lines_quantity_positive" CHECK ("order_return_lines"."quantity" > 0),
	CONSTRAINT "order_return_lines_condition_known" CHECK (condition in ('RESALABLE', 'OPENED', 'DAMAGED'))
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"return_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid,
	"staff_email" text NOT NULL,
	"value" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_value_not_negative" CHECK ("order_returns"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_type_known";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("return_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_line_id_order_lines_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("order_line_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_return_lines_return_id_index" ON "order_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_id_created_at_index" ON "order_returns" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_type_known" CHECK (type in ('NEW_STOCK', 'DAMAGE', 'MOVE_FROM', 'MOVE_TO', 'SHIP_FROM', 'SHIP_TO', 'SALE', 'SALE_CANCELLED', 'RETURN'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_returned_within_sold" CHECK ("order_lines"."returned_quantity" >= 0 and "order_lines"."returned_quantity" <= "order_lines"."quantity");
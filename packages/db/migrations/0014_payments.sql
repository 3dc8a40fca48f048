-- Online payments: each attempt to pay an order at the gateway (Przelewy24), paid once verified with it.
CREATE TABLE "payments" (
	"payment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"token" text,
	"gateway_order_id" bigint,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_sessionId_unique" UNIQUE("session_id"),
	CONSTRAINT "payments_status_known" CHECK (status in ('REGISTERED', 'PAID')),
	CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refunded" between 0 and "payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_id_index" ON "payments" USING btree ("order_id");
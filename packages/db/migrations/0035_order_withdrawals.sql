-- Withdrawal statements recorded in the back office: the day each arrived starts the 14 days the shop has to return the money (upk art. 32), and the refund, once made, is written on it; the refunds still owed are read oldest first by a partial index.
CREATE TABLE "order_withdrawals" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"received_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" uuid,
	"staff_email" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_amount" integer,
	"refunded_by" text,
	"refund_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_withdrawals_refund_amount_not_negative" CHECK ("order_withdrawals"."refund_amount" >= 0),
	CONSTRAINT "order_withdrawals_refund_whole" CHECK (("order_withdrawals"."refunded_at" is null) = ("order_withdrawals"."refund_amount" is null) and ("order_withdrawals"."refunded_at" is null) = ("order_withdrawals"."refunded_by" is null))
);
--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_withdrawals_refund_owed_index" ON "order_withdrawals" USING btree ("received_on") WHERE "order_withdrawals"."refunded_at" is null;
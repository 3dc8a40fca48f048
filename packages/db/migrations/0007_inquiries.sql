CREATE TABLE "inquiries" (
	"inquiry_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text,
	"message" text NOT NULL,
	"company" text,
	"nip" text,
	"phone" text,
	"volume" text,
	"session_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inquiries_kind_created_at_index" ON "inquiries" USING btree ("kind","created_at");
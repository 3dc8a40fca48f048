-- A review may name its author (an account or an e-mail address); it is marked as a verified buyer's only while
-- that author has a delivered order of the product.
ALTER TABLE "reviews" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_email" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE set null ON UPDATE no action;
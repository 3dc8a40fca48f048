-- Double opt-in: a new consent waits (pending_since) for its e-mailed link; its proof is kept (time, IP,
-- text version). Addresses subscribed before this keep receiving the newsletter; their old unsubscribe
-- links (unsubscribe_token_hash) keep working, new links are signed with link_key.
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "subscribed" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "unsubscribe_token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_text_version" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "link_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "owner_session_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_linkKey_unique" UNIQUE("link_key");
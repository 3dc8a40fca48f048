-- The documents order confirmations attach (the terms, the returns information), kept once per
-- text instead of about 25 kB in every queued e-mail; an attachment names its document by the
-- SHA-256 of the text. A kept text is what shoppers were sent on a durable medium: it is never
-- changed or deleted.
CREATE TABLE "mail_documents" (
	"digest" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION mail_documents_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a kept mail document is never changed or deleted';
END $$;
--> statement-breakpoint
CREATE TRIGGER mail_documents_keep BEFORE UPDATE OR DELETE ON mail_documents
  FOR EACH ROW EXECUTE FUNCTION mail_documents_keep();

-- The back office marks a contact or B2B message answered: when, and by whom (the member's e-mail, as the audit log keeps it).
ALTER TABLE "inquiries" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "replied_by" text;
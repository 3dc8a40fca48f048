-- The sender claims the e-mail due first among those waiting. Through the (status, next_attempt_at)
-- index that meant reading and sorting every waiting e-mail on every claim (0.8 ms with 5,000
-- waiting, and more as they pile up); this partial index holds only the waiting ones, in due order,
-- so a claim reads the first (0.04 ms), however many wait.
CREATE INDEX "outbox_emails_due" ON "outbox_emails" USING btree ("next_attempt_at") WHERE "outbox_emails"."status" in ('PENDING', 'SENDING');

import { createHash } from 'node:crypto';

import type { OutboxState } from '@manufaktura/core';
import { OUTBOX_STATUSES_OF } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { EmailAttachment, EmailStatus } from '@manufaktura/db/schema';
import { and, count, desc, eq, ilike, inArray, min, sql } from 'drizzle-orm';

import { fromJson, fromJsonRow, jsonRow } from './json-rows.ts';
import { containsPattern } from './like.ts';
import { withTotal } from './paging.ts';
import { preparedStatement } from './prepared.ts';

const { mailDocuments, outboxEmails } = schema;

/** A document many e-mails attach alike: its text and the SHA-256 it is kept under. */
export interface SharedDocument {
  digest: string;
  text: string;
}

/** A document to attach to many e-mails, kept once by the outbox. */
export function sharedDocument(text: string): SharedDocument {
  return { digest: createHash('sha256').update(text).digest('hex'), text };
}

/** A file as it is sent: its whole text. */
export type SentAttachment = Omit<EmailAttachment, 'document'>;

/** A file to send: its text, or its beginning followed by a shared document. */
export type OutgoingAttachment = SentAttachment & { document?: SharedDocument };

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: OutgoingAttachment[];
  reference?: string;
}

export type OutboxEmail = typeof outboxEmails.$inferSelect;

/** How an attempt to send `email` ended: sent, or to be tried again later (or never), with the error. */
export interface Settling {
  email: OutboxEmail;
  outcome: { status: EmailStatus; sentAt?: Date; nextAttemptAt?: Date; lastError?: string };
}

/**
 * E-mails made ready to queue: their rows as one JSON value (so a statement's text is the same for
 * any number of them) and the documents they name, by digest.
 */
export interface QueuedEmails {
  emails: string;
  digests: string;
  documents: ReadonlyMap<string, string>;
}

export function queuedEmails(emails: OutgoingEmail[]): QueuedEmails {
  const documents = new Map<string, string>();
  const rows = emails.map(({ attachments = [], ...email }) => ({
    ...email,
    attachments: attachments.map(({ document, ...attachment }): EmailAttachment => {
      if (!document) return attachment;
      documents.set(document.digest, document.text);
      return { ...attachment, document: document.digest };
    }),
  }));
  return { emails: JSON.stringify(rows), digests: JSON.stringify([...documents.keys()]), documents };
}

/**
 * A statement's part that queues `QueuedEmails` (placeholders `emails`, `digests`), due at the
 * placeholder `now`, as a common table expression named `queued`; `missingDocuments` answers which
 * documents they name are not kept yet (rarely any: only after a document changed), so their texts
 * travel only then (`keepMissing`). Queuing an order's e-mails goes with writing the order.
 */
export const queueEmails = sql`queued as (
      insert into ${outboxEmails} (kind, "to", subject, html, "text", attachments, reference, next_attempt_at,
        created_at)
      select email.kind, email."to", email.subject, email.html, email."text", email.attachments, email.reference,
        ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz
      from json_to_recordset(${sql.placeholder('emails')}::json) as email(kind text, "to" text, subject text,
        html text, "text" text, attachments jsonb, reference text)
    )`;

export const missingDocuments = sql`select named.digest from json_array_elements_text(${sql.placeholder('digests')}::json) as named(digest)
    where not exists (select 1 from ${mailDocuments} kept where kept.digest = named.digest)`;

const enqueueStatement = preparedStatement<{ digest: string }>(
  'outbox_enqueue',
  sql`with ${queueEmails} ${missingDocuments}`,
);

/** Keeps documents' texts; one kept meanwhile by another transaction stays as it is (the same text). */
const keepDocumentsStatement = preparedStatement(
  'outbox_keep_documents',
  sql`insert into ${mailDocuments} (digest, content)
    select document.digest, document.content
    from json_to_recordset(${sql.placeholder('documents')}::json) as document(digest text, content text)
    on conflict (digest) do nothing`,
);

/**
 * Records how attempts ended: each outcome's fields that are given, on the e-mails still this
 * sender's (their lease unchanged; one whose lease ran out and was claimed again is left alone).
 */
const settleStatement = preparedStatement(
  'outbox_settle',
  sql`update ${outboxEmails} as email set status = settled.status,
      sent_at = coalesce(settled.sent_at, email.sent_at),
      next_attempt_at = coalesce(settled.next_attempt_at, email.next_attempt_at),
      last_error = coalesce(settled.last_error, email.last_error)
    from json_to_recordset(${sql.placeholder('settlings')}::json) as settled(email_id uuid,
      lease_end timestamptz, status text, sent_at timestamptz, next_attempt_at timestamptz, last_error text)
    where email.email_id = settled.email_id and email.status = 'SENDING'
      and email.next_attempt_at = settled.lease_end`,
);

/**
 * Claims up to `limit` due e-mails, the longest due first: pending ones whose time has come, or
 * ones whose sender's lease ran out. SKIP LOCKED lets several instances claim side by side.
 */
const claimStatement = preparedStatement<{ email: unknown }>(
  'outbox_claim',
  sql`with due as (
      select email_id from ${outboxEmails}
      where status in ('PENDING', 'SENDING') and next_attempt_at <= ${sql.placeholder('now')}::timestamptz
      order by next_attempt_at limit ${sql.placeholder('limit')}::int
      for update skip locked
    )
    update ${outboxEmails} set status = 'SENDING',
      next_attempt_at = ${sql.placeholder('leaseUntil')}::timestamptz, attempts = attempts + 1
    where email_id in (select email_id from due)
    returning ${jsonRow(outboxEmails)} as email`,
);

/**
 * An e-mail's attachments as they are sent, each shared document's text (from `texts`, by digest)
 * after its beginning; throws when a document is not kept (the attempt fails and is tried again).
 */
export function sentAttachments(email: OutboxEmail, texts: ReadonlyMap<string, string>): SentAttachment[] {
  return email.attachments.map(({ document, ...attachment }) => {
    if (!document) return attachment;
    const text = texts.get(document);
    if (text === undefined) throw new Error(`The attached document ${document} is not kept`);
    return { ...attachment, content: attachment.content + text };
  });
}

/** The e-mails waiting to leave the shop, written in the transaction that decided to send them. */
export function createOutboxRepository(db: Database) {
  return {
    /**
     * Queues e-mails, due at `now`: they are sent only if the caller's transaction commits, with
     * the documents they name (each kept once, by its digest, instead of in every e-mail).
     */
    async enqueue(emails: OutgoingEmail[], now: Date): Promise<void> {
      if (emails.length === 0) return;
      const queued = queuedEmails(emails);
      const missing = await enqueueStatement(db, {
        emails: queued.emails,
        digests: queued.digests,
        now: now.toISOString(),
      });
      await this.keepMissing(
        queued,
        missing.map(({ digest }) => digest),
      );
    },

    /** Keeps the texts of the documents queued e-mails name that were `missing` when they were queued. */
    async keepMissing(queued: QueuedEmails, missing: string[]): Promise<void> {
      if (missing.length === 0) return;
      const kept = missing.map((digest) => ({ digest, content: queued.documents.get(digest)! }));
      await keepDocumentsStatement(db, { documents: JSON.stringify(kept) });
    },

    /** The texts of the shared documents `emails` attach, by digest, in one statement (none if they attach none). */
    async documentsOf(emails: OutboxEmail[]): Promise<Map<string, string>> {
      const digests = [
        ...new Set(emails.flatMap((email) => email.attachments.flatMap(({ document }) => document ?? []))),
      ];
      if (digests.length === 0) return new Map();
      const rows = await db.select().from(mailDocuments).where(inArray(mailDocuments.digest, digests));
      return new Map(rows.map((row) => [row.digest, row.content]));
    },

    /**
     * Claims up to `limit` due e-mails in one statement, each this sender's until `now + leaseMs`;
     * the attempt is counted at the claim, so a message that kills its sender is not tried for ever.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<OutboxEmail[]> {
      const rows = await claimStatement(db, {
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
        limit,
      });
      return rows.map((row) => fromJsonRow<OutboxEmail>(outboxEmails, fromJson(row.email)));
    },

    /** Records how attempts ended, on the e-mails still this sender's (their lease unchanged); one statement. */
    async settle(settlings: Settling[]): Promise<void> {
      if (settlings.length === 0) return;
      const rows = settlings.map(({ email, outcome }) => ({
        email_id: email.emailId,
        lease_end: email.nextAttemptAt.toISOString(),
        status: outcome.status,
        sent_at: outcome.sentAt?.toISOString() ?? null,
        next_attempt_at: outcome.nextAttemptAt?.toISOString() ?? null,
        last_error: outcome.lastError ?? null,
      }));
      await settleStatement(db, { settlings: JSON.stringify(rows) });
    },

    /**
     * What the back office's start page tells of the mail: e-mails given up on, e-mails waiting to
     * leave and when the longest waiting one was queued (a mail server that refuses or stays silent
     * shows there before shoppers ask where their confirmation is). Each count reads its status's
     * index.
     */
    async backlog(): Promise<{ failed: number; waiting: number; oldestWaiting: Date | null }> {
      const [[failed], [queued]] = await Promise.all([
        db
          .select({ n: count() })
          .from(outboxEmails)
          .where(inArray(outboxEmails.status, OUTBOX_STATUSES_OF.failed as EmailStatus[])),
        db
          .select({ n: count(), oldest: min(outboxEmails.createdAt) })
          .from(outboxEmails)
          .where(inArray(outboxEmails.status, OUTBOX_STATUSES_OF.waiting as EmailStatus[])),
      ]);
      return { failed: failed?.n ?? 0, waiting: queued?.n ?? 0, oldestWaiting: queued?.oldest ?? null };
    },

    /** A page of e-mails for the back office, newest first: in a state, or by part of the recipient. */
    async page(filter: { status?: OutboxState; q?: string; limit: number; offset: number }) {
      const where = and(
        filter.status ? inArray(outboxEmails.status, OUTBOX_STATUSES_OF[filter.status] as EmailStatus[]) : undefined,
        filter.q ? ilike(outboxEmails.to, containsPattern(filter.q)) : undefined,
      );
      return withTotal(
        db
          .select()
          .from(outboxEmails)
          .where(where)
          .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.emailId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(outboxEmails).where(where),
      );
    },

    async byId(emailId: string): Promise<OutboxEmail | undefined> {
      const [email] = await db.select().from(outboxEmails).where(eq(outboxEmails.emailId, emailId));
      return email;
    },

    /**
     * Puts a failed e-mail back to be sent at `now` with its attempts counted
     * anew; undefined when it is not (or no longer) failed.
     */
    async retry(emailId: string, now: Date): Promise<OutboxEmail | undefined> {
      const [email] = await db
        .update(outboxEmails)
        .set({ status: 'PENDING', attempts: 0, nextAttemptAt: now, lastError: null })
        .where(and(eq(outboxEmails.emailId, emailId), eq(outboxEmails.status, 'FAILED')))
        .returning();
      return email;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

import type { SubscriberState } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lte, or } from 'drizzle-orm';

import { hashToken } from '../tokens.ts';
import { containsPattern } from './like.ts';
import { withTotal } from './paging.ts';

const { newsletterSubscriptions: subs } = schema;

export type SubscriptionSource = 'footer' | 'checkout' | 'account';
export type SubscriptionRow = typeof subs.$inferSelect;

/** The proof of a consent: when, from where and to which wording it was given. */
export interface Consent {
  email: string;
  source: SubscriptionSource;
  now: Date;
  ip: string | null;
  textVersion: string;
}

/** The SQL of core's `subscriberState`, and part of the e-mail. */
function subscriberWhere(filter: { status?: SubscriberState; q?: string }) {
  const state = {
    subscribed: eq(subs.subscribed, true),
    pending: and(eq(subs.subscribed, false), isNotNull(subs.pendingSince)),
    unsubscribed: and(eq(subs.subscribed, false), isNull(subs.pendingSince)),
  };
  return and(
    filter.status ? state[filter.status] : undefined,
    filter.q ? ilike(subs.email, containsPattern(filter.q)) : undefined,
  );
}

/** The newsletter's addresses; works on a transaction too (checkout subscribes with the order). */
export function createNewsletterRepository(db: Database) {
  return {
    /** A page of addresses for the back office, the latest changed first. */
    async page(filter: { status?: SubscriberState; q?: string; limit: number; offset: number }) {
      const where = subscriberWhere(filter);
      return withTotal(
        db
          .select()
          .from(subs)
          .where(where)
          .orderBy(desc(subs.updatedAt), asc(subs.email))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(subs).where(where),
      );
    },

    /** Every address of a filter, by e-mail: what the back office exports. */
    async all(filter: { status?: SubscriberState; q?: string }): Promise<SubscriptionRow[]> {
      return db.select().from(subs).where(subscriberWhere(filter)).orderBy(asc(subs.email));
    },

    async find(email: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subs).where(eq(subs.email, email));
      return row;
    },

    /**
     * Records a consent and leaves the address pending until its confirmation
     * link is used. An address that already receives the newsletter keeps its
     * confirmed consent untouched.
     */
    async requestConsent(consent: Consent): Promise<void> {
      const values = {
        consentAt: consent.now,
        source: consent.source,
        consentIp: consent.ip,
        consentTextVersion: consent.textVersion,
        pendingSince: consent.now,
        updatedAt: consent.now,
      };
      await db
        .insert(subs)
        .values({ email: consent.email, subscribed: false, ...values })
        .onConflictDoUpdate({ target: subs.email, set: values, setWhere: eq(subs.subscribed, false) });
    },

    /**
     * Takes the address's turn for a confirmation e-mail: its link key when
     * the address is pending and had none in the last `intervalMs`, else
     * undefined. One statement, so concurrent requests send one e-mail.
     */
    async claimConfirmationMail(email: string, now: Date, intervalMs: number): Promise<string | undefined> {
      const [row] = await db
        .update(subs)
        .set({ confirmationSentAt: now })
        .where(
          and(
            eq(subs.email, email),
            isNotNull(subs.pendingSince),
            or(isNull(subs.confirmationSentAt), lte(subs.confirmationSentAt, new Date(now.getTime() - intervalMs))),
          ),
        )
        .returning({ linkKey: subs.linkKey });
      return row?.linkKey;
    },

    /** As `claimConfirmationMail`, for an unsubscribe link asked for by someone else: only for a subscribed address. */
    async claimUnsubscribeLinkMail(email: string, now: Date, intervalMs: number): Promise<string | undefined> {
      const [row] = await db
        .update(subs)
        .set({ unsubscribeLinkSentAt: now })
        .where(
          and(
            eq(subs.email, email),
            eq(subs.subscribed, true),
            or(
              isNull(subs.unsubscribeLinkSentAt),
              lte(subs.unsubscribeLinkSentAt, new Date(now.getTime() - intervalMs)),
            ),
          ),
        )
        .returning({ linkKey: subs.linkKey });
      return row?.linkKey;
    },

    /**
     * Confirms the pending consent of a link: the address receives the
     * newsletter from now on and belongs to the confirming session. Its row,
     * with `confirmedNow` false when it was confirmed before (the link used
     * again); undefined when the link's address is neither pending nor subscribed.
     */
    async confirm(
      linkKey: string,
      now: Date,
      sessionHash: string,
    ): Promise<{ row: SubscriptionRow; confirmedNow: boolean } | undefined> {
      const [confirmed] = await db
        .update(subs)
        .set({ subscribed: true, pendingSince: null, confirmedAt: now, ownerSessionHash: sessionHash, updatedAt: now })
        .where(and(eq(subs.linkKey, linkKey), isNotNull(subs.pendingSince)))
        .returning();
      if (confirmed) return { row: confirmed, confirmedNow: true };
      const [again] = await db
        .update(subs)
        .set({ ownerSessionHash: sessionHash })
        .where(and(eq(subs.linkKey, linkKey), eq(subs.subscribed, true)))
        .returning();
      return again && { row: again, confirmedNow: false };
    },

    /** Stops the newsletter to an address, and any pending consent, at once. */
    async unsubscribe(email: string, now: Date): Promise<void> {
      await db.update(subs).set({ subscribed: false, pendingSince: null, updatedAt: now }).where(eq(subs.email, email));
    },

    /**
     * Unsubscribes the address a link was made for: a signed link's key, or
     * the token of a link sent before links were signed. Its e-mail, or undefined.
     */
    async unsubscribeByLink(
      link: { linkKey: string } | { legacyToken: string },
      now: Date,
    ): Promise<string | undefined> {
      const [row] = await db
        .update(subs)
        .set({ subscribed: false, pendingSince: null, updatedAt: now })
        .where(
          'linkKey' in link
            ? eq(subs.linkKey, link.linkKey)
            : eq(subs.unsubscribeTokenHash, hashToken(link.legacyToken)),
        )
        .returning({ email: subs.email });
      return row?.email;
    },
  };
}

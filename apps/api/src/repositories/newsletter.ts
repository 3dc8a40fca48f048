import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { eq, sql } from 'drizzle-orm';

import { hashToken, newToken } from '../tokens.ts';

const { newsletterSubscriptions } = schema;

export type SubscriptionSource = 'footer' | 'checkout' | 'account';

/** The newsletter's addresses; works on a transaction too (checkout subscribes with the order). */
export function createNewsletterRepository(db: Database) {
  return {
    async isSubscribed(email: string): Promise<boolean> {
      const [row] = await db
        .select({ subscribed: newsletterSubscriptions.subscribed })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return row?.subscribed ?? false;
    },

    /**
     * Subscribes with the consent given now; repeating it only renews the consent. When the
     * address starts receiving the newsletter (new, or back after unsubscribing) it gets a new
     * unsubscribe token, returned for the welcome e-mail's link; otherwise undefined.
     */
    async subscribe(email: string, source: SubscriptionSource, now: Date): Promise<string | undefined> {
      const token = newToken();
      const tokenHash = hashToken(token);
      const [row] = await db
        .insert(newsletterSubscriptions)
        .values({ email, subscribed: true, consentAt: now, source, unsubscribeTokenHash: tokenHash, updatedAt: now })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: {
            subscribed: true,
            consentAt: now,
            source,
            updatedAt: now,
            // The columns here are the stored row's: a subscribed address keeps its link.
            unsubscribeTokenHash: sql`case when ${newsletterSubscriptions.subscribed} then ${newsletterSubscriptions.unsubscribeTokenHash} else excluded.unsubscribe_token_hash end`,
          },
        })
        .returning({ tokenHash: newsletterSubscriptions.unsubscribeTokenHash });
      return row?.tokenHash === tokenHash ? token : undefined;
    },

    async unsubscribe(email: string, now: Date): Promise<void> {
      await db
        .update(newsletterSubscriptions)
        .set({ subscribed: false, updatedAt: now })
        .where(eq(newsletterSubscriptions.email, email));
    },

    /** Unsubscribes the address an unsubscribe link was made for; its e-mail, or undefined. */
    async unsubscribeByToken(token: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ subscribed: false, updatedAt: now })
        .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
        .returning({ email: newsletterSubscriptions.email });
      return row?.email;
    },
  };
}

import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';

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

    /** Subscribes with the consent given now; repeating it only renews the consent. */
    async subscribe(email: string, source: SubscriptionSource, now: Date): Promise<void> {
      await db
        .insert(newsletterSubscriptions)
        .values({
          email,
          subscribed: true,
          consentAt: now,
          source,
          unsubscribeTokenHash: hashToken(newToken()),
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { subscribed: true, consentAt: now, source, updatedAt: now },
        });
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

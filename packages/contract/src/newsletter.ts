import { z } from 'zod';

/** What the newsletter endpoints answer about an address (spec §7, double opt-in). */
export const subscription = z
  .object({
    email: z.string(),
    subscribed: z.boolean().describe('Told only to the address’s owner; false for anyone else'),
    pending: z.boolean().describe('A confirmation link is on its way (double opt-in)'),
  })
  .meta({ id: 'NewsletterSubscription' });

export const subscriptionQuery = z.object({ email: z.string().max(320) });

export const subscriptionBody = z.object({
  email: z.string().max(320),
  subscribe: z.boolean(),
  account_must_exists: z.boolean().default(false),
  source: z.enum(['footer', 'checkout', 'account']).default('footer'),
});

/** The token of an e-mailed link: confirm or unsubscribe. */
export const subscriptionLinkBody = z.object({ token: z.string().min(1).max(200) });

export type Subscription = z.infer<typeof subscription>;
export type SubscriptionBody = z.input<typeof subscriptionBody>;

import type { Database } from '@manufaktura/db';

import { enqueueEmails } from '../mail/outbox.ts';
import { newsletterWelcomeEmail } from '../mail/templates/newsletter.ts';
import { createNewsletterRepository } from '../repositories/newsletter.ts';
import type { SubscriptionSource } from '../repositories/newsletter.ts';
import { shopLink } from '../shop-links.ts';

export const unsubscribeUrl = (publicUrl: string, token: string) => shopLink(publicUrl, `/unsubscribe?token=${token}`);

/**
 * Subscribes an address (footer form, checkout, account) and, when it starts
 * receiving the newsletter, queues the welcome e-mail with its unsubscribe
 * link in the caller's transaction.
 */
export async function subscribeToNewsletter(
  db: Database,
  input: { email: string; source: SubscriptionSource; now: Date; publicUrl: string },
): Promise<void> {
  const token = await createNewsletterRepository(db).subscribe(input.email, input.source, input.now);
  if (!token) return;
  await enqueueEmails(
    db,
    [
      {
        kind: 'newsletter-welcome',
        to: input.email,
        ...newsletterWelcomeEmail(unsubscribeUrl(input.publicUrl, token), input.publicUrl),
      },
    ],
    input.now,
  );
}

import type { Metadata } from 'next';

import { emailedLinkToken } from '../../lib/emailed-link-token.ts';
import { newsletterConfirmationText } from '../../messages/newsletter.ts';
import styles from '../unsubscribe/unsubscribe.module.css';
import { ConfirmSubscriptionForm } from './confirm-form.tsx';

export const metadata: Metadata = {
  title: newsletterConfirmationText.title,
  robots: { index: false, follow: false },
  alternates: { canonical: '/newsletter-confirmation/' },
};

/**
 * /newsletter-confirmation?token=… from the confirmation e-mail (double
 * opt-in). Opening the page changes nothing (link scanners open it too); the
 * shopper's button confirms.
 */
export default async function NewsletterConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const value = emailedLinkToken((await searchParams).token);
  return (
    <section className={`container ${styles.page}`} aria-labelledby="newsletter-confirmation-title">
      <h1 id="newsletter-confirmation-title">{newsletterConfirmationText.title}</h1>
      <ConfirmSubscriptionForm token={value} />
    </section>
  );
}

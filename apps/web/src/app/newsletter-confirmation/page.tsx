import type { Metadata } from 'next';

import { pl } from '../../messages/pl.ts';
import styles from '../unsubscribe/unsubscribe.module.css';
import { ConfirmSubscriptionForm } from './confirm-form.tsx';

export const metadata: Metadata = {
  title: pl.newsletterConfirmation.title,
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
  const { token } = await searchParams;
  const value = typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : null;
  return (
    <section className={`container ${styles.page}`} aria-labelledby="newsletter-confirmation-title">
      <h1 id="newsletter-confirmation-title">{pl.newsletterConfirmation.title}</h1>
      <ConfirmSubscriptionForm token={value} />
    </section>
  );
}

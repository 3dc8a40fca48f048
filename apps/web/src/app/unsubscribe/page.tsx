import type { Metadata } from 'next';

import { emailedLinkToken } from '../../lib/emailed-link-token.ts';
import { unsubscribeText } from '../../messages/newsletter.ts';
import styles from './unsubscribe.module.css';
import { UnsubscribeForm } from './unsubscribe-form.tsx';

export const metadata: Metadata = {
  title: unsubscribeText.title,
  robots: { index: false, follow: false },
  alternates: { canonical: '/unsubscribe/' },
};

/** /unsubscribe?token=… from the newsletter's footer: one click, no login. */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const value = emailedLinkToken((await searchParams).token);
  return (
    <section className={`container ${styles.page}`} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{unsubscribeText.title}</h1>
      <UnsubscribeForm token={value} />
    </section>
  );
}

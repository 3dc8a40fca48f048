import type { Metadata } from 'next';

import { offlineText } from '../../messages/offline.ts';
import { KeptPages } from './_components/kept-pages.tsx';
import { RetryButton } from './_components/retry-button.tsx';
import styles from './offline.module.css';

/** Where the offline page leads: the pages most likely kept from an earlier visit. */
const ONWARDS = [
  { href: '/', label: offlineText.backHome },
  { href: '/sklep', label: offlineText.goToShop },
  { href: '/blog', label: offlineText.blog },
];

export const metadata: Metadata = { title: offlineText.title, robots: { index: false, follow: false } };

/**
 * The offline page (ADR 019): the service worker precaches it and shows it, under the address that
 * was asked for, whenever a page cannot come from the network or from a copy kept earlier.
 */
export default function OfflinePage() {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="offline-title">
      <svg className={styles.leaf} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M4 28C4 14 12 5 27 4c0 14-8 23-21 24m0 0c4-7 9-12 15-16" />
      </svg>
      <h1 id="offline-title">{offlineText.title}</h1>
      <p className={styles.lead}>{offlineText.lead}</p>
      <div className={styles.actions}>
        <RetryButton className="button" statusClassName={styles.status} />
      </div>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="offline-works">
          <h2 id="offline-works">{offlineText.worksTitle}</h2>
          <ul>
            {offlineText.works.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="offline-network">
          <h2 id="offline-network">{offlineText.needsNetworkTitle}</h2>
          <p>{offlineText.needsNetwork}</p>
        </section>
      </div>

      <KeptPages className={styles.kept} />

      {/* Plain links, not the router's: a full-page navigation, which the service worker answers
          from a kept copy when it has one, and no prefetching while there is no network. */}
      <nav className={styles.links} aria-label={offlineText.onwards}>
        {ONWARDS.map(({ href, label }) => (
          <a key={href} href={href} className="button button-outline">
            {label}
          </a>
        ))}
      </nav>
    </section>
  );
}

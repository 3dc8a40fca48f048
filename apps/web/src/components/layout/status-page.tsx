import type { ReactNode } from 'react';

import styles from './status-page.module.css';

interface StatusPageProps {
  status: 404 | 500;
  title: string;
  text: string;
  /** Buttons and links that lead the shopper on. */
  children: ReactNode;
}

/** The frame of the 404 and 500 pages. */
export function StatusPage({ status, title, text, children }: StatusPageProps) {
  return (
    <section className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      <p className={styles.actions}>{children}</p>
    </section>
  );
}

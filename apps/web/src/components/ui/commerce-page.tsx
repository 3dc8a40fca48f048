import type { ReactNode } from 'react';

import { cartText } from '../../messages/cart.ts';
import styles from './commerce-page.module.css';
import Link from './link.tsx';

export { styles as pageStyles };

/** The cart or checkout while the cart loads in the browser; without JavaScript, why nothing comes. */
export function CartLoading({ title, noScript }: { title: string; noScript: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {cartText.loading}
      </p>
      <noscript>
        <p>{noScript}</p>
      </noscript>
    </div>
  );
}

/** A page with nothing to show yet: what happened, and the way back to the shop (or elsewhere). */
export function EmptyState({
  title,
  children,
  href = '/sklep/',
  cta = cartText.emptyCta,
  notice,
}: {
  title: string;
  children: ReactNode;
  /** Shown under the title: why the page is empty (e.g. a refused change). */
  notice?: ReactNode;
  href?: string;
  cta?: string;
}) {
  return (
    <div className={`container ${styles.page} ${styles.empty}`}>
      <h1 className={styles.title}>{title}</h1>
      {notice}
      <p>{children}</p>
      <Link href={href} className="button">
        {cta}
      </Link>
    </div>
  );
}

import Link from 'next/link';

import { pl } from '../../messages/pl.ts';
import { Logo } from './logo.tsx';
import styles from './site-header.module.css';

/** The frame's header; the full navbar (menus, cart badge, search) comes with the shell. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logo} aria-label={pl.homeLabel}>
          <Logo />
        </Link>
        <nav aria-label="Główne menu">
          <ul className={styles.menu}>
            <li>
              <Link href="/sklep">sklep</Link>
            </li>
            <li>
              <Link href="/o-nas">o nas</Link>
            </li>
            <li>
              <Link href="/dopasuj-kosmetyk">dopasuj kosmetyk</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

'use client';

import { UI_TEXT_PL } from '@manufaktura/core';
import Link from 'next/link';

import { useCart } from '../../lib/cart/store.ts';
import { pl } from '../../messages/pl.ts';
import { LogoutIcon, UserIcon } from '../ui/icons.tsx';
import styles from './account-links.module.css';

/** Account icon to /login; the logout icon only when logged in, as a full-page navigation (spec §2). */
export function AccountLinks() {
  const { account_logged_in: loggedIn } = useCart();
  return (
    <>
      {loggedIn && (
        // A plain anchor on purpose: logging out reloads the whole page.
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- a full-page navigation (spec §2)
        <a href="/logout" className={`icon-button ${styles.fromSmall}`}>
          <LogoutIcon />
          <span className="tooltip">{pl.nav.logout}</span>
        </a>
      )}
      <Link href="/login" className={`icon-button ${styles.fromSmall}`}>
        <UserIcon />
        <span className="tooltip">{UI_TEXT_PL.accountTooltip}</span>
      </Link>
    </>
  );
}

'use client';

import { UI_TEXT_PL } from '@manufaktura/core';
import type { MouseEvent } from 'react';

import { logOut, useCart } from '../../lib/cart/store.ts';
import { navText } from '../../messages/layout.ts';
import { LogoutIcon, UserIcon } from '../ui/icons.tsx';
import Link from '../ui/link.tsx';
import styles from './account-links.module.css';

/** The logout helper is awaited before the full-page navigation to /logout (spec §7). */
async function signOutFirst(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  await logOut();
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full-page navigation (spec §2)
  window.location.assign('/logout');
}

/** Account icon to /login (which sends a signed-in shopper on to /account); the logout icon only when logged in (spec §2). */
export function AccountLinks() {
  const { account_logged_in: loggedIn } = useCart();
  return (
    <>
      {loggedIn && (
        // A plain anchor on purpose: logging out reloads the whole page. Without JavaScript /logout
        // offers the button that signs out.
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- a full-page navigation (spec §2)
        <a href="/logout" className={`icon-button ${styles.fromSmall}`} onClick={signOutFirst}>
          <LogoutIcon />
          <span className="tooltip">{navText.logout}</span>
        </a>
      )}
      <Link href="/login" className={`icon-button ${styles.fromSmall}`}>
        <UserIcon />
        <span className="tooltip">{UI_TEXT_PL.accountTooltip}</span>
      </Link>
    </>
  );
}

import { UI_TEXT_PL } from '@manufaktura/core';
import { Suspense } from 'react';

import type { Category } from '../../lib/api/types.ts';
import { rememberedCartCount } from '../../lib/api/visitor.ts';
import { navText } from '../../messages/layout.ts';
import { LeafIcon, SearchIcon } from '../ui/icons.tsx';
import Link from '../ui/link.tsx';
import { AccountLinks } from './account-links.tsx';
import { AddressMessages } from './address-messages.tsx';
import { CartLink } from './cart-link.tsx';
import { GlobalMessageBar } from './global-message-bar.tsx';
import { HeaderFrame } from './header-frame.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  categories: Category[];
  menuCategory: Category | null;
}

/** The navbar (spec §2): hamburger below 1100 px, desktop menu above, icons on the right. */
export async function SiteHeader({ categories, menuCategory }: SiteHeaderProps) {
  const rememberedCount = await rememberedCartCount();
  const desktopLinks = [
    { href: '/sklep', label: navText.shop },
    { href: '/o-nas', label: navText.about },
    { href: '/dopasuj-kosmetyk', label: navText.match },
    ...(menuCategory ? [{ href: `/sklep/${menuCategory.slug}`, label: menuCategory.name }] : []),
  ];
  return (
    <HeaderFrame className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.start}>
          <MobileMenu categories={categories} />
          <Link href="/" className={styles.logo} aria-label={UI_TEXT_PL.homeLogoLabel}>
            <Logo />
          </Link>
        </div>
        <nav aria-label={navText.main} className={styles.desktopNav}>
          <ul className={styles.menu}>
            {desktopLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <Link href="/dopasuj-kosmetyk" className={`icon-button ${styles.wideOnly}`}>
            <LeafIcon />
            <span className="tooltip">{navText.match}</span>
          </Link>
          {/* Spec §2: the wide screens' icons lead to pages; the search box lives in the mobile menu. */}
          <Link href="/search" className={`icon-button ${styles.wideOnly}`}>
            <SearchIcon />
            <span className="tooltip">{navText.search}</span>
          </Link>
          <AccountLinks />
          <CartLink rememberedCount={rememberedCount} />
        </div>
      </div>
      <GlobalMessageBar />
      <Suspense>
        <AddressMessages />
      </Suspense>
    </HeaderFrame>
  );
}

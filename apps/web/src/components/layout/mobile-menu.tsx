'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { Category } from '../../lib/api/types.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { navText } from '../../messages/layout.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import Link from '../ui/link.tsx';
import styles from './mobile-menu.module.css';
import { SearchBox } from './search-box.tsx';

const LINKS_AFTER_CATEGORIES = [
  { href: '/dopasuj-kosmetyk', label: navText.bundles },
  { href: '/blog', label: navText.blog },
  { href: '/program-lojalnosciowy', label: navText.loyalty },
  { href: '/o-nas', label: navText.about },
  { href: '/kontakt', label: navText.contact },
  { href: '/wspolpraca-b2b', label: navText.b2b },
];

/** The hamburger menu below 1100 px (spec §2); closes on outside click or touch, Escape and navigation. */
export function MobileMenu({ categories }: { categories: Category[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('input, a')?.focus();
    // The page stays put under the open menu, so the menu stays right below the navbar.
    const root = document.documentElement;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = '';
    };
  }, [open]);

  function toggle() {
    if (!open) setTop(button.current?.closest('header')?.getBoundingClientRect().bottom ?? 0);
    setOpen(!open);
  }

  const onSearchPage = pathname.startsWith('/search');

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} style={{ top }} hidden={!open} aria-hidden="true" />
      <div ref={root}>
        <button
          ref={button}
          type="button"
          className="icon-button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? navText.closeMenu : navText.openMenu}
          onClick={toggle}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div id="mobile-menu" ref={panel} className={styles.panel} style={{ top }} hidden={!open}>
          {!onSearchPage && (
            <div className={styles.search}>
              <SearchBox onSearch={close} />
            </div>
          )}
          <nav aria-label={navText.mobile}>
            <ul className={styles.list}>
              <li>
                <Link href="/sklep" className={styles.primary} onClick={close}>
                  {navText.shop}
                </Link>
              </li>
              <li>
                <span className={styles.groupTitle} id="mobile-categories">
                  {navText.categories}
                </span>
                <ul className={styles.categories} aria-labelledby="mobile-categories">
                  {categories.map((category) => (
                    <li key={category.slug}>
                      <Link href={`/sklep/${category.slug}`} onClick={close}>
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              {LINKS_AFTER_CATEGORIES.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.primary} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}

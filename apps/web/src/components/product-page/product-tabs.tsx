'use client';

import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState, useSyncExternalStore } from 'react';

import { productText } from '../../messages/catalog.ts';
import styles from './product-tabs.module.css';

export interface ProductTab {
  key: string;
  label: string;
  content: ReactNode;
}

const subscribe = () => () => {};

/**
 * "jak działa", "skład", "szczegóły" (spec §2): server-rendered (and without JavaScript) they are
 * plain sections one under another; once hydrated they become tabs, the first chosen, and a click
 * switches the text and scrolls back to the top of the tab bar. Arrow keys move between tabs.
 */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const [active, setActive] = useState(0);
  const barRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

  if (tabs.length === 0) return null;

  if (!hydrated) {
    return (
      <div className={styles.sections}>
        {tabs.map((tab) => (
          <section key={tab.key} className={styles.section} aria-labelledby={`${id}-${tab.key}-h`}>
            <h2 id={`${id}-${tab.key}-h`} className={styles.sectionTitle}>
              {tab.label}
            </h2>
            {tab.content}
          </section>
        ))}
      </div>
    );
  }

  function select(index: number, focus = false) {
    setActive(index);
    const bar = barRef.current;
    if (!bar) return;
    if (focus) (bar.children[index] as HTMLElement | undefined)?.focus();
    bar.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select((next + tabs.length) % tabs.length, true);
  }

  return (
    <div className={styles.tabs}>
      <div ref={barRef} role="tablist" aria-label={productText.tabs} className={styles.bar}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={index === active}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={index !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

'use client';

import { checkSearchQuery, SEARCH_DEBOUNCE_MS, UI_TEXT_PL } from '@manufaktura/core';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';

import { navText } from '../../messages/layout.ts';
import styles from './search-page.module.css';

/**
 * The search page's own field: a GET form to /search (works without JavaScript); with JavaScript
 * typing searches after a 500 ms pause (spec §2, §9), 1–2 characters show the 3-letter rule.
 */
export function SearchField({ q }: { q: string }) {
  const router = useRouter();
  const [value, setValue] = useState(q);
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function onChange(next: string) {
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    const check = checkSearchQuery(next);
    if (check.kind !== 'too-short') setMessage(null);
    timer.current = setTimeout(() => {
      if (check.kind === 'too-short') setMessage(check.message);
      if (check.kind === 'search' && check.query !== q) {
        router.replace(`/search?q=${encodeURIComponent(check.query)}`, { scroll: false });
      }
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <form role="search" method="get" action="/search" className={styles.form}>
      <label htmlFor={id} className="visually-hidden">
        {navText.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={UI_TEXT_PL.searchPlaceholder}
        className={styles.input}
        enterKeyHint="search"
        aria-describedby={`${id}-msg`}
        aria-invalid={message ? true : undefined}
      />
      <button type="submit" className="button">
        {navText.searchSubmit}
      </button>
      <p id={`${id}-msg`} className={styles.message} aria-live="polite">
        {message}
      </p>
    </form>
  );
}

'use client';

import { checkSearchQuery, UI_TEXT_PL } from '@manufaktura/core';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';

import { navText } from '../../messages/layout.ts';
import { SearchIcon } from '../ui/icons.tsx';
import styles from './search-box.module.css';

/** The search box (spec §2, §5): Enter or the icon with 3+ characters opens /search?q=…. */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const router = useRouter();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkSearchQuery(value);
    if (check.kind === 'too-short') {
      setMessage(check.message);
      return;
    }
    setMessage(null);
    if (check.kind === 'search') {
      onSearch?.();
      router.push(`/search?q=${encodeURIComponent(check.query)}`);
    }
  }

  return (
    <form role="search" className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <input
          type="search"
          name="q"
          className={styles.input}
          placeholder={UI_TEXT_PL.searchPlaceholder}
          aria-label={navText.searchLabel}
          aria-invalid={message ? true : undefined}
          aria-describedby={messageId}
          value={value}
          enterKeyHint="search"
          onChange={(event) => {
            setValue(event.target.value);
            if (message && checkSearchQuery(event.target.value).kind !== 'too-short') setMessage(null);
          }}
        />
        <button type="submit" className={styles.submit} aria-label={navText.searchSubmit}>
          <SearchIcon size={20} />
        </button>
      </div>
      <p id={messageId} className={styles.message} aria-live="polite">
        {message}
      </p>
    </form>
  );
}

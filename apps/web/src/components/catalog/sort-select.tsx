'use client';

import type { ProductSort } from '@manufaktura/contract';
import { useId, useRef } from 'react';

import { catalogText } from '../../messages/catalog.ts';
import styles from './catalog.module.css';

/** In the order the shop offers them: every sort the API knows has its label. */
const SORTS = Object.keys(catalogText.sorts) as ProductSort[];

/**
 * Sorting as a plain GET form (works without JavaScript, with its "Zastosuj" button); with
 * scripts, choosing an option submits the form at once, and CSS hides the button from the
 * first paint, so nothing moves when the page hydrates.
 */
export function SortSelect({ sort }: { sort: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  return (
    <form ref={formRef} method="get" className={styles.sortForm}>
      <label htmlFor={id} className={styles.sortLabel}>
        {catalogText.sortLabel}
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={sort}
        className={styles.sortSelect}
        onChange={() => formRef.current?.requestSubmit()}
      >
        {SORTS.map((value) => (
          <option key={value} value={value}>
            {catalogText.sorts[value]}
          </option>
        ))}
      </select>
      <button type="submit" className={`button button-outline ${styles.sortApply}`}>
        {catalogText.sortApply}
      </button>
    </form>
  );
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { useDismiss } from '../../lib/use-dismiss.ts';
import { navText } from '../../messages/layout.ts';
import { SearchIcon } from '../ui/icons.tsx';
import { SearchBox } from './search-box.tsx';
import styles from './search-popover.module.css';

/** The search icon of wide screens: opens the search box under the navbar. */
export function SearchPopover() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  // The box opens on the shopper's request, so focus goes into it.
  useEffect(() => {
    if (open) root.current?.querySelector('input')?.focus();
  }, [open]);

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls="search-popover"
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon />
        <span className="tooltip">{navText.search}</span>
      </button>
      <div id="search-popover" className={styles.panel} hidden={!open}>
        {open && <SearchBox onSearch={close} />}
      </div>
    </div>
  );
}

'use client';

import { UI_TEXT_PL } from '@manufaktura/core';
import type { CSSProperties, ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';

import type { SaleFields } from '../../lib/sale-fields.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { homeText } from '../../messages/home.ts';
import { SalePrice } from '../product/sale-price.tsx';
import { PlusIcon } from '../ui/icons.tsx';
import Link from '../ui/link.tsx';
import styles from './hotspot-banner.module.css';

/** A hotspot as its panel shows it; the description already cut to the panel's length. */
export interface HotspotPanel {
  /** Percent of the banner's width and height. */
  x: number;
  y: number;
  product: { id: string; slug: string; name: string; description: string; sale: SaleFields };
}

/** The banner's image with its hotspot buttons; one product panel open at a time. */
export function HotspotMap({ hotspots, children }: { hotspots: HotspotPanel[]; children: ReactNode }) {
  const [open, setOpen] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(null), []);
  useDismiss(open !== null, close, root);
  const active = open === null ? null : hotspots[open];

  return (
    <div ref={root} className={styles.map}>
      {children}
      {hotspots.map((hotspot, index) => (
        <button
          key={hotspot.product.id}
          type="button"
          className={styles.dot}
          style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
          aria-expanded={open === index}
          aria-controls="hotspot-panel"
          aria-label={`${homeText.hotspotOpen}: ${hotspot.product.name}`}
          onClick={() => setOpen(open === index ? null : index)}
        >
          <PlusIcon size={18} />
        </button>
      ))}
      {active && (
        <div
          id="hotspot-panel"
          role="group"
          aria-label={active.product.name}
          className={styles.panel}
          data-side={active.x > 55 ? 'left' : 'right'}
          style={{ '--x': `${active.x}%`, '--y': `${active.y}%` } as CSSProperties}
        >
          <button type="button" className={styles.panelClose} aria-label={homeText.hotspotClose} onClick={close}>
            ×
          </button>
          <h3 className={styles.panelName}>{active.product.name}</h3>
          <SalePrice product={active.product.sale} />
          <p className={styles.panelText}>{active.product.description}</p>
          <Link href={`/sklep/${active.product.slug}`} className="text-link">
            {UI_TEXT_PL.seeDetails}
          </Link>
        </div>
      )}
    </div>
  );
}

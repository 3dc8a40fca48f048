'use client';

import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

import type { AnalyticsProduct, ItemList } from '../../lib/analytics.ts';
import { trackEcommerce } from '../../lib/analytics.ts';

interface TrackedProductsProps {
  list: ItemList;
  /** The cards inside, in their order (`productOfCard` with their positions). */
  products: AnalyticsProduct[];
  children: ReactNode;
}

/**
 * A list of product cards as analytics sees it: view_item_list once it shows, select_item when
 * a card's link is followed (the card names its product in `data-product`). Sent only with
 * analytics consent (lib/analytics).
 */
export function TrackedProducts({ list, products, children }: TrackedProductsProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    trackEcommerce('view_item_list', products, {}, list);
  }, [list, products]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const selected = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const id = link?.closest('[data-product]')?.getAttribute('data-product');
      const product = products.find((candidate) => candidate.id === id);
      if (product) trackEcommerce('select_item', [product], {}, list);
    };
    element.addEventListener('click', selected);
    return () => element.removeEventListener('click', selected);
  }, [list, products]);

  return <div ref={box}>{children}</div>;
}

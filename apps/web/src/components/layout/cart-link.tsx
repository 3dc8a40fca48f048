'use client';

import { UI_TEXT_PL } from '@manufaktura/core';
import { usePathname } from 'next/navigation';

import { BagIcon } from '../ui/icons.tsx';
import Link from '../ui/link.tsx';
import { CartBadge } from './cart-badge.tsx';

/**
 * The cart icon with its live badge; hidden on the order confirmation (spec §2).
 * `rememberedCount` is what the page was rendered with, shown until the cart has loaded (null on a
 * shared page, whose count the front door writes in).
 */
export function CartLink({ rememberedCount }: { rememberedCount: number | null }) {
  const pathname = usePathname();
  if (pathname.startsWith('/order-confirmation')) return null;
  return (
    <Link href="/cart" className="icon-button">
      <BagIcon />
      <span className="tooltip">{UI_TEXT_PL.cartTooltip}</span>
      <CartBadge rememberedCount={rememberedCount} />
    </Link>
  );
}

'use client';

import { formatMessage, NOTIFICATION_MESSAGES_PL } from '@manufaktura/core';

import type { PromotionLine } from '../../lib/api/types.ts';
import { useCart } from '../../lib/cart/store.ts';
import { readableColors } from '../../lib/contrast.ts';
import styles from './top-bar.module.css';

/**
 * The automatic promotions bar: the shop's promotion lines until the cart answers, then the
 * cart's notification for each promotion (spec §8), e.g. how much is missing for free shipping.
 */
export function PromotionBar({ fallback }: { fallback: PromotionLine[] }) {
  const cart = useCart();
  const lines =
    cart.promotions.length > 0
      ? cart.promotions.map((promotion) => ({
          id: promotion.ID,
          text: formatMessage(promotion.notification.key, promotion.notification.params),
          note:
            promotion.fulfilled && promotion.discountType === 'FREE_SHIPPING'
              ? NOTIFICATION_MESSAGES_PL['promotion.FREE_SHIPPING.note']
              : null,
          backgroundColor: promotion.backgroundColor ?? fallback[0]?.backgroundColor,
          textColor: promotion.textColor ?? fallback[0]?.textColor,
        }))
      : fallback.map((line) => ({ ...line, note: null }));

  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.id} style={readableColors(line.backgroundColor, line.textColor)}>
          {line.text}
          {line.note && <small className={styles.note}>{line.note}</small>}
        </li>
      ))}
    </ul>
  );
}

import { formatMessage, NOTIFICATION_MESSAGES_PL } from '@manufaktura/core';

import type { CartPromotion } from '../../lib/api/types.ts';
import { cartText } from '../../messages/cart.ts';
import { topBarText } from '../../messages/layout.ts';
import styles from './cart.module.css';

/** How far the cart is toward a minimum-value promotion, 0–1, from the server's missing difference (both in grosze). */
function progressOf(promotion: CartPromotion): number | null {
  const minimum = promotion.restrictions?.min_cart_value;
  if (!minimum) return null;
  if (promotion.fulfilled) return 1;
  const diff = promotion.notification.params?.diff;
  if (typeof diff !== 'number') return null;
  return Math.min(1, Math.max(0, 1 - diff / minimum));
}

/**
 * The promotion banners of spec §8 (fulfilled; missing difference; missing products) with the
 * free-shipping progress bar and its "Nie dotyczy pobrań" note.
 */
export function CartPromotions({ promotions }: { promotions: CartPromotion[] }) {
  if (promotions.length === 0) return null;
  return (
    <ul className={styles.promotions} aria-label={topBarText.label}>
      {promotions.map((promotion) => {
        const freeShipping = promotion.discountType === 'FREE_SHIPPING';
        const progress = freeShipping ? progressOf(promotion) : null;
        return (
          <li key={promotion.ID} className={styles.promotion} data-fulfilled={promotion.fulfilled}>
            <p>
              {promotion.notification.message ??
                formatMessage(promotion.notification.key, promotion.notification.params)}
            </p>
            {progress !== null && (
              <progress
                className={styles.progress}
                max={100}
                value={Math.round(progress * 100)}
                aria-label={cartText.freeShippingProgress}
              />
            )}
            {freeShipping && <small>{NOTIFICATION_MESSAGES_PL['promotion.FREE_SHIPPING.note']}</small>}
          </li>
        );
      })}
    </ul>
  );
}

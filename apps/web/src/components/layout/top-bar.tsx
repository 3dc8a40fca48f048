import type { LayoutData } from '../../lib/api/types.ts';
import { sanitizeInlineHtml } from '../../lib/sanitize-html.ts';
import { topBarText } from '../../messages/layout.ts';
import { PromotionBar } from './promotion-bar.tsx';
import styles from './top-bar.module.css';

interface TopBarProps {
  /** The manual promotion when it is active right now, else null. */
  manualPromotion: LayoutData['navbarPromotion'];
  promotions: LayoutData['promotions'];
}

/** The strip above the navbar: an active manual promotion replaces the automatic promotions (spec §2). */
export function TopBar({ manualPromotion, promotions }: TopBarProps) {
  if (manualPromotion) {
    return (
      <aside className={styles.bar} aria-label={topBarText.label}>
        {/* Staff-written HTML, reduced to a few inline tags and safe links before rendering. */}
        <p className={styles.manual} dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(manualPromotion.html) }} />
      </aside>
    );
  }
  if (promotions.length === 0) return null;
  return (
    <aside className={styles.bar} aria-label={topBarText.label}>
      <PromotionBar fallback={promotions} />
    </aside>
  );
}

import { UI_TEXT_PL } from '@manufaktura/core';

import type { FeaturedProduct } from '../../lib/api/types.ts';
import { saleFields } from '../../lib/sale-fields.ts';
import { homeText } from '../../messages/home.ts';
import { BuyControl } from '../cart/buy-control.tsx';
import { SalePrice } from '../product/sale-price.tsx';
import Link from '../ui/link.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './product-of-the-month.module.css';

const IMAGE_SIZES = '(min-width: 980px) 600px, 100vw';

/** "kosmetyk miesiąca" (spec §1); nothing at all, and a log line, when there is none. */
export function ProductOfTheMonth({ product }: { product: FeaturedProduct | null }) {
  if (!product) {
    console.warn('No featured product found');
    return null;
  }
  return (
    <section className={styles.section} aria-labelledby="potm-title" data-product>
      <div className={`container ${styles.inner}`}>
        <div className={styles.visual}>
          {product.image && <ResponsiveImage image={product.image} sizes={IMAGE_SIZES} className={styles.image} />}
        </div>
        <div className={styles.body}>
          <h2 id="potm-title" className="eyebrow">
            {homeText.productOfTheMonth}
          </h2>
          <h3 className={styles.name}>{product.name}</h3>
          {/* name_span is the catalog's own HTML subtitle, written by the shop's staff. */}
          <p className={styles.subtitle} dangerouslySetInnerHTML={{ __html: product.nameSpan }} />
          <div className={styles.price}>
            <SalePrice product={saleFields(product)} />
          </div>
          <p className={styles.description}>{product.description}</p>
          <div className={styles.actions}>
            <BuyControl product={product} sizes={IMAGE_SIZES} className={styles.note} />
            <Link href={`/sklep/${product.slug}`} className="text-link">
              {UI_TEXT_PL.seeDetails}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

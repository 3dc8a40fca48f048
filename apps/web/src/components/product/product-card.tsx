import Link from 'next/link';

import type { ProductCard as ProductCardData } from '../../lib/api/types.ts';
import { pl } from '../../messages/pl.ts';
import styles from './product-card.module.css';
import { UI_TEXT_PL } from '@manufaktura/core';

import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { ProductPrice } from './product-price.tsx';

interface ProductCardProps {
  product: ProductCardData;
  /** On category pages the price shows the lowest-price-in-30-days notice and an add-to-cart control. */
  context?: 'category' | 'home';
  headingLevel?: 'h2' | 'h3';
}

/** A product tile for listings: badges, name with its subtitle, price; on listings also "Do koszyka". */
export function ProductCard({ product, context = 'home', headingLevel: Heading = 'h3' }: ProductCardProps) {
  const { badges } = product;
  return (
    <article className={styles.card}>
      <Link href={`/sklep/${product.slug}`} className={styles.link}>
        <div className={styles.visual}>
          {product.image && (
            <ResponsiveImage
              image={{ ...product.image, alt: '' }}
              sizes="(min-width: 1100px) 370px, (min-width: 600px) 50vw, 100vw"
              className={styles.image}
            />
          )}
        </div>
        {badges.length > 0 && (
          <ul className={styles.badges} aria-label="Oznaczenia">
            {badges.map((badge) => (
              <li key={badge} className={styles.badge}>
                {badge}
              </li>
            ))}
          </ul>
        )}
        <Heading className={styles.name}>{product.name}</Heading>
        {/* name_span is the catalog's own HTML subtitle, written by the shop's staff. */}
        <p className={styles.subtitle} dangerouslySetInnerHTML={{ __html: product.nameSpan }} />
      </Link>
      <ProductPrice
        price={product.price}
        previousPrice={product.previousPrice}
        leastPrice={product.leastPrice}
        context={context === 'category' ? 'category' : 'home'}
      />
      {context === 'category' && (
        <div className={styles.buy}>
          {product.giftPacking ? (
            <p className={styles.note}>{UI_TEXT_PL.giftPackingInCart}</p>
          ) : product.available ? (
            <AddToCartButton product={{ id: product.id, name: product.name, price: product.price }} />
          ) : (
            <p className={styles.note}>{pl.product.unavailable}</p>
          )}
        </div>
      )}
    </article>
  );
}

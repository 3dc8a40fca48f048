import Link from 'next/link';

import type { ProductCard as ProductCardData } from '../../lib/api/types.ts';
import styles from './product-card.module.css';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { ProductPrice } from './product-price.tsx';

/** A product tile for listings: badges, name with its subtitle, price. */
export function ProductCard({ product }: { product: ProductCardData }) {
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
        <h3 className={styles.name}>{product.name}</h3>
        {/* name_span is the catalog's own HTML subtitle, written by the shop's staff. */}
        <p className={styles.subtitle} dangerouslySetInnerHTML={{ __html: product.nameSpan }} />
      </Link>
      <ProductPrice price={product.price} previousPrice={product.previousPrice} />
    </article>
  );
}

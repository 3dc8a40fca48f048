import type { CSSProperties } from 'react';

import type { Category, ProductCard as ProductCardData } from '../../lib/api/types.ts';
import { homeText } from '../../messages/home.ts';
import { ProductCard } from '../product/product-card.tsx';
import Link from '../ui/link.tsx';
import { CarouselArrows } from './carousel-arrows.tsx';
import styles from './product-carousel.module.css';

/**
 * One category's products in a scroll-snap strip: 1 per view, 2 from 750 px, 3 from 1120 px,
 * 4 from 1500 px, never more than there are products (spec §9). Works without JavaScript.
 */
export function ProductCarousel({ category, products }: { category: Category; products: ProductCardData[] }) {
  const id = `carousel-${category.slug}`;
  return (
    <section className={`container ${styles.carousel}`} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {category.name}
        </h2>
        <div className={styles.tools}>
          <Link href={`/sklep/${category.slug}`} className="text-link">
            {homeText.carouselSeeAll}
            <span className="visually-hidden">: {category.name}</span>
          </Link>
          <CarouselArrows trackId={id} />
        </div>
      </div>
      <ul id={id} className={styles.track} style={{ '--count': products.length } as CSSProperties}>
        {products.map((product) => (
          <li key={product.id} className={styles.slide}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

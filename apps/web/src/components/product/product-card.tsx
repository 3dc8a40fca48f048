import type { ProductCard as ProductCardData } from '../../lib/api/types.ts';
import { saleFields } from '../../lib/sale-fields.ts';
import { BuyControl } from '../cart/buy-control.tsx';
import Link from '../ui/link.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './product-card.module.css';
import { SaleBadges, SalePrice } from './sale-price.tsx';

/** How wide a card's image is drawn; the add-to-cart flight reuses it. */
const CARD_IMAGE_SIZES = '(min-width: 1100px) 370px, (min-width: 600px) 50vw, 100vw';

interface ProductCardProps {
  product: ProductCardData;
  /** On category pages the price shows the lowest-price-in-30-days notice (spec §4). */
  context?: 'category' | 'home';
  headingLevel?: 'h2' | 'h3';
  /** Where the card leads; the product page under /sklep by default. */
  href?: string;
  /** The first card of a page: its picture is the largest thing in view, so it loads at once. */
  priority?: boolean;
}

/** A product tile: badges, name with its subtitle, price and "Do koszyka" (or why it cannot be added). */
export function ProductCard({
  product,
  context = 'home',
  headingLevel: Heading = 'h3',
  href = `/sklep/${product.slug}`,
  priority = false,
}: ProductCardProps) {
  // One object for both islands: the page's hydration data then holds it once, the second a reference.
  const sale = saleFields(product);
  return (
    <article className={styles.card} data-product={product.id}>
      <Link href={href} className={styles.link}>
        <div className={styles.visual}>
          {product.image && (
            <ResponsiveImage
              image={{ ...product.image, alt: '' }}
              sizes={CARD_IMAGE_SIZES}
              className={styles.image}
              priority={priority}
            />
          )}
        </div>
        <SaleBadges product={sale} className={styles.badges} badgeClassName={styles.badge} />
        <Heading className={styles.name}>{product.name}</Heading>
        {/* name_span is the catalog's own HTML subtitle, written by the shop's staff. */}
        <p className={styles.subtitle} dangerouslySetInnerHTML={{ __html: product.nameSpan }} />
      </Link>
      <SalePrice
        product={sale}
        leastPrice={product.leastPrice}
        context={context === 'category' ? 'category' : 'home'}
      />
      <div className={styles.buy}>
        <BuyControl product={product} sizes={CARD_IMAGE_SIZES} className={styles.note} />
      </div>
    </article>
  );
}

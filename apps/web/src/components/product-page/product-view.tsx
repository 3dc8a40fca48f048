import { CURRENCY, formatMoney, markdownToText, toPln } from '@manufaktura/core';

import { productOfCard } from '../../lib/analytics.ts';
import type { ProductDetail, Review, ReviewPage } from '../../lib/api/types.ts';
import { productPath } from '../../lib/product-path.ts';
import { saleFields } from '../../lib/sale-fields.ts';
import { catalogText, productText } from '../../messages/catalog.ts';
import { shopText } from '../../messages/shop.ts';
import { BuyControl } from '../cart/buy-control.tsx';
import { Breadcrumbs } from '../catalog/breadcrumbs.tsx';
import { Markdown } from '../content/markdown.tsx';
import { ProductCard } from '../product/product-card.tsx';
import { SaleBadges, SalePrice } from '../product/sale-price.tsx';
import { JsonLd, withTrailingSlash } from '../seo/json-ld.tsx';
import Link from '../ui/link.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { MAIN_IMAGE_SIZES } from './image-sizes.ts';
import { ProductGallery } from './product-gallery.tsx';
import type { ProductTab } from './product-tabs.tsx';
import { ProductTabs } from './product-tabs.tsx';
import styles from './product-view.module.css';
import { Reviews } from './reviews.tsx';
import { StickyBuyHeader } from './sticky-buy-header.tsx';
import { ViewItem } from './view-item.tsx';

/** The product page (spec §2): gallery, title, price and buy area, description, tabs, bundle, related. */
export interface ProductViewProps {
  product: ProductDetail;
  siteUrl: string;
  /** null when the reviews could not be loaded: the page then shows without them. */
  reviews: ReviewPage | null;
  highlightedReview: Review | null;
  reviewsPage: number;
  /** The address this page is served at (default /sklep/{slug}); its reviews page through it. */
  path?: string;
  /** Breadcrumbs instead of the product's own (its category's). */
  crumbs?: { name: string; path: string }[];
}

export function ProductView({
  product,
  siteUrl,
  reviews,
  highlightedReview,
  reviewsPage,
  path = `/sklep/${product.slug}`,
  crumbs: ownCrumbs,
}: ProductViewProps) {
  const url = withTrailingSlash(siteUrl, productPath(product));
  const crumbs = ownCrumbs?.length
    ? ownCrumbs
    : product.breadcrumbs.length
      ? product.breadcrumbs
      : [
          { name: catalogText.shopTitle, path: '/sklep' },
          { name: product.name, path: `/sklep/${product.slug}` },
        ];
  const tabs: ProductTab[] = [
    { key: 'jak-dziala', label: productText.tabHowItWorks, source: product.howItWorks },
    { key: 'sklad', label: productText.tabIngredients, source: product.ingredients },
    { key: 'szczegoly', label: productText.tabDetails, source: product.details },
  ]
    .filter((tab) => tab.source.trim() !== '')
    .map((tab) => ({ key: tab.key, label: tab.label, content: <Markdown source={tab.source} /> }));

  const sale = saleFields(product);
  const price = <SalePrice product={sale} leastPrice={product.leastPrice} context="product" size="large" />;

  return (
    <article className={`container ${styles.page}`} data-product>
      <ViewItem product={productOfCard(product)} />
      <Breadcrumbs items={crumbs} siteUrl={siteUrl} />
      <div className={styles.top}>
        <ProductGallery images={product.images} name={product.name} />
        <div className={styles.info}>
          <div className={styles.buyBox} id="kup">
            <SaleBadges product={sale} className={styles.badges} badgeClassName={styles.badge} />
            <h1 className={styles.title}>
              {product.name}
              {product.nameSpan && (
                <>
                  {' '}
                  {/* name_span is the catalog's own HTML subtitle, written by the shop's staff. */}
                  <span className={styles.subtitle} dangerouslySetInnerHTML={{ __html: product.nameSpan }} />
                </>
              )}
            </h1>
            <div className={styles.priceRow}>
              <div>{price}</div>
              {product.capacity && (
                <p className={styles.capacity}>
                  <span className="visually-hidden">{productText.capacity}: </span>
                  {product.capacity}
                </p>
              )}
            </div>
            <div className={styles.buy}>
              <BuyControl product={product} sizes={MAIN_IMAGE_SIZES} className={styles.buyNote} />
            </div>
          </div>
          <section className={styles.description} aria-labelledby="opis">
            <h2 id="opis" className="visually-hidden">
              {productText.description}
            </h2>
            <Markdown source={product.description} />
          </section>
        </div>
      </div>

      {tabs.length > 0 && (
        <div className={styles.tabs}>
          <ProductTabs tabs={tabs} />
        </div>
      )}

      {product.components.length > 0 && (
        <section className={styles.bundle} aria-labelledby="w-zestawie">
          <h2 id="w-zestawie" className={styles.sectionTitle}>
            {productText.bundleHeading}
          </h2>
          <ul className={styles.components}>
            {product.components.map(({ product: component, quantity, unitPrice }) => (
              <li key={component.id} className={styles.component}>
                <div className={styles.componentImage}>
                  {component.image && <ResponsiveImage image={{ ...component.image, alt: '' }} sizes="96px" />}
                </div>
                <div>
                  <Link href={`/sklep/${component.slug}`} className={styles.componentName}>
                    {quantity > 1 ? `${quantity} × ` : ''}
                    {component.name}
                  </Link>
                  <p className={styles.componentPrice}>
                    {productText.bundlePrice}: <strong>{formatMoney(unitPrice)}</strong>{' '}
                    {unitPrice < component.price && <s>{formatMoney(component.price)}</s>}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {reviews && <Reviews reviews={reviews} highlighted={highlightedReview} page={reviewsPage} basePath={path} />}

      {product.related.length > 0 && (
        <section className={styles.related} aria-labelledby="podobne">
          <h2 id="podobne" className={styles.sectionTitle}>
            {productText.related}
          </h2>
          <ul className={styles.relatedGrid}>
            {product.related.slice(0, 4).map((related) => (
              <li key={related.id}>
                <ProductCard product={related} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <StickyBuyHeader targetId="kup" label={productText.buyBar}>
        <p className={styles.stickyName}>{product.name}</p>
        <div className={styles.stickyBuy}>
          <SalePrice product={sale} />
          <BuyControl product={product} sizes={MAIN_IMAGE_SIZES} className={styles.buyNote} />
        </div>
      </StickyBuyHeader>

      {/* The sticky buy bar under 600 px (spec §2). */}
      <aside className={styles.mobileBar} aria-label={productText.buyBar}>
        <div className={styles.mobileBarText}>
          <p className={styles.mobileBarName}>{product.name}</p>
          <SalePrice product={sale} />
        </div>
        <BuyControl product={product} sizes={MAIN_IMAGE_SIZES} className={styles.buyNote} />
      </aside>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description: markdownToText(product.description),
          image: product.images.map((image) => new URL(image.url, siteUrl).toString()),
          sku: product.id,
          ...(product.ean ? { gtin13: product.ean } : {}),
          brand: { '@type': 'Brand', name: shopText.name },
          ...(product.categories[0] ? { category: product.categories[0].name } : {}),
          ...(reviews?.rating && reviews.rating.count > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: Number(reviews.rating.average.toFixed(2)),
                  reviewCount: reviews.rating.count,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: CURRENCY,
            price: toPln(product.price).toFixed(2),
            availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        }}
      />
    </article>
  );
}

import type { ProductCard } from './api/types.ts';

/** What a product's price and badges are decided from, again in the browser (lib/sale-now.ts). */
export type SaleFields = Pick<
  ProductCard,
  'price' | 'previousPrice' | 'onSale' | 'salePrice' | 'saleStart' | 'saleEnd' | 'badges'
>;

/**
 * Only the fields the sale is decided from, for the client islands that show a price or badges:
 * passed a whole product, they would carry its images, texts and everything else into the page's
 * hydration data (the RSC payload), once more beside the HTML that already shows them.
 */
export function saleFields(product: SaleFields): SaleFields {
  const { price, previousPrice, onSale, salePrice, saleStart, saleEnd, badges } = product;
  return { price, previousPrice, onSale, salePrice, saleStart, saleEnd, badges };
}

/**
 * Whether the browser's clock could show the product otherwise than the page was rendered: only a
 * product rendered on sale, or with a sale price and both ends of its window. Without them it is on
 * no sale at any time (`isOnSale`), which is how it was rendered.
 */
export function saleMayChange(product: SaleFields): boolean {
  return product.onSale || (product.salePrice !== null && product.saleStart !== null && product.saleEnd !== null);
}

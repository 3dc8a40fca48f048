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

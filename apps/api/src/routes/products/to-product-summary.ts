import { effectivePrice, isOnSale, toPln } from '@manufaktura/core';

import type { ProductWithCategories } from '../../plugins/app/product-repository.ts';
import type { ProductSummary } from '../../schemas/products.ts';

/** Reshapes a stored product into the wire format the spec's storefront reads. */
export function toProductSummary(product: ProductWithCategories, now: Date): ProductSummary {
  const prices = {
    non_sale_price: product.nonSalePrice,
    sale_price: product.salePrice,
    sale_price_start: product.salePriceStart,
    sale_price_end: product.salePriceEnd,
  };
  const sale = isOnSale(prices, now);
  return {
    product_id: product.productId,
    slug: product.slug,
    name: product.name,
    name_span: product.nameSpan,
    description: product.description,
    label: product.label,
    prices: {
      PLN: {
        non_sale_price: toPln(product.nonSalePrice),
        sale_price: product.salePrice === null ? null : toPln(product.salePrice),
        sale_price_start: product.salePriceStart?.toISOString() ?? null,
        sale_price_end: product.salePriceEnd?.toISOString() ?? null,
      },
    },
    sale,
    unit_price: toPln(effectivePrice(prices, now)),
    previous_unit_price: sale ? toPln(product.nonSalePrice) : null,
    taxRate: product.taxRate,
    categories: product.categories.map((category) => ({
      category_id: category.categoryId,
      slug: category.slug,
      name: category.name,
    })),
  };
}

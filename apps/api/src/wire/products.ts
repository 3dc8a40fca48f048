import type { Image, ProductDetail, ProductSummary } from '@manufaktura/contract';
import type { CapacityUnit } from '@manufaktura/core';
import {
  bundleComponentPrice,
  capacityUnit,
  effectivePrice,
  isOnSale,
  omnibusReferencePrice,
  productBadges,
  toPln,
} from '@manufaktura/core';

import { imageVariants } from '../media/urls.ts';
import type { ProductDetail as ProductDetailRow, ProductWithRelations } from '../repositories/products.ts';
import { pricesOf } from '../repositories/products.ts';

const plnOrNull = (grosze: number | null | undefined) =>
  grosze === null || grosze === undefined ? null : toPln(grosze);

const unchanging = new WeakMap<ProductWithRelations, { image: Image | null; unit: CapacityUnit }>();

/**
 * What a product's summary shows that no moment changes (its picture's variants, its capacity's
 * unit), worked out once per product read: a cart answers with the products it keeps for a while,
 * and these were most of the cost of each answer's lines.
 */
function unchangingParts(product: ProductWithRelations): { image: Image | null; unit: CapacityUnit } {
  let parts = unchanging.get(product);
  if (!parts) {
    const [mainImage] = product.images;
    parts = {
      image: mainImage ? imageVariants(mainImage) : null,
      unit: capacityUnit({
        name: product.name,
        slug: product.slug,
        productType: product.type,
        categorySlugs: product.categories.map((c) => c.slug),
        giftPacking: product.giftPacking,
      }),
    };
    unchanging.set(product, parts);
  }
  return parts;
}

/** Reshapes a stored product into the summary every listing reads; sale state from server time. */
export function toProductSummary(product: ProductWithRelations, now: Date): ProductSummary {
  const prices = pricesOf(product);
  const sale = isOnSale(prices, now);
  const omnibus = sale
    ? omnibusReferencePrice(
        product.priceHistory.map((row) => ({
          price: row.price,
          isPromo: row.isPromo,
          validFrom: row.validFrom.getTime(),
          validTo: row.validTo?.getTime() ?? null,
        })),
        now.getTime(),
      )
    : undefined;
  const { image, unit } = unchangingParts(product);
  return {
    product_id: product.productId,
    slug: product.slug,
    name: product.name,
    name_span: product.nameSpan,
    type: product.type,
    label: product.label,
    badges: productBadges(product.label, sale),
    prices: {
      PLN: {
        non_sale_price: toPln(product.nonSalePrice),
        sale_price: plnOrNull(product.salePrice),
        sale_price_start: product.salePriceStart?.toISOString() ?? null,
        sale_price_end: product.salePriceEnd?.toISOString() ?? null,
      },
    },
    sale,
    unit_price: toPln(effectivePrice(prices, now)),
    previous_unit_price: sale ? toPln(product.nonSalePrice) : null,
    least_price: plnOrNull(omnibus?.lowestPrice),
    image,
    capacity: product.capacity,
    capacity_unit: unit,
    giftPacking: product.giftPacking,
    available: product.stockOnHand > 0,
    taxRate: product.taxRate,
    categories: product.categories.map((c) => ({ category_id: c.categoryId, slug: c.slug, name: c.name })),
  };
}

/** The product page's data: everything of the summary plus texts, gallery, components and related. */
export function toProductDetail(
  product: ProductDetailRow,
  now: Date,
  rating: ProductDetail['rating'] = null,
): ProductDetail {
  const summary = toProductSummary(product, now);
  const fraction = product.bundleDiscountPercentage / 100;
  const [category] = product.categories;
  return {
    ...summary,
    baselinker_id: product.baselinkerId,
    ean: product.ean,
    description: product.description,
    details: product.details,
    images: product.images.map((image) => imageVariants(image)),
    custom_attributes: {
      capacity: product.capacity,
      giftPacking: product.giftPacking,
      dlaczego_dziala: product.dlaczegoDziala,
      sklad: product.sklad,
    },
    bundleDiscountPercentage: fraction,
    components: product.components.map(({ product: component, quantity }) => {
      return {
        product: toProductSummary(component, now),
        quantity,
        unit_price: toPln(bundleComponentPrice(effectivePrice(pricesOf(component), now), fraction)),
      };
    }),
    breadcrumbs: [
      { name: 'Sklep', path: '/sklep' },
      ...(category ? [{ name: category.name, path: `/sklep/${category.slug}` }] : []),
      { name: product.name, path: `/sklep/${product.slug}` },
    ],
    related: product.related.map((related) => toProductSummary(related, now)),
    rating,
  };
}

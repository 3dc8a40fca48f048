import type { Coupon, Promotion } from '@manufaktura/core';

import type { CouponRow } from '../repositories/carts.ts';
import type { PromotionWithProducts } from '../repositories/content.ts';

/** A stored automatic promotion as core's promotion rules read it (amounts in grosze). */
export function toCorePromotion(row: PromotionWithProducts): Promotion {
  return {
    ID: row.promotionId,
    name: row.name,
    description: row.description,
    discountType: row.discountType,
    value: row.value,
    restrictions: {
      min_cart_value: row.minCartValue,
      products: row.products.map(({ id, name }) => ({ id, name })),
    },
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    ...(row.overrideText === null ? {} : { overrideText: row.overrideText }),
  };
}

/** A stored coupon as core's coupon rules read it. */
export function toCoreCoupon(row: CouponRow & { products: { id: string; name: string }[] }): Coupon {
  return {
    code: row.code,
    name: row.name,
    discountType: row.discountType,
    value: row.value,
    active: row.active,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    minCartValue: row.minCartValue,
    products: row.products,
    maxRedemptions: row.maxRedemptions,
    maxRedemptionsPerUser: row.maxRedemptionsPerUser,
    accountIds: row.allowedEmail === null ? null : [row.allowedEmail],
  };
}

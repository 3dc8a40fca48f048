import { describe, expect, it } from 'vitest';

import { formatMessage } from '../messages/format.ts';
import { NBSP } from '../money.ts';
import type { PromotionCart } from './conditions.ts';
import { checkPromotion, isFreeShippingActive, promotionCartValue, promotionNotification } from './conditions.ts';
import type { Discount, Promotion } from './types.ts';

const freeShipping: Promotion = {
  ID: 'fs-200',
  name: 'Darmowa dostawa',
  discountType: 'FREE_SHIPPING',
  value: 0,
  restrictions: { min_cart_value: 20000 },
};
const productPromo: Promotion = {
  ID: 'p-1',
  name: 'Lato',
  discountType: 'PERCENTAGE',
  value: 10,
  restrictions: {
    products: [
      { id: 'soap', name: 'Mydło lawendowe' },
      { id: 'oil', name: 'Olej' },
    ],
  },
};
const cart = (over: Partial<PromotionCart> = {}): PromotionCart => ({
  grandTotal: 16000,
  shippingTotal: 1500,
  discountTotal: 1000,
  productIds: ['cream'],
  ...over,
});

describe('promotionCartValue', () => {
  it('is grand total minus shipping plus discounts', () => {
    expect(promotionCartValue(cart())).toBe(15500);
  });
});

describe('checkPromotion', () => {
  it.each([
    ['has no restrictions', { ...freeShipping, restrictions: null }, cart(), { fulfilled: true }],
    ['has empty restrictions', { ...freeShipping, restrictions: { products: [] } }, cart(), { fulfilled: true }],
    ['is below the minimum', freeShipping, cart(), { fulfilled: false, reason: 'min_cart_value', diff: 4500 }],
    ['reaches the minimum exactly', freeShipping, cart({ grandTotal: 20500 }), { fulfilled: true }],
    ['is already applied', freeShipping, cart({ appliedSourceRefs: ['fs-200'] }), { fulfilled: true }],
    ['holds one listed product', productPromo, cart({ productIds: ['oil'] }), { fulfilled: true }],
    [
      'holds none of the listed products',
      productPromo,
      cart(),
      { fulfilled: false, reason: 'products', missingProducts: ['Mydło lawendowe', 'Olej'] },
    ],
    [
      'has both restrictions and meets the product one',
      { ...productPromo, restrictions: { min_cart_value: 99999, products: [{ id: 'cream', name: 'Krem' }] } },
      cart(),
      { fulfilled: true },
    ],
    [
      'has both restrictions and meets neither (reports the amount)',
      { ...productPromo, restrictions: { min_cart_value: 20000, products: [{ id: 'x', name: 'X' }] } },
      cart(),
      { fulfilled: false, reason: 'min_cart_value', diff: 4500 },
    ],
  ] as const)('when the promotion %s', (_label, promotion, c, result) => {
    expect(checkPromotion(promotion, c)).toEqual(result);
  });
});

describe('promotionNotification', () => {
  it('gives the fulfilled key with the name', () => {
    const n = promotionNotification(productPromo, { fulfilled: true });
    expect(n).toEqual({ key: 'promotion.PERCENTAGE.fulfilled', params: { name: 'Lato' } });
    expect(formatMessage(n.key, n.params)).toBe('Gratulacje! Promocja Lato aktywna');
  });

  it('gives the min-cart-value key with the diff, rendered with 2 decimals and currency', () => {
    const n = promotionNotification(freeShipping, checkPromotion(freeShipping, cart()));
    expect(n.key).toBe('promotion.FREE_SHIPPING.min_cart_value.not.fulfilled');
    expect(formatMessage(n.key, n.params)).toBe(`Do darmowej wysyłki brakuje 45,00${NBSP}zł*`);
  });

  it('gives the products key with the missing product names', () => {
    const n = promotionNotification(productPromo, checkPromotion(productPromo, cart()));
    expect(formatMessage(n.key, n.params)).toBe(
      'Promocja Lato zostanie aktywowana po dodaniu jednego z następujących produktów Mydło lawendowe, Olej',
    );
  });
});

describe('isFreeShippingActive', () => {
  const fsDiscount: Discount = {
    type: 'FREE_SHIPPING',
    amount: 1500,
    source: { type: 'COUPON', ref: 'WYSYLKA', name: 'WYSYLKA', refValue: 0 },
  };

  it.each([
    ['a FREE_SHIPPING discount', [fsDiscount], [], false, true],
    ['a fulfilled FREE_SHIPPING promotion', [], [freeShipping], false, true],
    ['other promotions only', [], [productPromo], false, false],
    ['nothing', [], [], false, false],
    ['a FREE_SHIPPING discount but cash on delivery', [fsDiscount], [freeShipping], true, false],
  ] as const)('with %s → %s', (_label, discounts, fulfilledPromotions, cashOnDelivery, active) => {
    expect(isFreeShippingActive({ discounts, fulfilledPromotions, cashOnDelivery })).toBe(active);
  });
});

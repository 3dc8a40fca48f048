import type { CartResponse, Discount } from '@manufaktura/contract';
import { cartResponse } from '@manufaktura/contract';
import { formatMoney, NBSP } from '@manufaktura/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { toCart } from '../src/lib/api/cart-mappers.ts';

/** A cart answer as the API sends it (PLN decimals), checked against the contract so it cannot drift. */
function wireCart(pln: (field: string) => number): CartResponse {
  const discount = (field: string): Discount => ({
    type: 'FIXED',
    amount: pln(field),
    source: { type: 'COUPON', ref: 'WITAJ10', name: 'Witaj', refValue: 10 },
  });
  return cartResponse.parse({
    cartId: '00000000-0000-4000-8000-000000000001',
    version: 3,
    currency: 'PLN',
    items: [
      {
        lineId: '00000000-0000-4000-8000-000000000002',
        product: {
          product_id: '00000000-0000-4000-8000-000000000003',
          slug: 'krem-rozany',
          name: 'Krem różany',
          name_span: '',
          type: 'PRODUCT',
          label: null,
          badges: [],
          prices: {
            PLN: { non_sale_price: 59.99, sale_price: 49.99, sale_price_start: null, sale_price_end: null },
          },
          sale: true,
          unit_price: pln('product.unit_price'),
          previous_unit_price: pln('product.previous_unit_price'),
          least_price: null,
          image: null,
          capacity: 50,
          capacity_unit: 'ml',
          giftPacking: false,
          available: true,
          taxRate: 23,
          categories: [],
        },
        quantity: 2,
        unit_price: pln('line.unit_price'),
        price_total: pln('line.price_total'),
        discounts: [discount('line.discount')],
        options: [],
        subProductsReplacementForced: false,
      },
    ],
    item_quantity: 2,
    items_total: pln('items_total'),
    grand_total: pln('grand_total'),
    shipment_total: pln('shipment_total'),
    discount_total: pln('discount_total'),
    tax_total: pln('tax_total'),
    discounts: [discount('discount')],
    promotions: [
      {
        ID: 'darmowa-dostawa',
        name: 'Darmowa dostawa',
        description: '',
        discountType: 'FREE_SHIPPING',
        restrictions: { min_cart_value: pln('min_cart_value'), products: [] },
        backgroundColor: '#b8855d',
        textColor: '#ffffff',
        overrideText: null,
        fulfilled: false,
        notification: { key: 'promotion.FREE_SHIPPING.missing', params: { diff: 1001 }, message: 'Brakuje 10,01 zł' },
      },
    ],
    coupon_code: 'WITAJ10',
    coupon_error: null,
    free_shipping: false,
    gift_packing: false,
    shipping_method: {
      method_id: 'kurier',
      name: 'Kurier',
      description: '',
      price: pln('shipping_method.price'),
      cash_on_delivery: false,
      requires_locker: false,
      attributes: {},
    },
    email: null,
    metadata: {},
    account: {},
    billing: {},
    shipping: {},
    comments: '',
    account_logged_in: false,
    notices: [],
    unpaid_order: null,
  });
}

/** Every amount of a mapped cart, by the same names `wireCart` gives them. */
function amounts(cart: ReturnType<typeof toCart>): Record<string, number | null> {
  const line = cart.items[0]!;
  return {
    'product.unit_price': line.product.unit_price,
    'product.previous_unit_price': line.product.previous_unit_price,
    'line.unit_price': line.unit_price,
    'line.price_total': line.price_total,
    'line.discount': line.discounts[0]!.amount,
    items_total: cart.items_total,
    grand_total: cart.grand_total,
    shipment_total: cart.shipment_total,
    discount_total: cart.discount_total,
    tax_total: cart.tax_total,
    discount: cart.discounts[0]!.amount,
    min_cart_value: cart.promotions[0]!.restrictions.min_cart_value,
    'shipping_method.price': cart.shipping_method!.price,
  };
}

/** A PLN amount with two decimals as it arrives in JSON: the number `JSON.parse` reads from its digits. */
const plnOnTheWire = (grosze: number) =>
  JSON.parse(`${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, '0')}`) as number;

describe('toCart', () => {
  it('converts every amount of the cart to grosze, for lines, discounts, promotions and delivery', () => {
    const cart = toCart(wireCart(() => 19.99));
    for (const [field, grosze] of Object.entries(amounts(cart))) expect([field, grosze]).toEqual([field, 1999]);
  });

  it('maps every two-decimal PLN amount to its exact integer of grosze', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (grosze) => {
        const cart = toCart(wireCart(() => plnOnTheWire(grosze)));
        return Object.values(amounts(cart)).every((amount) => amount === grosze);
      }),
    );
  });

  it('rounds the float artefacts of sums half away from zero instead of truncating them', () => {
    expect(toCart(wireCart(() => 0.1 + 0.2)).grand_total).toBe(30);
    expect(toCart(wireCart(() => 1.005)).grand_total).toBe(101);
    expect(toCart(wireCart(() => 19.99)).grand_total).not.toBe(1998);
  });

  it('keeps what is not an amount as the API sent it and leaves the sale window out', () => {
    const wire = wireCart(() => 10);
    const cart = toCart(wire);
    expect(cart.cartId).toBe(wire.cartId);
    expect(cart.version).toBe(3);
    expect(cart.item_quantity).toBe(2);
    expect(cart.items[0]!.product.slug).toBe('krem-rozany');
    expect(cart.items[0]!.product.least_price).toBeNull();
    expect(cart.items[0]!.product).not.toHaveProperty('prices');
    expect(cart.promotions[0]!.notification.params).toEqual({ diff: 1001 });
  });

  it('gives amounts that formatMoney shows as the API meant them', () => {
    expect(formatMoney(toCart(wireCart(() => 1234.5)).grand_total)).toBe(`1${NBSP}234,50${NBSP}zł`);
  });

  it('keeps a cart without a delivery without one', () => {
    const cart = toCart({ ...wireCart(() => 10), shipping_method: null });
    expect(cart.shipping_method).toBeNull();
  });
});

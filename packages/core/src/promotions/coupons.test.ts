import { describe, expect, it } from 'vitest';

import { formatMessage } from '../messages/format.ts';
import type { Coupon, CouponContext } from './coupons.ts';
import { evaluateCoupon, findCoupon, normalizeCouponCode } from './coupons.ts';

const from = Date.UTC(2026, 10, 1);
const to = Date.UTC(2026, 10, 30);
const coupon: Coupon = {
  code: 'JESIEN20',
  discountType: 'PERCENTAGE',
  value: 20,
  active: true,
  dateFrom: from,
  dateTo: to,
};
const ctx: CouponContext = { now: Date.UTC(2026, 10, 21), cartValue: 15000, productIds: ['cream'] };

describe('normalizeCouponCode', () => {
  it('upper-cases and trims', () => {
    expect(normalizeCouponCode('  jesien20 ')).toBe('JESIEN20');
  });
});

describe('findCoupon', () => {
  it('finds a coupon whatever the case', () => {
    expect(findCoupon([coupon], 'Jesien20')).toBe(coupon);
    expect(findCoupon([coupon], 'LATO')).toBeUndefined();
  });
});

describe('evaluateCoupon', () => {
  it('accepts a valid coupon', () => {
    expect(evaluateCoupon(coupon, ctx)).toEqual({ ok: true, coupon });
    expect(evaluateCoupon(coupon, { ...ctx, now: new Date(from + 1) })).toEqual({ ok: true, coupon });
    expect(evaluateCoupon(coupon, { ...ctx, now: to - 1 })).toEqual({ ok: true, coupon });
  });

  it('is not usable at the very instants its window starts and ends', () => {
    expect(evaluateCoupon(coupon, { ...ctx, now: from })).toMatchObject({ ok: false, code: 'coupon.not.yet.active' });
    expect(evaluateCoupon(coupon, { ...ctx, now: to })).toMatchObject({ ok: false, code: 'coupon.expired' });
  });

  it.each([
    ['not found', undefined, ctx, 'coupon.not.found', undefined],
    ['empty cart', coupon, { ...ctx, productIds: [] }, 'coupon.not.valid.for.empty.cart', undefined],
    ['not active', { ...coupon, active: false }, ctx, 'coupon.not.active', undefined],
    ['not yet active', coupon, { ...ctx, now: from - 1 }, 'coupon.not.yet.active', { dateFrom: from }],
    ['expired', coupon, { ...ctx, now: to + 1 }, 'coupon.expired', { dateTo: to }],
    [
      'another account',
      { ...coupon, accountIds: ['a1'] },
      { ...ctx, accountId: 'a2' },
      'coupon.not.valid.for.account',
      undefined,
    ],
    ['a guest on a personal coupon', { ...coupon, accountIds: ['a1'] }, ctx, 'coupon.login.required', undefined],
    [
      'a guest with an empty account id on a personal coupon',
      { ...coupon, accountIds: [''] },
      { ...ctx, accountId: '' },
      'coupon.login.required',
      undefined,
    ],
    [
      'used up',
      { ...coupon, maxRedemptions: 100 },
      { ...ctx, redemptions: 100 },
      'coupon.total.redemptions.reached',
      undefined,
    ],
    [
      'used up with no count given',
      { ...coupon, maxRedemptions: 0 },
      ctx,
      'coupon.total.redemptions.reached',
      undefined,
    ],
    [
      'used by this user',
      { ...coupon, maxRedemptionsPerUser: 1 },
      { ...ctx, userRedemptions: 1 },
      'coupon.user.redemptions.reached',
      undefined,
    ],
    [
      'used by this user, no count',
      { ...coupon, maxRedemptionsPerUser: 0 },
      ctx,
      'coupon.user.redemptions.reached',
      undefined,
    ],
    [
      'missing products',
      {
        ...coupon,
        products: [
          { id: 'soap', name: 'Mydło' },
          { id: 'oil', name: 'Olej' },
        ],
      },
      ctx,
      'coupon.products.required',
      { productNames: ['Mydło', 'Olej'] },
    ],
    ['below minimum', { ...coupon, minCartValue: 20000 }, ctx, 'coupon.min.cart.value', { minCartValue: 20000 }],
    [
      'free shipping already applied',
      { ...coupon, discountType: 'FREE_SHIPPING' },
      { ...ctx, freeShippingAlreadyApplied: true },
      'free.shipping.already.applied',
      undefined,
    ],
    [
      'free shipping without a method',
      { ...coupon, discountType: 'FREE_SHIPPING' },
      ctx,
      'free.shipping.no.shipping.method',
      undefined,
    ],
    [
      'free shipping with cash on delivery',
      { ...coupon, discountType: 'FREE_SHIPPING' },
      { ...ctx, shippingMethod: { cashOnDelivery: true } },
      'free.shipping.not.for.cash.on.delivery',
      undefined,
    ],
  ] as const)('returns an outcome code when %s', (_label, c, context, code, params) => {
    const outcome = evaluateCoupon(c as Coupon | undefined, context);
    expect(outcome).toEqual(params ? { ok: false, code, params } : { ok: false, code });
  });

  it('accepts the matching account, a listed product, the exact minimum and a courier for free shipping', () => {
    const special: Coupon = {
      ...coupon,
      discountType: 'FREE_SHIPPING',
      accountIds: ['a1'],
      products: [{ id: 'cream', name: 'Krem' }],
      minCartValue: 15000,
      maxRedemptions: 10,
      maxRedemptionsPerUser: 1,
      dateFrom: null,
      dateTo: null,
    };
    const outcome = evaluateCoupon(special, {
      ...ctx,
      accountId: 'a1',
      redemptions: 9,
      userRedemptions: 0,
      shippingMethod: { cashOnDelivery: false },
    });
    expect(outcome.ok).toBe(true);
  });

  it('produces params the Polish messages can render', () => {
    const outcome = evaluateCoupon({ ...coupon, minCartValue: 20000 }, ctx);
    if (outcome.ok) throw new Error('expected a failure');
    expect(formatMessage(outcome.code, outcome.params)).toBe(
      'Kupon obowiązuje przy zamówieniu za minimum 200,00\u00a0zł.',
    );
  });
});

import { VAT_RATE } from '../constants.ts';
import type { Money } from '../money.ts';
import { vatFromGross } from '../money.ts';
import type { PromotionCheck, PromotionNotification } from '../promotions/conditions.ts';
import { checkPromotion, isFreeShippingActive, promotionNotification } from '../promotions/conditions.ts';
import type { Coupon } from '../promotions/coupons.ts';
import { normalizeCouponCode } from '../promotions/coupons.ts';
import { PROMOTION_RULES } from '../promotions/registry.ts';
import type { Discount, DiscountSource, DiscountType, Promotion } from '../promotions/types.ts';
import { DISCOUNT_TYPES } from '../promotions/types.ts';
import { prorate } from './prorate.ts';

/** A cart line as totals need it: gross unit price already resolved (sale or regular) in grosze. */
export interface TotalsLineInput {
  lineId: string;
  productId: string;
  unitPrice: Money;
  quantity: number;
  taxRate?: number | null;
}

/** The chosen shipping method. */
export interface ShippingMethodInput {
  id: string;
  price: Money;
  cashOnDelivery: boolean;
  taxRate?: number | null;
}

/** Loyalty points the customer chose to use, and what one point is worth in grosze. */
export interface LoyaltyPointsInput {
  points: number;
  pointValue: Money;
}

/**
 * Everything that decides the totals. `coupon` must already have passed `evaluateCoupon`;
 * `promotions` are the running promotions, and only those whose condition holds are applied.
 */
export interface TotalsInput {
  lines: readonly TotalsLineInput[];
  coupon?: Coupon | null;
  promotions?: readonly Promotion[];
  appliedSourceRefs?: readonly string[];
  shippingMethod?: ShippingMethodInput | null;
  loyaltyPoints?: LoyaltyPointsInput | null;
}

/** Totals of one line; `total` = `subtotal` − `discountTotal`; `tax` is the VAT inside `total`. */
export interface LineTotals {
  lineId: string;
  productId: string;
  quantity: number;
  unitPrice: Money;
  subtotal: Money;
  discounts: Discount[];
  discountTotal: Money;
  total: Money;
  tax: Money;
}

/** A running promotion's state for the promotion bar. */
export interface PromotionStatus {
  promotion: Promotion;
  check: PromotionCheck;
  notification: PromotionNotification;
}

/**
 * Cart totals in grosze. Invariants (tested as properties): every amount ≥ 0;
 * grandTotal = itemsTotal − discountTotal + shippingTotal; discountTotal = Σ line discounts + shippingDiscount.
 */
export interface CartTotals {
  lines: LineTotals[];
  itemsTotal: Money;
  discounts: Discount[];
  discountTotal: Money;
  shippingTotal: Money;
  shippingDiscount: Money;
  taxTotal: Money;
  grandTotal: Money;
  freeShipping: boolean;
  loyaltyPointsUsed: number;
  promotions: PromotionStatus[];
}

/** Name of the loyalty discount source. */
export const LOYALTY_SOURCE_NAME = 'Punkty lojalnościowe';

interface DiscountCandidate {
  type: DiscountType;
  value: number;
  source: DiscountSource;
  /** Product ids a *_PRODUCT discount applies to; empty = every line. */
  targets: readonly string[];
}

function assertLine(line: TotalsLineInput): void {
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
    throw new RangeError(`quantity must be a positive integer (line ${line.lineId})`);
  }
  if (!Number.isSafeInteger(line.unitPrice) || line.unitPrice < 0) {
    throw new RangeError(`unitPrice must be non-negative grosze (line ${line.lineId})`);
  }
}

function couponCandidate(coupon: Coupon): DiscountCandidate {
  const code = normalizeCouponCode(coupon.code);
  return {
    type: coupon.discountType,
    value: coupon.value,
    source: { type: 'COUPON', ref: code, name: coupon.name ?? code, refValue: coupon.value },
    targets: (coupon.products ?? []).map((p) => p.id),
  };
}

function promotionCandidate(promotion: Promotion): DiscountCandidate {
  return {
    type: promotion.discountType,
    value: promotion.value,
    source: { type: 'PROMOTION', ref: promotion.ID, name: promotion.name, refValue: promotion.value },
    targets: (promotion.restrictions?.products ?? []).map((p) => p.id),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/**
 * The one cart-totals function. Order of application: product discounts (FIXED_PRODUCT,
 * PERCENTAGE_PRODUCT) per line, then order discounts (FIXED, PERCENTAGE) on what is left, prorated
 * across lines, then loyalty points (whole points only, never more than what is left), then free
 * shipping (the whole shipping price, never for cash on delivery). Each step can only take what is
 * still payable, so no total goes below zero. All amounts are integer grosze.
 */
export function calculateTotals(input: TotalsInput): CartTotals {
  input.lines.forEach(assertLine);
  const lines = input.lines;
  const subtotals = lines.map((l) => l.unitPrice * l.quantity);
  const remaining = [...subtotals];
  const lineDiscounts: Discount[][] = lines.map(() => []);
  const itemsTotal = sum(subtotals);
  const productIds = lines.map((l) => l.productId);

  const statuses: PromotionStatus[] = (input.promotions ?? []).map((promotion) => {
    const check = checkPromotion(promotion, {
      grandTotal: itemsTotal,
      shippingTotal: 0,
      discountTotal: 0,
      productIds,
      appliedSourceRefs: input.appliedSourceRefs ?? [],
    });
    return { promotion, check, notification: promotionNotification(promotion, check) };
  });
  const fulfilled = statuses.filter((s) => s.check.fulfilled).map((s) => s.promotion);

  const candidates = [
    ...fulfilled.map(promotionCandidate),
    ...(input.coupon ? [couponCandidate(input.coupon)] : []),
  ].sort((a, b) => DISCOUNT_TYPES.indexOf(a.type) - DISCOUNT_TYPES.indexOf(b.type));

  const discounts: Discount[] = [];
  const addLineDiscount = (i: number, type: DiscountType, amount: Money, source: DiscountSource) => {
    remaining[i] = (remaining[i] as number) - amount;
    (lineDiscounts[i] as Discount[]).push({ type, amount, source });
  };

  const shippingCandidates: DiscountCandidate[] = [];
  for (const candidate of candidates) {
    const rule = PROMOTION_RULES[candidate.type];
    if (rule.scope === 'shipping') {
      shippingCandidates.push(candidate);
      continue;
    }
    let total = 0;
    if (rule.scope === 'product') {
      lines.forEach((line, i) => {
        if (candidate.targets.length > 0 && !candidate.targets.includes(line.productId)) return;
        const amount = rule.amount({ base: remaining[i] as number, quantity: line.quantity, value: candidate.value });
        if (amount > 0) addLineDiscount(i, candidate.type, amount, candidate.source);
        total += amount;
      });
    } else {
      const amount = rule.amount({ base: sum(remaining), quantity: 1, value: candidate.value });
      prorate(amount, remaining).forEach((share, i) => {
        if (share > 0) addLineDiscount(i, candidate.type, share, candidate.source);
      });
      total = amount;
    }
    if (total > 0) discounts.push({ type: candidate.type, amount: total, source: candidate.source });
  }

  let loyaltyPointsUsed = 0;
  const loyalty = input.loyaltyPoints;
  if (loyalty && loyalty.points > 0 && loyalty.pointValue > 0) {
    loyaltyPointsUsed = Math.min(Math.floor(loyalty.points), Math.floor(sum(remaining) / loyalty.pointValue));
    const amount = loyaltyPointsUsed * loyalty.pointValue;
    if (amount > 0) {
      const source: DiscountSource = {
        type: 'LOYALTY_POINTS',
        ref: 'loyalty',
        name: LOYALTY_SOURCE_NAME,
        refValue: loyaltyPointsUsed,
      };
      prorate(amount, remaining).forEach((share, i) => {
        if (share > 0) addLineDiscount(i, 'FIXED', share, source);
      });
      discounts.push({ type: 'FIXED', amount, source });
    }
  }

  const method = input.shippingMethod ?? null;
  const shippingTotal = method?.price ?? 0;
  const cashOnDelivery = method?.cashOnDelivery ?? false;
  let shippingDiscount = 0;
  const freeShippingSource = shippingCandidates[0];
  if (freeShippingSource && !cashOnDelivery) {
    shippingDiscount = PROMOTION_RULES.FREE_SHIPPING.amount({ base: shippingTotal, quantity: 1, value: 0 });
    discounts.push({ type: 'FREE_SHIPPING', amount: shippingDiscount, source: freeShippingSource.source });
  }

  const lineTotals: LineTotals[] = lines.map((line, i) => {
    const total = remaining[i] as number;
    const own = lineDiscounts[i] as Discount[];
    return {
      lineId: line.lineId,
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      subtotal: subtotals[i] as number,
      discounts: own,
      discountTotal: sum(own.map((d) => d.amount)),
      total,
      tax: vatFromGross(total, line.taxRate ?? VAT_RATE),
    };
  });
  const shippingTax = vatFromGross(shippingTotal - shippingDiscount, method?.taxRate ?? VAT_RATE);
  const discountTotal = sum(lineTotals.map((l) => l.discountTotal)) + shippingDiscount;

  return {
    lines: lineTotals,
    itemsTotal,
    discounts,
    discountTotal,
    shippingTotal,
    shippingDiscount,
    taxTotal: sum(lineTotals.map((l) => l.tax)) + shippingTax,
    grandTotal: itemsTotal - discountTotal + shippingTotal,
    freeShipping: isFreeShippingActive({ discounts, fulfilledPromotions: fulfilled, cashOnDelivery }),
    loyaltyPointsUsed,
    promotions: statuses,
  };
}

import type { DomainError } from '../errors.ts';
import { fail } from '../errors.ts';
import type { DateInput } from '../time.ts';
import { toMs } from '../time.ts';
import type { DiscountType } from './types.ts';

/** A discount as the staff define it: its type, value and window. */
interface DiscountDefinition {
  discountType: DiscountType;
  value: number;
  dateFrom?: DateInput | null;
  dateTo?: DateInput | null;
}

/**
 * What is wrong with a discount's terms, if anything: a value its type cannot
 * take (a whole percent from 1 to 100, a positive whole amount in grosze,
 * nothing for free shipping), or a window that does not start before it ends.
 */
function discountProblem(discount: DiscountDefinition): 'value' | 'dates' | null {
  const percent = discount.discountType === 'PERCENTAGE' || discount.discountType === 'PERCENTAGE_PRODUCT';
  const valid =
    discount.discountType === 'FREE_SHIPPING'
      ? discount.value === 0
      : Number.isInteger(discount.value) && discount.value > 0 && (!percent || discount.value <= 100);
  if (!valid) return 'value';
  const from = toMs(discount.dateFrom);
  const to = toMs(discount.dateTo);
  if (from != null && to != null && from >= to) return 'dates';
  return null;
}

/** Error codes a coupon's definition (as the staff write it) can be refused with. */
export type CouponDefinitionErrorCode = 'coupon.code.invalid' | 'coupon.value.invalid' | 'coupon.dates.invalid';

/** A code the shop keeps: after `normalizeCouponCode`, letters, digits, `-` and `_`, at most 64. */
const COUPON_CODE = /^[\p{Lu}\d][\p{Lu}\d_-]{0,63}$/u;

/**
 * Checks a coupon as the staff define it, its code already normalised: a code a
 * shopper can type, then its value and window (`discountProblem`). Returns the
 * first problem, or null.
 */
export function couponDefinitionError(
  coupon: DiscountDefinition & { code: string },
): DomainError<CouponDefinitionErrorCode> | null {
  if (!COUPON_CODE.test(coupon.code)) return fail('coupon.code.invalid');
  const problem = discountProblem(coupon);
  return problem ? fail(`coupon.${problem}.invalid`) : null;
}

/** Error codes an automatic promotion's definition can be refused with. */
export type PromotionDefinitionErrorCode = 'promotion.value.invalid' | 'promotion.dates.invalid';

/** Checks an automatic promotion as the staff define it: its value and window, as a coupon's. */
export function promotionDefinitionError(
  promotion: DiscountDefinition,
): DomainError<PromotionDefinitionErrorCode> | null {
  const problem = discountProblem(promotion);
  return problem ? fail(`promotion.${problem}.invalid`) : null;
}

import type { Money } from '../money.ts';

/**
 * Splits `amount` grosze across parts in proportion to `weights`, so that the shares add up to
 * `amount` exactly (largest-remainder method, ties to the earliest part).
 *
 * Why: an order-level discount (a FIXED or PERCENTAGE coupon, loyalty points) must be spread over
 * the lines so each line's net, VAT and refund are right; rounding each share on its own would lose
 * or invent a grosz. When `amount` ≤ Σ weights no share exceeds its weight. Zero weights get zero,
 * unless every weight is zero, in which case the amount is spread evenly.
 * (After Vendure's order-calculator/prorate.ts.)
 */
export function prorate(amount: Money, weights: readonly number[]): Money[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a non-negative integer`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('weights must be non-negative integers');
  }
  if (weights.length === 0) return [];
  const total = weights.reduce((a, b) => a + b, 0);
  const effective = total === 0 ? weights.map(() => 1) : weights;
  const sum = BigInt(total === 0 ? weights.length : total);
  const big = BigInt(amount);
  const shares = effective.map((w) => Number((big * BigInt(w)) / sum));
  const remainders = effective.map((w, i) => ({ i, r: (big * BigInt(w)) % sum }));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] = (shares[i] as number) + 1;
    left -= 1;
  }
  return shares;
}

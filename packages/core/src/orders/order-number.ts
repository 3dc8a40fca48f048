/** What every order number starts with: the shop's own mark. */
export const ORDER_NUMBER_PREFIX = 'MF';

/**
 * What the shopper and the shop call an order: `MF-2026-000042`, the year it was
 * placed (UTC) and the next value of one sequence, six digits or more.
 */
export function orderNumber(placedAt: Date, sequence: number): string {
  return `${ORDER_NUMBER_PREFIX}-${placedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}

/** True for a string shaped as an order number. */
export function isOrderNumber(value: string): boolean {
  return /^MF-\d{4}-\d{6,}$/.test(value);
}
